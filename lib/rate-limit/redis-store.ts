import { Redis } from "ioredis";
import type { CounterStore, WindowCount } from "./limiter";

// INCR and the expiry in one script, so concurrent requests on any instance see one count
// and a window can never be left without its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export interface RedisStoreOptions {
  /** How long connecting and each command may take before the request passes. */
  timeoutMs?: number;
  /** Where the one warning of an outage goes. */
  warn?: (message: string) => void;
}

/**
 * Counters in Redis, shared by every instance of the shop. Connects on first use; while
 * Redis cannot be reached the limits let everything through (a shop must not lock every
 * shopper out) and one warning is logged per outage, and ioredis keeps reconnecting.
 */
export class RedisStore implements CounterStore {
  private readonly client: Redis;
  private readonly warn: (message: string) => void;
  private readonly timeoutMs: number;
  private failing = false;
  private connecting: Promise<void> | null = null;

  constructor(url: string, { timeoutMs = 500, warn = console.warn }: RedisStoreOptions = {}) {
    this.warn = warn;
    this.timeoutMs = timeoutMs;
    this.client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      disconnectTimeout: timeoutMs,
      // No queue while disconnected: a command then fails at once instead of waiting.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
    });
    this.client.on("error", (error: Error) => this.fail(error));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount | null> {
    try {
      await this.connected();
      const answer: unknown = await this.client.eval(HIT_SCRIPT, 1, key, String(windowMs));
      if (
        !Array.isArray(answer) ||
        typeof answer[0] !== "number" ||
        typeof answer[1] !== "number"
      ) {
        throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
      }
      this.failing = false;
      return { count: answer[0], resetInMs: answer[1] };
    } catch (error) {
      this.fail(error);
      return null;
    }
  }

  /**
   * Connects on first use; racing first requests share one attempt, and none waits longer
   * than the timeout (a server that accepts but never answers included).
   */
  private async connected() {
    if (this.client.status === "wait") {
      this.connecting ??= this.client.connect().finally(() => {
        this.connecting = null;
      });
    }
    if (!this.connecting) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("connection timed out")), this.timeoutMs);
    });
    try {
      await Promise.race([this.connecting, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private fail(error: unknown) {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.warn(`[rate-limit] Redis unavailable (${reason}); rate limits are off until it is back.`);
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
