/**
 * Rate limits of the reference backend (docs/security.md "Rate limits"): a middleware per
 * limited route, counting per email or account from the JSON body and per client IP, with
 * the rules of packages/shared/src/rate-limit/rules.ts. Over a limit: 429, Retry-After and a message.
 */
import { IncomingMessage } from "node:http";
import type { Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { forwardedClient, ipKey } from "@giftshop/shared/rate-limit/client-ip";
import type { RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import type { RuleName } from "@giftshop/shared/rate-limit/rules";
import { failRetryLater } from "./http";

export interface RateLimitOptions {
  limiter: RateLimiter;
  /**
   * TRUST_PROXY: how many proxies in front append to X-Forwarded-For; the client is that many
   * entries from the right (the storefront sends one entry, the shopper's address, so behind
   * it this is 1). 0: the socket's peer, whatever the header says. More than 0 only when
   * nothing but those proxies can reach this backend; otherwise anyone could claim any address.
   */
  trustProxy: number;
}

/** The peer's address under @hono/node-server; none under `app.request` (tests). */
function socketAddress(c: Context): string | null {
  const bindings: unknown = c.env;
  if (typeof bindings !== "object" || bindings === null || !("incoming" in bindings)) return null;
  const incoming = bindings.incoming;
  return incoming instanceof IncomingMessage ? (incoming.socket.remoteAddress ?? null) : null;
}

/**
 * The client's address as a rate-limit key, or null when none is known. A header with fewer
 * entries than trusted proxies did not come through them all: the socket's peer counts then.
 */
export function clientIp(c: Context, trustProxy: number): string | null {
  const forwarded = ipKey(forwardedClient(c.req.header("x-forwarded-for"), trustProxy));
  return forwarded ?? ipKey(socketAddress(c));
}

const bodyFields = z.record(z.string(), z.unknown());

/** A string field of the JSON body (Hono keeps the body for the handler); null if absent. */
async function bodyField(c: Context, field: string): Promise<string | null> {
  const parsed = bodyFields.safeParse(await c.req.json().catch(() => null));
  const value = parsed.success ? parsed.data[field] : undefined;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

type KeyOf = (c: Context) => string | null | Promise<string | null>;

/** A middleware that counts the request against `checks` and answers 429 over a limit. */
function rateLimit(limiter: RateLimiter, checks: [RuleName, KeyOf][]) {
  return createMiddleware(async (c, next) => {
    const keyed = await Promise.all(
      checks.map(async ([rule, keyOf]) => [rule, await keyOf(c)] as const),
    );
    const verdict = await limiter.check(keyed);
    if (!verdict.ok) failRetryLater(verdict.retryAfterSeconds, verdict.message, verdict.status);
    await next();
  });
}

/** Puts the limits in front of the routes they guard; call before the routes are mounted. */
export function applyRateLimits(app: Hono, { limiter, trustProxy }: RateLimitOptions) {
  const ip: KeyOf = (c) => clientIp(c, trustProxy);
  const prefixed =
    (kind: string, field: string): KeyOf =>
    async (c) => {
      const value = await bodyField(c, field);
      return value && `${kind}:${value}`;
    };
  const email = prefixed("email", "email");
  const limit = (...checks: [RuleName, KeyOf][]) => rateLimit(limiter, checks);

  app.post("/api/auth/register", limit(["signup-ip", ip]));
  app.post("/api/auth/login", limit(["login-email", email], ["login-ip", ip]));
  app.post("/api/auth/verify-login-otp", limit(["code-account", email], ["code-ip", ip]));
  app.post(
    "/api/auth/verify-Account",
    limit(["code-account", prefixed("user", "userId")], ["code-ip", ip]),
  );
  app.post("/api/auth/send-verify-otp", limit(["resend-account", email], ["resend-ip", ip]));
  app.post(
    "/api/auth/send-reset-otp",
    limit(["reset-request-email", email], ["reset-request-ip", ip]),
  );
  app.post(
    "/api/auth/reset-password",
    limit(["reset-confirm-email", email], ["reset-confirm-ip", ip]),
  );
  app.post("/api/product/review", limit(["review", ip]));
  app.post("/api/feedback", limit(["feedback-ip", ip]));
  app.post("/api/newsletter", limit(["newsletter-ip", ip]));
  app.post("/api/vitals", limit(["vitals-ip", ip]));
  app.get("/api/delivery/pincode/:pin", limit(["delivery-ip", ip]));
  app.get("/api/delivery/options", limit(["delivery-ip", ip]));
}
