import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { cleanAddress, forwardedClient, ipKey } from "@giftshop/shared/rate-limit/client-ip";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import type { Check, RateLimiter, Verdict } from "@giftshop/shared/rate-limit/limiter";
import type { RuleName } from "@giftshop/shared/rate-limit/rules";

type Refused = Extract<Verdict, { ok: false }>;

/** Who is asking, as far as the request tells. */
export interface Shopper {
  /** The address to forward to the backend (X-Forwarded-For); null when unknown. */
  address: string | null;
  /** The address as a rate-limit key (IPv6 by /64); null when unknown. */
  ipKey: string | null;
}

/**
 * The shopper's address, by TRUST_PROXY (docs/security.md "Where the client address comes
 * from"): with N proxies in front, the Nth X-Forwarded-For entry from the right (else the
 * X-Real-IP a proxy set); with none, the socket's peer, which `trustSocketPeerOnly`
 * (instrumentation.ts) writes into X-Forwarded-For in place of whatever the client sent.
 */
export function shopperOf(headers: Headers, hops = env().TRUST_PROXY): Shopper {
  const forwarded = headers.get("x-forwarded-for");
  const raw =
    hops === 0
      ? forwardedClient(forwarded, 1)
      : (forwardedClient(forwarded, hops) ?? headers.get("x-real-ip"));
  return { address: cleanAddress(raw), ipKey: ipKey(raw) };
}

/** A rate-limit key for an email: the same mailbox whatever its case or outer spaces. */
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
/** A rate-limit key for a signed-in shopper. */
export const userKey = (id: string) => `user:${id}`;

/** The steps that have both a `{step}-email` and a `{step}-ip` rule. */
type StepOf<Rule> = Rule extends `${infer Step}-email`
  ? `${Step}-ip` extends RuleName
    ? Step
    : never
  : never;

/**
 * The limits of a step a visitor takes with an email (login, a password reset): the
 * `{step}-email` rule on the mailbox and the `{step}-ip` rule on the address.
 */
export const perEmailAndIp =
  (step: StepOf<RuleName>) =>
  ({ body, shopper }: { body: { email: string }; shopper: Shopper }): Check[] => [
    [`${step}-email`, emailKey(body.email)],
    [`${step}-ip`, shopper.ipKey],
  ];

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

/**
 * Counts the request against `checks` (packages/shared/src/rate-limit/rules.ts); a 429 answer when one is
 * over its limit, else null and the handler goes on.
 */
export async function rateLimited(checks: readonly Check[]): Promise<NextResponse | null> {
  const verdict = await shopLimiter().check(checks);
  return verdict.ok ? null : refusal(verdict);
}

/**
 * The answer to a refused verdict: 429 over a limit, 503 when a fail-closed limit cannot be
 * counted; both with Retry-After and the wait in words, never cached.
 */
export function refusal(verdict: Refused, body: object = {}) {
  const response = NextResponse.json(
    { ...body, error: verdict.message },
    { status: verdict.status },
  );
  response.headers.set("Retry-After", String(verdict.retryAfterSeconds));
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
