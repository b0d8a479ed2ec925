// Types for shared-store.mjs, for the TypeScript code that imports it (the unit tests).

/** The longest an entry stays in Redis, in seconds. */
export const MAX_TTL_SECONDS: number;

/** Closes every store's connections (tests, and a server that shuts down). */
export function closeSharedStores(): Promise<void>;

/** How long the store uses only the instance's own cache after Redis failed to answer. */
export const PAUSE_AFTER_FAILURE_MS: number;

/** A read that Redis could not answer. */
export const UNAVAILABLE: unique symbol;

export interface SharedStore {
  read(key: string): Promise<object | null | typeof UNAVAILABLE>;
  write(key: string, entry: object, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The process's store for `redisUrl`, entries under `keyPrefix` and the build's id. */
export function sharedStore(options: {
  redisUrl: string;
  keyPrefix: string;
  buildId: string;
}): SharedStore;
