/** The reference backend's configuration (DESIGN.md §4), validated once at start. */
import path from "node:path";
import { z } from "zod";
import {
  HTTPS_IN_PRODUCTION,
  httpUrlVar,
  httpsOrLoopback,
  parseEnv,
  portVar,
  rateLimitScaleVar,
  redisUrlVar,
  trustProxyVar,
} from "@giftshop/shared/env-loader";
import { WEBHOOK_SECRET_MIN_LENGTH } from "@giftshop/shared/catalogue-webhook";
import { wholeNumberText } from "./lib/validation";
import { REMINDERS_INTERVAL_SECONDS } from "./reminders/send";
import { BACKEND_PROFILES, CONTRACT_NEEDS_RAZORPAY, DEFAULT_PROFILE, features } from "./profile";

/**
 * Why production names its payment provider: the local one lets the shopper pick "success"
 * and takes no money, so a shop that fell back to it would give its orders away.
 */
export const PAYMENT_PROVIDER_REQUIRED =
  "must be set in production: razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET) " +
  "or local (test payments: no money is taken)";

const backendEnvSchema = z
  .object({
    // Only "production" changes anything here; other values are left to the tools that read them.
    NODE_ENV: z.string().default("development"),
    BACKEND_PORT: portVar.default(4000),
    BACKEND_HOST: z.string().default("127.0.0.1"),
    DATA_DIR: z.string().default(".data"),
    /** `contract`: answer as a plain §7 backend (profile.ts; docs/contract.md, Terms). */
    BACKEND_PROFILE: z
      .enum(BACKEND_PROFILES, { message: `must be ${BACKEND_PROFILES.join(" or ")}` })
      .default(DEFAULT_PROFILE),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { message: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, { message: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().default("Uphaar <no-reply@uphaar.example>"),
    /**
     * Where the seed keeps the pictures it drew, by content, for the next fresh data folder to
     * copy instead of drawing again (backend/src/seed/images.ts); "off" keeps none.
     */
    SEED_IMAGE_CACHE: z
      .string()
      .default("node_modules/.cache/seed-images")
      .transform((value) => (value === "off" ? null : path.resolve(value))),
    /** Tests only: a file holding the instant delivery promises judge by (delivery/clock.ts). */
    SHOP_CLOCK_FILE: z.string().optional(),
    /**
     * PostgreSQL only: connections in this process's pool. Several backends share the server's
     * max_connections (100 by default), each using up to this many plus one for a lock.
     */
    DB_POOL_MAX: wholeNumberText(1, 100, {
      notWhole: "must be a whole number of connections (1–100)",
    }).default(10),
    /**
     * Where the storefront hears that the catalogue changed (its /api/revalidate, through the
     * load balancer); unset: storefronts see changes when their caches expire (catalogue/notify.ts).
     */
    CATALOGUE_WEBHOOK_URL: httpUrlVar.optional(),
    /** Signs the catalogue webhook; the storefront holds the same secret. */
    CATALOGUE_WEBHOOK_SECRET: z
      .string()
      .min(WEBHOOK_SECRET_MIN_LENGTH, {
        message: `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`,
      })
      .optional(),
    /** PostgreSQL only: append every statement to this file (the benchmark's query plans). */
    DB_QUERY_LOG: z.string().optional(),
    // Unset means local outside production; production must say (PAYMENT_PROVIDER_REQUIRED).
    PAYMENT_PROVIDER: z
      .enum(["local", "razorpay"], { message: "must be local or razorpay" })
      .optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Test-only: a Razorpay stand-in (scripts/razorpay-standin.mjs) instead of Razorpay. */
    RAZORPAY_API_BASE: httpUrlVar.default("https://api.razorpay.com"),
    LOCAL_PAYMENT_SECRET: z
      .string()
      .min(32, { message: "must be at least 32 characters" })
      .optional(),
    /**
     * The storefront's public address, which mails link to (occasion reminders); the
     * storefront's own default on its default port when unset.
     */
    SITE_URL: httpUrlVar.default("http://localhost:3000"),
    REDIS_URL: redisUrlVar.optional(),
    RATE_LIMIT_SCALE: rateLimitScaleVar.default(1),
    // How long a payment the provider has taken may wait for its order before reconciliation
    // marks it for review (backend/src/payments/reconcile.ts): a shopper retrying a failed
    // save must have time to do so.
    PAYMENT_RECONCILE_GRACE_SECONDS: z
      .string()
      .regex(/^\d+$/, { message: "must be a whole number of seconds" })
      .default(String(15 * 60))
      .transform(Number),
    TRUST_PROXY: trustProxyVar.default(0),
    /**
     * The bearer token of the operator's HTTP calls (routes/operator: recording a delivery with
     * its proof); unset: those calls do not exist, and the `order:status` CLI is the way.
     */
    OPERATOR_TOKEN: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    /**
     * The bearer token GET /metrics asks for (docs/operations.md "Metrics"); unset: the metrics
     * are open outside production and absent in production.
     */
    METRICS_TOKEN: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    /**
     * Seconds between the server's rounds of occasion reminders (reminders/send.ts); the e2e
     * run shortens it so a reminder follows a moved shop clock within seconds.
     */
    REMINDERS_INTERVAL_SECONDS: wholeNumberText(1, 86_400, {
      notWhole: "must be a whole number of seconds (1–86400)",
    }).default(REMINDERS_INTERVAL_SECONDS),
  })
  .superRefine((env, ctx) => {
    if (!env.PAYMENT_PROVIDER && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: PAYMENT_PROVIDER_REQUIRED,
      });
    }
    if (
      !features(env.BACKEND_PROFILE).routes.localPayments &&
      env.PAYMENT_PROVIDER !== "razorpay"
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: CONTRACT_NEEDS_RAZORPAY,
      });
    }
    if (env.CATALOGUE_WEBHOOK_URL && !env.CATALOGUE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["CATALOGUE_WEBHOOK_SECRET"],
        message:
          "is required when CATALOGUE_WEBHOOK_URL is set (the storefront refuses unsigned calls)",
      });
    }
    if (env.NODE_ENV === "production" && !httpsOrLoopback(env.RAZORPAY_API_BASE)) {
      ctx.addIssue({ code: "custom", path: ["RAZORPAY_API_BASE"], message: HTTPS_IN_PRODUCTION });
    }
    if (env.PAYMENT_PROVIDER !== "razorpay") return;
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is required when PAYMENT_PROVIDER=razorpay",
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? "local",
    DATA_DIR: path.resolve(env.DATA_DIR),
  }));

export type BackendEnv = z.output<typeof backendEnvSchema>;

/** Reads the backend's variables from `source`; throws EnvError naming any bad one. */
export function loadBackendEnv(
  source: Record<string, string | undefined> = process.env,
): BackendEnv {
  return parseEnv(backendEnvSchema, source);
}
