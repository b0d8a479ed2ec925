// @ts-check
// The page cache's Redis connections, made the way packages/shared/src/redis/quick-client.ts
// makes the shop's other Redis clients (that module is TypeScript; this one is loaded by Next
// without compiling): nothing queues while Redis is away, so a command fails at once instead
// of holding a page up, and ioredis keeps reconnecting in the background.
import { Redis } from "ioredis";

/** How long a read may take before the page is served from the instance's own cache. */
export const READ_TIMEOUT_MS = 100;
/** How long a write (an entry of a few hundred kB, a tag) may take; none holds a page. */
export const WRITE_TIMEOUT_MS = 1000;
/** At most one log line per kind of failure in this interval (Redis away fails every call). */
const LOG_INTERVAL_MS = 60_000;

/**
 * A client that never queues; `subscriber` for the tag channel (no command timeout there).
 * @param {string} url
 */
export function quickRedis(url, { subscriber = false } = {}) {
  return new Redis(url, {
    lazyConnect: true,
    connectTimeout: WRITE_TIMEOUT_MS,
    ...(subscriber ? {} : { commandTimeout: WRITE_TIMEOUT_MS }),
    disconnectTimeout: WRITE_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // The tag channel is subscribed again by hand on every connection, then the tags reloaded.
    autoResubscribe: false,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
}

/**
 * `promise`, or a rejection after `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A logger that says each kind of failure at most once a minute, with how many it skipped.
 * @returns {(kind: string, error: unknown) => void}
 */
export function rateLimitedLog(intervalMs = LOG_INTERVAL_MS) {
  /** @type {Map<string, { at: number, skipped: number }>} */
  const kinds = new Map();
  return (kind, error) => {
    const now = Date.now();
    const seen = kinds.get(kind);
    if (seen && now - seen.at < intervalMs) {
      seen.skipped += 1;
      return;
    }
    const skipped = seen?.skipped ? ` (${seen.skipped} more since the last report)` : "";
    kinds.set(kind, { at: now, skipped: 0 });
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[page cache] ${kind}: ${message}${skipped}`);
  };
}
