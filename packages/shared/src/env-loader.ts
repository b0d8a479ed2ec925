import { z } from "zod";

/** Raised when the environment is missing or malforms a variable; the message names it. */
export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses `source` (usually process.env) with `schema`; on failure throws an EnvError whose
 * message names every bad variable and what it should be, so start-up stops with a clear line.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): z.output<S> {
  // An empty variable (FOO= in a .env file) means "not set", so defaults apply.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "environment";
    return `  ${name}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example.`);
}

/** A TCP port number given as text. */
export const portVar = z
  .string()
  .regex(/^\d{1,5}$/, { message: "must be a port number (1–65535)" })
  .transform(Number)
  .pipe(z.number().min(1, { message: "must be a port number (1–65535)" }).max(65535));

/** An http(s) URL with no trailing slash. */
export const httpUrlVar = z
  .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
  .transform((url) => url.replace(/\/+$/, ""));

/** A redis:// or rediss:// URL. */
export const redisUrlVar = z
  .string()
  .regex(/^rediss?:\/\/.+/, { message: "must be a redis:// or rediss:// URL" });

/** RATE_LIMIT_SCALE: a positive number that multiplies every rate limit. */
export const rateLimitScaleVar = z
  .string()
  .regex(/^\d+(\.\d+)?$/, { message: "must be a positive number (1 keeps the limits as they are)" })
  .transform(Number)
  .pipe(z.number().positive({ message: "must be a positive number" }));

/** A timeout in milliseconds given as whole digits, from 100 ms to 2 minutes. */
export const timeoutMsVar = z
  .string()
  .regex(/^\d+$/, { message: "must be a whole number of milliseconds (100–120000)" })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(100, { message: "must be at least 100 ms" })
      .max(120_000, { message: "must be at most 120000 ms (2 minutes)" }),
  );

/**
 * TRUST_PROXY: how many proxies in front of this server append to X-Forwarded-For, so the
 * client is that many entries from the right (packages/shared/src/rate-limit/client-ip.ts). 0 trusts no
 * header: the socket's peer is the client. `true` and `false` read as 1 and 0.
 */
export const trustProxyVar = z
  .string()
  .regex(/^(\d{1,2}|true|false)$/, {
    message: "must be the number of proxies in front of this server (0 when none)",
  })
  .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)));

/**
 * True for an https URL, or an http one on this machine's loopback (a test stand-in): what a
 * production process may send payment traffic to.
 */
export function httpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "https:") return true;
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The message for a payment URL that is neither https nor on the loopback in production. */
export const HTTPS_IN_PRODUCTION =
  "must be https:// in production (http only on 127.0.0.1 or localhost)";
