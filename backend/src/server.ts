/**
 * Starts the reference backend: validates the configuration, opens the database (PGlite
 * under DATA_DIR or PostgreSQL at DATABASE_URL), applies migrations, seeds an empty
 * catalogue, and serves HTTP on BACKEND_PORT.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { loadBackendEnv } from "./env";
import { createMailer } from "./mail";
import { paymentProviderFromEnv } from "./payments/from-env";
import { catalogueIsEmpty } from "./seed/apply";
import { seed } from "./seed/run";

async function main() {
  const env = loadBackendEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  await database.migrate();
  const uploadsDir = path.join(env.DATA_DIR, "uploads");

  if (await catalogueIsEmpty(database.db)) {
    console.log("empty catalogue: seeding (first start only)…");
    const result = await seed(database.db, uploadsDir, {
      log: (line) => console.log(`seed: ${line}`),
    });
    console.log(
      `seeded ${result.categories} categories, ${result.subcategories} subcategories, ` +
        `${result.products} products, ${result.reviews} reviews in ${result.ms} ms`,
    );
  }

  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
  });
  const paymentProvider = paymentProviderFromEnv(env);
  const app = createApp({ db: database.db, uploadsDir, mailer, paymentProvider });
  const server = serve(
    { fetch: app.fetch, port: env.BACKEND_PORT, hostname: env.BACKEND_HOST },
    (info) => {
      console.log(`${database.engine} · listening on http://${env.BACKEND_HOST}:${info.port}`);
    },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
