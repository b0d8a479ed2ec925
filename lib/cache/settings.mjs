// @ts-check
// Where the page cache keeps its entries, read from the environment by the cache handler,
// which Next loads at run time without compiling it (so plain JavaScript, no zod schema of
// lib/env.ts). lib/env.ts declares and validates the same variables when the server starts
// (`sharedPageCache` there); tests/unit/lib/cache/settings.test.ts holds the two readings
// together.

/** The namespace of the shop's keys in Redis when CACHE_KEY_PREFIX is not set. */
const DEFAULT_KEY_PREFIX = "giftshop:";

/**
 * The shared cache's Redis URL (null: each instance keeps its own cache in its memory) and the
 * key namespace. Shared through PAGE_CACHE_REDIS_URL, else REDIS_URL, unless PAGE_CACHE=local
 * or on Vercel (its own cache serves every function). An empty variable counts as unset, as
 * in lib/env.ts.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ redisUrl: string | null, keyPrefix: string }}
 */
export function pageCacheSettings(env = process.env) {
  const redisUrl = env.PAGE_CACHE_REDIS_URL || env.REDIS_URL || null;
  const shared = redisUrl && env.PAGE_CACHE !== "local" && env.VERCEL !== "1";
  return {
    redisUrl: shared ? redisUrl : null,
    keyPrefix: env.CACHE_KEY_PREFIX || DEFAULT_KEY_PREFIX,
  };
}
