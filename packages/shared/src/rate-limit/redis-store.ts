import type { Redis } from "ioredis";
import { quickRedis } from "../redis/quick-client";
import type { Counter, CounterAnswer, CounterStore } from "./limiter";

// Looks at every counter and, unless one is at its limit, counts one hit on each with its
// expiry, in one script: concurrent requests on any instance see one count, a refused
// request creates no key, and a window is never left without its expiry.
// KEYS: the counters. ARGV[1]: "1" to count; then each counter's window (ms) and limit.
// Answer: { index of the counter over its limit (0: none), its ms left, count of each... }.
const HIT_SCRIPT = `
local counting = ARGV[1] == '1'
local over, overTtl = 0, -1
local counts = {}
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  counts[i] = count
  if count >= tonumber(ARGV[2 * i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl > overTtl then over, overTtl = i, ttl end
  end
end
if over == 0 and counting then
  for i, key in ipairs(KEYS) do
    counts[i] = redis.call('INCR', key)
    if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
  end
end
return {over, overTtl, unpack(counts)}`;

export interface RedisStoreOptions {
  /** How long connecting and each command may take before the store gives up on it. */
  timeoutMs?: number;
  /** Where the one warning of an outage goes. */
  warn?: (message: string) => void;
}

/**
 * Counters in Redis, shared by every instance of the shop. Connects on first use; while
 * Redis cannot be reached the store answers nothing, so each rule fails open or closed
 * (rules.ts); one warning is logged per outage, and ioredis keeps reconnecting.
 */
export class RedisStore implements CounterStore {
  private readonly client: Redis;
  private readonly warn: (message: string) => void;
  private failing = false;
  private readonly connected: () => Promise<void>;

  constructor(url: string, { timeoutMs = 500, warn = console.warn }: RedisStoreOptions = {}) {
    this.warn = warn;
    ({ client: this.client, connected: this.connected } = quickRedis(url, timeoutMs, (error) =>
      this.fail(error),
    ));
  }

  async hit(counters: readonly Counter[], count: boolean): Promise<CounterAnswer | null> {
    try {
      await this.connected();
      const answer: unknown = await this.client.eval(
        HIT_SCRIPT,
        counters.length,
        ...counters.map(({ key }) => key),
        count ? "1" : "0",
        ...counters.flatMap(({ windowMs, limit }) => [String(windowMs), String(limit)]),
      );
      if (
        !Array.isArray(answer) ||
        answer.length !== counters.length + 2 ||
        !answer.every((value) => typeof value === "number")
      ) {
        throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
      }
      this.failing = false;
      const [over, overTtl, ...counts] = answer as number[];
      return {
        counts,
        over: over ? { index: over - 1, resetInMs: Math.max(0, overTtl ?? 0) } : null,
      };
    } catch (error) {
      this.fail(error);
      return null;
    }
  }

  private fail(error: unknown) {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.warn(
      `[rate-limit] Redis unavailable (${reason}); fail-open limits are off and fail-closed ones refuse until it is back.`,
    );
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
