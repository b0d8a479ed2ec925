/**
 * Starts the reference backend: validates the configuration, opens the database (PGlite
 * under DATA_DIR or PostgreSQL at DATABASE_URL), applies migrations and seeds empty delivery
 * tables and an empty catalogue (one backend of a cluster at a time), reconciles payments and
 * asks again for refunds still on their way (then every few minutes), deletes the photo
 * uploads nothing names (then hourly), each round in one backend of the cluster, mails
 * occasion reminders that are due (then every REMINDERS_INTERVAL_SECONDS), and serves HTTP on
 * BACKEND_PORT.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { loadBackendEnv } from "./env";
import { createDeliveries } from "./deliveries";
import { createMailer } from "./mail";
import { features } from "./profile";
import { clockFromEnv } from "./delivery/clock";
import { paymentProviderFromEnv } from "./payments/from-env";
import { RECONCILE_INTERVAL_MS, reconcilePayments } from "./payments/reconcile";
import { retryRefunds, tellRefundsProcessed } from "./payments/refunds";
import { outboxChannels } from "./notify/message-channel";
import { createNotifier } from "./notify/notifier";
import { sendDueReminders } from "./reminders/send";
import { seedOnFirstStart } from "./startup";
import { UPLOAD_CLEANUP_INTERVAL_MS, cleanUpUploads } from "./uploads/store";
import { keepConnectionsAlive } from "./keep-alive";
import { setLogService } from "@giftshop/shared/observability/log";
import { startTracing } from "@giftshop/shared/observability/tracing";

async function main() {
  const env = loadBackendEnv();
  // Before the database opens: its driver is wrapped for spans only when tracing is on.
  setLogService("backend");
  const tracing = await startTracing("backend");
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          maxConnections: env.DB_POOL_MAX,
          queryLog: env.DB_QUERY_LOG,
        }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  const uploadsDir = path.join(env.DATA_DIR, "uploads");
  // Backends starting together wait for each other here: one migrates and seeds, the rest
  // find it done.
  await database.prepare((db) =>
    seedOnFirstStart(db, { uploadsDir, imageCacheDir: env.SEED_IMAGE_CACHE }),
  );

  // Each periodic job's round runs in one backend of the cluster; the others skip it
  // (db/locks.ts): running it twice would only log the same payments twice.
  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
  });
  const paymentProvider = paymentProviderFromEnv(env);
  const messageChannels = outboxChannels(env.DATA_DIR);
  const notifier = createNotifier({
    db: database.db,
    mailer,
    channels: messageChannels,
    profile: env.BACKEND_PROFILE,
  });
  // Money a crash (or a lost connection) left without its order: marked before serving. Then
  // the refunds of cancelled orders still on their way are asked again (payments/refunds.ts).
  const reconcile = () =>
    database
      .runJob("paymentReconcile", async () => {
        await reconcilePayments(database.db, {
          graceSeconds: env.PAYMENT_RECONCILE_GRACE_SECONDS,
        });
        const { processed } = await retryRefunds(database.db, paymentProvider);
        await tellRefundsProcessed(notifier, processed);
      })
      .catch((error: unknown) => console.error("[payments] reconcile failed:", error));
  await reconcile();
  const reconciling = setInterval(() => void reconcile(), RECONCILE_INTERVAL_MS);
  reconciling.unref();

  // Photos uploaded a day ago that no cart line or order names (docs/gifting.md, Photos).
  const cleanUp = () =>
    database
      .runJob("uploadCleanUp", () => cleanUpUploads(database.db, new Date()))
      .then((round) => {
        if (round.ran && round.value.length > 0) {
          console.log(`uploads: deleted ${round.value.length} unused photos`);
        }
      })
      .catch((error: unknown) => console.error("[uploads] clean-up failed:", error));
  await cleanUp();
  const cleaningUp = setInterval(() => void cleanUp(), UPLOAD_CLEANUP_INTERVAL_MS);
  cleaningUp.unref();

  const clock = clockFromEnv(env.SHOP_CLOCK_FILE);

  // Occasion reminders due today by the shop's clock (docs/after-the-order.md). Every backend
  // runs the round: each mail is claimed by a row only one of them can insert.
  const remindersOn = features(env.BACKEND_PROFILE).routes.occasions;
  const remind = () =>
    sendDueReminders(database.db, mailer, clock, { siteUrl: env.SITE_URL })
      .then((round) => {
        if (round.sent > 0) console.log(`reminders: mailed ${round.sent} occasion reminders`);
      })
      .catch((error: unknown) => console.error("[reminders] round failed:", error));
  if (remindersOn) await remind();
  const reminding = remindersOn
    ? setInterval(() => void remind(), env.REMINDERS_INTERVAL_SECONDS * 1000)
    : undefined;
  reminding?.unref();

  if (paymentProvider.name === "local" && env.NODE_ENV === "production") {
    console.warn("[payments] PAYMENT_PROVIDER=local: test payments, no money is taken.");
  }
  const limiter = createRateLimiter({
    prefix: "api",
    redisUrl: env.REDIS_URL,
    scale: env.RATE_LIMIT_SCALE,
  });
  const deliveries = createDeliveries();
  const app = createApp({
    db: database.db,
    uploadsDir,
    mailer,
    paymentProvider,
    rateLimits: { limiter, trustProxy: env.TRUST_PROXY },
    deliveries,
    profile: env.BACKEND_PROFILE,
    clock,
    messageChannels,
    ...(env.OPERATOR_TOKEN ? { operatorToken: env.OPERATOR_TOKEN } : {}),
    metricsAccess: { token: env.METRICS_TOKEN, production: env.NODE_ENV === "production" },
  });
  const { startNotice } = features(env.BACKEND_PROFILE);
  if (startNotice) console.log(startNotice);
  const server = serve(
    { fetch: app.fetch, port: env.BACKEND_PORT, hostname: env.BACKEND_HOST },
    (info) => {
      console.log(`${database.engine} · listening on http://${env.BACKEND_HOST}:${info.port}`);
    },
  );
  keepConnectionsAlive(server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close();
    clearInterval(reconciling);
    clearInterval(cleaningUp);
    clearInterval(reminding);
    // Codes already answered for are still on their way: a few seconds to send them.
    await Promise.race([
      deliveries.settled(),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    await limiter.close();
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
