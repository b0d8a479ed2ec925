/**
 * Builds the reference backend's Hono app: the routes of docs/contract.md under /api, the
 * generated images under /uploads, and JSON answers for every error.
 */
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { except } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Db } from "./db/client";
import { isDatabaseUnavailable } from "./db/errors";
import { bodyLimit } from "./lib/body-limit";
import { retryAfterOf } from "./lib/http";
import { applyRateLimits, type RateLimitOptions } from "./lib/rate-limit";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { DEFAULT_SCRYPT_COST, type ScryptCost } from "./auth/passwords";
import type { Mailer } from "./mail";
import { createDeliveries, type Deliveries } from "./deliveries";
import { authRoutes } from "./routes/auth/auth.routes";
import { userRoutes } from "./routes/user/user.routes";
import { cartRoutes } from "./routes/cart/cart.routes";
import { wishlistRoutes } from "./routes/wishlist/wishlist.routes";
import { catalogueRoutes } from "./routes/catalogue/catalogue.routes";
import { feedbackRoutes } from "./routes/feedback/feedback.routes";
import { newsletterRoutes } from "./routes/newsletter/newsletter.routes";
import { reviewRoutes } from "./routes/reviews/reviews.routes";
import { orderRoutes } from "./routes/orders/orders.routes";
import { paymentRoutes } from "./routes/payments/payments.routes";
import { deliveryRoutes } from "./routes/delivery/delivery.routes";
import { quoteRoutes } from "./routes/delivery/quote.routes";
import { isPhotoUpload, uploadRoutes } from "./routes/uploads/uploads.routes";
import { addonsRoutes } from "./routes/addons/addons.routes";
import { isOperatorDelivery, operatorRoutes } from "./routes/operator/operator.routes";
import { occasionRoutes } from "./routes/occasions/occasions.routes";
import { notificationRoutes } from "./routes/notifications/notifications.routes";
import type { MessageChannels } from "./notify/message-channel";
import { createNotifier } from "./notify/notifier";
import type { ShopPaymentProvider } from "./payments/from-env";
import { DEFAULT_PROFILE, features, type BackendProfile } from "./profile";
import { createLocalProvider } from "./payments/local";
import { systemClock, type Clock } from "./delivery/clock";
import { shopMetrics } from "@giftshop/shared/observability/metrics";
import { observeHttp } from "./observability/http";
import { metricsRoutes } from "./observability/metrics.routes";
import { registerShopMetrics } from "./observability/shop-metrics";
import { vitalsRoutes } from "./routes/vitals/vitals.routes";

export interface AppOptions {
  db: Db;
  /** Folder whose files are served at /uploads/… (generated seed images). */
  uploadsDir: string;
  mailer: Mailer;
  /** scrypt cost for new password hashes; tests lower it, production keeps the default. */
  passwordCost?: ScryptCost;
  /** Default: the local provider with a secret that lives as long as the process. */
  paymentProvider?: ShopPaymentProvider;
  /** Default: counters in memory, client IPs from the socket only (lib/rate-limit.ts). */
  rateLimits?: RateLimitOptions;
  /** Mail sent after answering; tests pass theirs to wait for it (deliveries.ts). */
  deliveries?: Deliveries;
  /** `contract`: a plain §7 backend (profile.ts; docs/contract.md, Terms). Default `full`. */
  profile?: BackendProfile;
  /** The instant delivery promises are judged by (delivery/clock.ts); default the system's. */
  clock?: Clock;
  /** The bearer token of the operator's HTTP calls (OPERATOR_TOKEN); unset: they do not exist. */
  operatorToken?: string;
  /** SMS and WhatsApp for order updates (notify/message-channel.ts); default none. */
  messageChannels?: MessageChannels;
  /**
   * Who may read GET /metrics (observability/metrics.routes.ts): the METRICS_TOKEN bearer, and
   * whether this is production (no token there: no endpoint). Default: open, as in development.
   */
  metricsAccess?: { token: string | undefined; production: boolean };
}

/** The answer while the database cannot be reached: worth retrying in a moment. */
export const DATABASE_UNAVAILABLE =
  "The shop is briefly unavailable. Please try again in a moment.";
/** Seconds a client should wait before retrying when the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Largest request body accepted; bigger bodies answer 413 before any parsing. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Creates the app; `server.ts` serves it and the tests call `app.request` on it. */
export function createApp({
  db,
  uploadsDir,
  mailer,
  passwordCost = DEFAULT_SCRYPT_COST,
  paymentProvider = createLocalProvider({ secret: randomBytes(32).toString("hex") }),
  rateLimits = { limiter: createRateLimiter({ prefix: "api" }), trustProxy: 0 },
  deliveries = createDeliveries(),
  profile = DEFAULT_PROFILE,
  clock = systemClock,
  operatorToken,
  messageChannels = {},
  metricsAccess = { token: undefined, production: false },
}: AppOptions) {
  const app = new Hono();
  const { routes } = features(profile);
  const notifier = createNotifier({ db, mailer, channels: messageChannels, profile });

  // Spans, request metrics and failure logs for every request (docs/operations.md).
  const metrics = shopMetrics("backend");
  registerShopMetrics(metrics, db, clock);
  app.use(observeHttp(metrics));
  app.route("/", metricsRoutes(metrics, metricsAccess));

  // A photo upload (full mode) is bytes, not JSON: its router applies its own, larger limit.
  const jsonLimit = bodyLimit(MAX_BODY_BYTES, "The request body is too large (100 kB at most).");
  app.use(
    "/api/*",
    except(
      (c) =>
        (routes.uploads && isPhotoUpload(c)) ||
        (operatorToken !== undefined && isOperatorDelivery(c)),
      jsonLimit,
    ),
  );

  app.get("/health", (c) => c.json({ success: true }));

  applyRateLimits(app, rateLimits);

  app.route("/api", catalogueRoutes(db, profile));
  app.route("/api", reviewRoutes(db, profile));
  app.route("/api", feedbackRoutes(db));
  // The newsletter is not a §7 call: a plain §7 backend has no such route.
  if (routes.newsletter) app.route("/api", newsletterRoutes(db));
  // Delivery promises are a reference-backend extension (docs/delivery.md): none in contract mode.
  if (routes.delivery) {
    app.route("/api", deliveryRoutes(db, clock));
    app.route("/api", quoteRoutes(db, clock));
  }
  // Gifting's add-ons step is a reference-backend extension (docs/gifting.md): none in contract mode.
  if (routes.addons) app.route("/api", addonsRoutes(db));
  app.route(
    "/api/auth",
    authRoutes(db, { mailer, passwordCost, limiter: rateLimits.limiter, deliveries, profile }),
  );
  app.route("/api/auth", cartRoutes(db, profile, clock));
  app.route("/api/auth", wishlistRoutes(db, profile));
  // Photos for photo gifts are a reference-backend extension (docs/gifting.md).
  if (routes.uploads) app.route("/api/auth", uploadRoutes(db, rateLimits.limiter));
  app.route("/api", userRoutes(db, { profile, mailer, deliveries, limiter: rateLimits.limiter }));
  app.route("/api", paymentRoutes(db, paymentProvider, { profile, clock }));
  app.route(
    "/api",
    orderRoutes(db, paymentProvider, { profile, clock, notifier, mailer, deliveries }),
  );
  // Operator calls (docs/after-the-order.md) exist only where a token for them is configured.
  if (operatorToken !== undefined && features(profile).answers.order === "full") {
    app.route("/api", operatorRoutes(db, operatorToken, { notifier, deliveries }));
  }
  // Occasion reminders are a reference-backend extension (docs/after-the-order.md).
  if (routes.occasions) app.route("/api", occasionRoutes(db, clock));
  // The shopper's choice of channels for order updates (docs/after-the-order.md).
  if (routes.orderUpdates) app.route("/api", notificationRoutes(db));
  // Real-user Web Vitals are a reference-backend extension (docs/operations.md).
  if (routes.vitals) app.route("/api", vitalsRoutes(db));

  app.use("/uploads/*", async (c, next) => {
    await next();
    // Image names are content-addressed, so a year-long immutable cache is safe.
    if (c.res.status === 200 || c.res.status === 206) {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    }
  });
  app.use(
    "/uploads/*",
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (path) => path.replace(/^\/uploads/, ""),
    }),
  );

  app.notFound((c) =>
    c.json({ success: false, message: `Not found: ${c.req.method} ${c.req.path}` }, 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) c.header("Retry-After", String(retryAfter));
      return c.json({ success: false, message: error.message }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or a dropped connection: the pool reconnects on the next query, so the
      // client is told to retry (503), not that something broke (500).
      console.error(
        `[backend] ${c.req.method} ${c.req.path}: database unavailable (${reasonOf(error)})`,
      );
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ success: false, message: DATABASE_UNAVAILABLE }, 503);
    }
    console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      { success: false, message: "Something went wrong on our side. Please try again." },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The innermost cause's message, in one line, for a log. */
function reasonOf(error: unknown): string {
  let inner: unknown = error;
  for (let depth = 0; depth < 8 && hasCause(inner); depth++) inner = inner.cause;
  const text =
    typeof inner === "object" && inner !== null && "message" in inner && inner.message
      ? String(inner.message)
      : typeof inner === "object" && inner !== null && "code" in inner
        ? String(inner.code)
        : String(inner);
  return text.split("\n")[0] ?? "";
}

function hasCause(value: unknown): value is { cause: object } {
  return (
    typeof value === "object" &&
    value !== null &&
    "cause" in value &&
    typeof value.cause === "object" &&
    value.cause !== null
  );
}
