// Types for settings.mjs, for the TypeScript code that imports it (lib/env.ts's test).

/** The namespace of the shop's keys in Redis when CACHE_KEY_PREFIX is not set. */
export const DEFAULT_KEY_PREFIX: string;

/** The shared cache's Redis URL (null: each instance's own disk) and the key namespace. */
export function pageCacheSettings(env?: Record<string, string | undefined>): {
  redisUrl: string | null;
  keyPrefix: string;
};
