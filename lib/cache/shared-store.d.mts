// Types for shared-store.mjs, for the TypeScript code that imports it (the unit tests).

/** The longest an entry stays in Redis, in seconds. */
export const MAX_TTL_SECONDS: number;

/** Closes every store's connections (tests, and a server that shuts down). */
export function closeSharedStores(): Promise<void>;
