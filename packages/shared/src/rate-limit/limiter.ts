/**
 * The rate limiter both sides use (storefront BFF and reference backend): a fixed-window
 * counter per `<prefix>:<rule>:<key>`, kept in memory or in Redis (see the stores beside this
 * file). No `server-only` or Next import here: the backend runs it under plain Node.
 */
import { createHash } from "node:crypto";
import { RATE_LIMITS, type RuleName } from "./rules";

/** One counter to look at: its store key, its window and the limit it may reach. */
export interface Counter {
  key: string;
  windowMs: number;
  limit: number;
}

/** What a store answers for a set of counters, looked at (and counted) together. */
export interface CounterAnswer {
  /** Each counter's count after the call (as it was, when nothing was counted). */
  counts: number[];
  /**
   * A counter already at its limit (the one with the longest wait left), when there is one:
   * then nothing was counted, so a refused request creates no key and moves no window.
   */
  over: { index: number; resetInMs: number } | null;
}

/** Where the counters live: this process (memory) or every instance together (Redis). */
export interface CounterStore {
  /**
   * Looks at every counter and, when `count` is set and none is at its limit, adds one hit to
   * each, in one step no concurrent request can split. Null when the store cannot answer
   * (Redis away, or no room for a new counter): each rule then fails open or closed.
   */
  hit(counters: readonly Counter[], count: boolean): Promise<CounterAnswer | null>;
  close(): Promise<void>;
}

/** One limit to apply: a rule and the key it counts; a missing key skips the rule. */
export type Check = readonly [rule: RuleName, key: string | null | undefined];

export type Verdict =
  | { ok: true }
  | {
      ok: false;
      /** 429 over a limit; 503 when a fail-closed rule's counters cannot be read. */
      status: 429 | 503;
      rule: RuleName;
      retryAfterSeconds: number;
      message: string;
    };

/** What a shopper reads when a fail-closed limit cannot be checked. */
export const LIMITS_UNAVAILABLE =
  "We cannot check this request safely just now. Please try again in a minute.";
/** How long to wait before retrying while the counters cannot be read. */
export const LIMITS_UNAVAILABLE_RETRY_SECONDS = 30;

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

/** Counts requests against the rules of packages/shared/src/rate-limit/rules.ts. */
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
   * Counts one request against every check that has a key, unless one of them is already at
   * its limit: then it is refused (429) with that rule's wait and nothing is counted.
   */
  check(checks: readonly Check[]): Promise<Verdict> {
    return this.judge(checks, true);
  }

  /** The verdict `check` would give now, counting nothing (a limit counted elsewhere). */
  peek(checks: readonly Check[]): Promise<Verdict> {
    return this.judge(checks, false);
  }

  /**
   * Counts one event against `rule` for `key` (a wrong code, say) and tells the count it
   * reached; a key already at the limit is not counted further (`counted` false), so only
   * one caller ever sees the count reach the limit. Null when the store cannot answer.
   */
  async record(
    rule: RuleName,
    key: string,
  ): Promise<{ count: number; limit: number; counted: boolean } | null> {
    const counter = this.counterOf(rule, key);
    const answer = await this.store.hit([counter], true);
    if (!answer) return null;
    return { count: answer.counts[0] ?? 0, limit: counter.limit, counted: !answer.over };
  }

  private counterOf(rule: RuleName, key: string): Counter {
    return {
      key: `${this.options.prefix}:${rule}:${digest(key)}`,
      windowMs: RATE_LIMITS[rule].windowMs,
      limit: this.limitOf(rule),
    };
  }

  private async judge(checks: readonly Check[], count: boolean): Promise<Verdict> {
    const keyed = checks.filter((check): check is readonly [RuleName, string] => !!check[1]);
    if (keyed.length === 0) return { ok: true };
    const answer = await this.store.hit(
      keyed.map(([rule, key]) => this.counterOf(rule, key)),
      count,
    );
    if (!answer) {
      const closed = keyed.find(([rule]) => RATE_LIMITS[rule].failClosed);
      if (!closed) return { ok: true };
      return {
        ok: false,
        status: 503,
        rule: closed[0],
        retryAfterSeconds: LIMITS_UNAVAILABLE_RETRY_SECONDS,
        message: LIMITS_UNAVAILABLE,
      };
    }
    if (!answer.over) return { ok: true };
    const [rule] = keyed[answer.over.index] ?? keyed[0]!;
    const retryAfterSeconds = Math.max(1, Math.ceil(answer.over.resetInMs / 1000));
    return {
      ok: false,
      status: 429,
      rule,
      retryAfterSeconds,
      message: tooManyAttempts(retryAfterSeconds),
    };
  }

  /** Closes the store's connection (Redis); a memory store has nothing to close. */
  close(): Promise<void> {
    return this.store.close();
  }
}
