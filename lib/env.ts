/**
 * The storefront's configuration (DESIGN.md §4), validated with zod. A missing or malformed
 * variable stops start-up with a message that names it (see instrumentation.ts).
 */
import { z } from "zod";
import {
  HTTPS_IN_PRODUCTION,
  httpUrlVar,
  httpsOrLoopback,
  parseEnv,
  portVar,
  rateLimitScaleVar,
  redisUrlVar,
  timeoutMsVar,
  trustProxyVar,
} from "@giftshop/shared/env-loader";
import { WEBHOOK_SECRET_MIN_LENGTH } from "@giftshop/shared/catalogue-webhook";

/** A picture host next/image may load from: exactly this scheme, name and port (any path). */
export interface ImageHost {
  protocol: "http" | "https";
  hostname: string;
  /** "" for the scheme's default port. */
  port: string;
}

/** A DNS name or an IPv4 address: letters, digits, hyphens and dots, so never a wildcard. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** One IMAGE_HOSTS entry: a host name (https) or an origin; an error message otherwise. */
function imageHostOf(entry: string): ImageHost | string {
  const refused =
    `"${entry}" is neither a host name (res.cloudinary.com) ` +
    "nor an origin (https://cdn.example.in)";
  if (!entry.includes("://")) {
    return HOST_NAME.test(entry)
      ? { protocol: "https", hostname: entry.toLowerCase(), port: "" }
      : refused;
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return refused;
  }
  const protocol = url.protocol === "https:" ? "https" : url.protocol === "http:" ? "http" : null;
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  // The URL parser keeps "*" in a name ("https://*.example.in"): HOST_NAME refuses it.
  if (!protocol || !bare || !HOST_NAME.test(url.hostname)) return refused;
  return { protocol, hostname: url.hostname, port: url.port };
}

/**
 * IMAGE_HOSTS: the picture hosts of the backend's product pictures, comma-separated, each a
 * host name (https only) or an origin (`http://127.0.0.1:5001`). Exact hosts only: next/image
 * fetches any URL its patterns allow, so a wildcard would make it an open proxy.
 */
const imageHostsVar = z.string().transform((value, ctx) => {
  const hosts: ImageHost[] = [];
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const host = imageHostOf(entry);
    if (typeof host === "string") ctx.addIssue({ code: "custom", message: host });
    else hosts.push(host);
  }
  return hosts;
});

/** Loopback and private addresses, which Next refuses to fetch pictures from unless told. */
function isLocalAddress(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    /^(127|10)\.\d+\.\d+\.\d+$/.test(hostname) ||
    /^192\.168\.\d+\.\d+$/.test(hostname) ||
    /^172\.(1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(hostname)
  );
}

/**
 * next/image's settings for the listed picture hosts: each host with any path, and nothing
 * else. Next refuses pictures from local addresses; it is let through only when an operator
 * lists one (a picture host on this machine or network, as the tests' stand-in CDN).
 */
export function remoteImages(hosts: readonly ImageHost[]) {
  return {
    remotePatterns: hosts.map(({ protocol, hostname, port }) => ({
      protocol,
      hostname,
      port,
      pathname: "/**",
    })),
    dangerouslyAllowLocalIP: hosts.some((host) => isLocalAddress(host.hostname)),
  };
}

const storefrontEnvSchema = z
  .object({
    PORT: portVar.default(3000),
    BACKEND_PORT: portVar.default(4000),
    BACKEND_URL: httpUrlVar.optional(),
    /** How long one backend request may take before the storefront gives up on it (503). */
    BACKEND_TIMEOUT_MS: timeoutMsVar.default(8000),
    SITE_URL: httpUrlVar.optional(),
    DATA_DIR: z.string().default(".data"),
    AUTH_SECRET: z
      .string()
      .min(32, { message: "must be at least 32 characters (try: openssl rand -base64 32)" })
      .optional(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    REDIS_URL: redisUrlVar.optional(),
    /**
     * Where rendered pages and the data cache live (docs/performance.md "The shared page
     * cache"): "redis", shared by every instance (when REDIS_URL is set), or "local", each
     * instance's own memory. The cache handler reads it itself (lib/cache/settings.mjs).
     */
    PAGE_CACHE: z.enum(["redis", "local"]).default("redis"),
    /**
     * A Redis of its own for the page cache (default REDIS_URL): pages are large and many, and
     * a Redis that fills up must evict them, never the rate-limit counters (docs/scale-out.md
     * "Sizing Redis").
     */
    PAGE_CACHE_REDIS_URL: redisUrlVar.optional(),
    /** The namespace of the page cache's keys in Redis; the build's id is added under it. */
    CACHE_KEY_PREFIX: z.string().optional(),
    /** Signs the backend's catalogue webhook (/api/revalidate); without it there is no route. */
    CATALOGUE_WEBHOOK_SECRET: z
      .string()
      .min(WEBHOOK_SECRET_MIN_LENGTH, {
        message: `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters (try: openssl rand -base64 32)`,
      })
      .optional(),
    /**
     * The bearer token GET /api/metrics asks for (docs/operations.md "Metrics"); unset: the
     * metrics are open outside production and absent in production.
     */
    METRICS_TOKEN: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    RATE_LIMIT_SCALE: rateLimitScaleVar.default(1),
    /**
     * Proxies in front of the storefront that append to X-Forwarded-For (docs/security.md
     * "Where the client address comes from"). Vercel's edge overwrites the header with the
     * client's address, so there the default is 1; elsewhere 0, the socket's peer.
     */
    TRUST_PROXY: trustProxyVar.optional(),
    VERCEL: z.string().optional(),
    /** Test-only: checkout.js from a stand-in (scripts/razorpay-standin.mjs), not Razorpay. */
    RAZORPAY_CHECKOUT_URL: httpUrlVar.optional(),
    /** With both keys the storefront checks a Razorpay payment itself (docs/checkout.md). */
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_API_BASE: httpUrlVar.default("https://api.razorpay.com"),
    /**
     * Where the backend's product pictures live, when not under its own /uploads (the
     * original's are on res.cloudinary.com): next.config.ts lets next/image load from these.
     * Read when the storefront is built and when it starts; see imageHostsVar.
     */
    IMAGE_HOSTS: imageHostsVar.default([]),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    for (const name of ["RAZORPAY_CHECKOUT_URL", "RAZORPAY_API_BASE"] as const) {
      const url = env[name];
      if (url && !httpsOrLoopback(url)) {
        ctx.addIssue({ code: "custom", path: [name], message: HTTPS_IN_PRODUCTION });
      }
    }
    for (const host of env.IMAGE_HOSTS) {
      if (!httpsOrLoopback(`${host.protocol}://${host.hostname}`)) {
        ctx.addIssue({ code: "custom", path: ["IMAGE_HOSTS"], message: HTTPS_IN_PRODUCTION });
      }
    }
  })
  .transform(({ VERCEL, ...env }) => ({
    ...env,
    TRUST_PROXY: env.TRUST_PROXY ?? (VERCEL === "1" ? 1 : 0),
    ON_VERCEL: VERCEL === "1",
    BACKEND_URL: env.BACKEND_URL ?? `http://127.0.0.1:${env.BACKEND_PORT}`,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  }));

export type StorefrontEnv = z.output<typeof storefrontEnvSchema>;

/** Parses the storefront's variables from `source`; throws EnvError naming any bad one. */
export function loadStorefrontEnv(
  source: Record<string, string | undefined> = process.env,
): StorefrontEnv {
  return parseEnv(storefrontEnvSchema, source);
}

/**
 * The Redis the page cache is shared through, as lib/cache/settings.mjs reads it; null when
 * each instance keeps its own: PAGE_CACHE=local, no Redis, or on Vercel, whose own cache
 * serves every function.
 */
export function sharedPageCache(
  config: Pick<StorefrontEnv, "REDIS_URL" | "PAGE_CACHE_REDIS_URL" | "PAGE_CACHE" | "ON_VERCEL">,
): string | null {
  const url = config.PAGE_CACHE_REDIS_URL ?? config.REDIS_URL;
  return url !== undefined && config.PAGE_CACHE === "redis" && !config.ON_VERCEL ? url : null;
}

let cached: StorefrontEnv | undefined;

/** The process's storefront configuration, parsed once. */
export function env(): StorefrontEnv {
  cached ??= loadStorefrontEnv();
  return cached;
}
