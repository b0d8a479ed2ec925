import { RateLimiter } from "./limiter";
import { MemoryStore } from "./memory-store";
import { RedisStore } from "./redis-store";

export interface LimiterConfig {
  /** Redis shared by every instance; unset: counters in this process. */
  redisUrl?: string;
  /** RATE_LIMIT_SCALE: multiplies every limit. */
  scale?: number;
  /** Key prefix of this side ("shop" or "api"), so the two sides never share a counter. */
  prefix: string;
}

/** A limiter on Redis when `redisUrl` is set, else in memory. */
export function createRateLimiter({ redisUrl, scale, prefix }: LimiterConfig): RateLimiter {
  const store = redisUrl ? new RedisStore(redisUrl) : new MemoryStore();
  return new RateLimiter(store, { prefix: `rl:${prefix}`, scale });
}
