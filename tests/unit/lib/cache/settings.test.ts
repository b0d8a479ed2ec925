/** @jest-environment node */
/**
 * The cache handler reads its variables itself (lib/cache/settings.mjs, plain JavaScript that
 * Next loads without compiling); lib/env.ts validates the same ones at start. Both readings
 * must agree on whether the page cache is shared.
 */
import { pageCacheSettings } from "@/lib/cache/settings.mjs";
import { loadStorefrontEnv, sharedPageCache } from "@/lib/env";

const REDIS = "redis://cache.internal:6379/2";

test.each([
  [{}],
  [{ REDIS_URL: REDIS }],
  [{ REDIS_URL: REDIS, PAGE_CACHE: "redis" }],
  [{ REDIS_URL: REDIS, PAGE_CACHE: "local" }],
  [{ PAGE_CACHE: "redis" }],
  [{ PAGE_CACHE: "local" }],
  [{ REDIS_URL: "", PAGE_CACHE: "redis" }],
  [{ REDIS_URL: REDIS, PAGE_CACHE: "" }],
  [{ PAGE_CACHE_REDIS_URL: REDIS }],
  [{ REDIS_URL: "redis://limits.internal:6379", PAGE_CACHE_REDIS_URL: REDIS }],
  [{ REDIS_URL: REDIS, VERCEL: "1" }],
])("%j: the handler and lib/env.ts agree", (source: Record<string, string>) => {
  const handler = pageCacheSettings(source);
  const validated = loadStorefrontEnv(source);
  expect(handler.redisUrl).toBe(sharedPageCache(validated));
});

test("shared by default whenever Redis is configured", () => {
  expect(sharedPageCache(loadStorefrontEnv({ REDIS_URL: REDIS }))).toBe(REDIS);
  expect(loadStorefrontEnv({}).PAGE_CACHE).toBe("redis");
});

test("PAGE_CACHE takes only redis or local", () => {
  expect(() => loadStorefrontEnv({ PAGE_CACHE: "memcached" })).toThrow(/PAGE_CACHE/);
});

test("the key namespace: CACHE_KEY_PREFIX, else the shop's", () => {
  expect(pageCacheSettings({}).keyPrefix).toBe("giftshop:");
  expect(pageCacheSettings({ CACHE_KEY_PREFIX: "shop-b:" }).keyPrefix).toBe("shop-b:");
});

test("a Redis of its own for the pages when given; none on Vercel", () => {
  const own = "redis://pages.internal:6379";
  expect(pageCacheSettings({ REDIS_URL: REDIS, PAGE_CACHE_REDIS_URL: own }).redisUrl).toBe(own);
  expect(pageCacheSettings({ REDIS_URL: REDIS, VERCEL: "1" }).redisUrl).toBeNull();
});
