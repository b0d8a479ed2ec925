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
])("%j: the handler and lib/env.ts agree", (source: Record<string, string>) => {
  const handler = pageCacheSettings(source);
  const validated = loadStorefrontEnv(source);
  expect(handler.redisUrl !== null).toBe(sharedPageCache(validated));
  if (handler.redisUrl !== null) expect(handler.redisUrl).toBe(validated.REDIS_URL);
});

test("shared by default whenever Redis is configured", () => {
  expect(sharedPageCache(loadStorefrontEnv({ REDIS_URL: REDIS }))).toBe(true);
  expect(loadStorefrontEnv({}).PAGE_CACHE).toBe("redis");
});

test("PAGE_CACHE takes only redis or local", () => {
  expect(() => loadStorefrontEnv({ PAGE_CACHE: "memcached" })).toThrow(/PAGE_CACHE/);
});

test("the key namespace: CACHE_KEY_PREFIX, else the shop's", () => {
  expect(pageCacheSettings({}).keyPrefix).toBe("giftshop:");
  expect(pageCacheSettings({ CACHE_KEY_PREFIX: "shop-b:" }).keyPrefix).toBe("shop-b:");
});
