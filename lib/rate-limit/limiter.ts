/**
 * The rate limiter both sides use (storefront BFF and reference backend): a fixed-window
 * counter per `<prefix>:<rule>:<key>`, kept in memory or in Redis (see the stores beside this
 * file). No `server-only` or Next import here: the backend runs it under plain Node.
 */
import { createHash } from "node:crypto";
import { RATE_LIMITS, type RuleName } from "./rules";

/** The count of the current window after one more hit, and the time until the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Where the counters live: this process (memory) or every instance together (Redis). */
export interface CounterStore {
  /** Counts one hit on `key`; null when the store cannot answer, which lets the request pass. */
  hit(key: string, windowMs: number): Promise<WindowCount | null>;
  close(): Promise<void>;
}

/** One limit to apply: a rule and the key it counts; a missing key skips the rule. */
export type Check = readonly [rule: RuleName, key: string | null | undefined];

export type Verdict =
  { ok: true } | { ok: false; rule: RuleName; retryAfterSeconds: number; message: string };

export interface LimiterOptions {
  /** Separates users of one Redis (the storefront and the backend count on their own). */
  prefix: string;
  /** Multiplies every limit (tests and e2e runs raise them); default 1. */
  scale?: number;
}

/** What a shopper reads when refused: how long to wait, in words. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, "second")
      : plural(Math.ceil(retryAfterSeconds / 60), "minute");
  return `Too many attempts. Please wait ${wait} and try again.`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

// Keys hold emails and IPs: hashing keeps them out of Redis (and heap dumps) in clear.
const digest = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 22);

/** Counts requests against the rules of lib/rate-limit/rules.ts. */
export class RateLimiter {
  private readonly scale: number;

  constructor(
    private readonly store: CounterStore,
    private readonly options: LimiterOptions,
  ) {
    this.scale = options.scale ?? 1;
  }

  /** The limit of `rule` after scaling. */
  limitOf(rule: RuleName): number {
    return Math.max(1, Math.floor(RATE_LIMITS[rule].limit * this.scale));
  }

  /**
   * Counts one request against every check that has a key; refuses when any of them is over
   * its limit, with the longest wait among those.
   */
  async check(checks: readonly Check[]): Promise<Verdict> {
    const counted = await Promise.all(
      checks.map(async ([rule, key]) => {
        if (!key) return null;
        const { windowMs } = RATE_LIMITS[rule];
        const window = await this.store.hit(
          `${this.options.prefix}:${rule}:${digest(key)}`,
          windowMs,
        );
        if (!window || window.count <= this.limitOf(rule)) return null;
        return { rule, retryAfterSeconds: Math.max(1, Math.ceil(window.resetInMs / 1000)) };
      }),
    );
    let refusal: { rule: RuleName; retryAfterSeconds: number } | null = null;
    for (const over of counted) {
      if (over && (!refusal || over.retryAfterSeconds > refusal.retryAfterSeconds)) refusal = over;
    }
    if (!refusal) return { ok: true };
    return { ok: false, ...refusal, message: tooManyAttempts(refusal.retryAfterSeconds) };
  }

  /** Closes the store's connection (Redis); a memory store has nothing to close. */
  close(): Promise<void> {
    return this.store.close();
  }
}
