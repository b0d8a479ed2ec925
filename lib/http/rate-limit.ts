import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { cleanAddress, nearestForwarded, ipKey } from "@/lib/rate-limit/client-ip";
import { createRateLimiter } from "@/lib/rate-limit/create";
import type { Check, RateLimiter } from "@/lib/rate-limit/limiter";

/** Who is asking, as far as the request tells. */
export interface Shopper {
  /** The address to forward to the backend (X-Forwarded-For); null when unknown. */
  address: string | null;
  /** The address as a rate-limit key (IPv6 by /64); null when unknown. */
  ipKey: string | null;
}

/**
 * The shopper's address: the last X-Forwarded-For entry (what the nearest proxy saw), else
 * X-Real-IP. Next fills X-Forwarded-For with the peer's address only when the request has
 * none, so per-IP limits hold behind a proxy or CDN that sets or appends it (docs/security.md).
 */
export function shopperOf(headers: Headers): Shopper {
  const raw = nearestForwarded(headers.get("x-forwarded-for")) ?? headers.get("x-real-ip");
  return { address: cleanAddress(raw), ipKey: ipKey(raw) };
}

/** A rate-limit key for an email: the same mailbox whatever its case or outer spaces. */
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
/** A rate-limit key for a signed-in shopper. */
export const userKey = (id: string) => `user:${id}`;

// One limiter per process, kept on globalThis: a route bundle or a dev reload that loads
// this module again must not start fresh counters (or open another Redis connection).
const SHARED = Symbol.for("uphaar.shopRateLimiter");
const registry = globalThis as typeof globalThis & { [SHARED]?: RateLimiter };

/** The storefront's limiter: Redis when REDIS_URL is set, else this process's memory. */
export function shopLimiter(): RateLimiter {
  const { REDIS_URL, RATE_LIMIT_SCALE } = env();
  registry[SHARED] ??= createRateLimiter({
    prefix: "shop",
    redisUrl: REDIS_URL,
    scale: RATE_LIMIT_SCALE,
  });
  return registry[SHARED];
}

/** Closes and forgets the limiter, so the next request starts fresh counters (tests). */
export async function resetShopLimiter(): Promise<void> {
  const limiter = registry[SHARED];
  delete registry[SHARED];
  await limiter?.close();
}

/** The answer over a limit: 429, the wait in Retry-After and in words, never cached. */
export function tooManyRequests(retryAfterSeconds: number, message: string, body: object = {}) {
  const response = NextResponse.json({ ...body, error: message }, { status: 429 });
  response.headers.set("Retry-After", String(retryAfterSeconds));
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/**
 * Counts the request against `checks` (lib/rate-limit/rules.ts); a 429 answer when one is
 * over its limit, else null and the handler goes on.
 */
export async function rateLimited(checks: readonly Check[]): Promise<NextResponse | null> {
  const verdict = await shopLimiter().check(checks);
  return verdict.ok ? null : tooManyRequests(verdict.retryAfterSeconds, verdict.message);
}
