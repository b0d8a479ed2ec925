// @ts-check
// The instance's own page cache, in its memory: every entry when the cache is not shared
// (PAGE_CACHE=local, no Redis), else the entries Redis did not take while it was away or slow.
// Least recently used entries go first past LOCAL_CACHE_BYTES, and each lives no longer than
// it would in Redis.

/** @typedef {import("./handler-contract").CacheEntry} CacheEntry */

/**
 * The most the instance keeps, by the size of the entries' text and bytes: Next's own default
 * for its in-memory page cache (`cacheMaxMemorySize`), a few hundred pages of the shop's.
 */
const LOCAL_CACHE_BYTES = 50 * 1024 * 1024;

export class LocalCache {
  /** @type {Map<string, { entry: CacheEntry, size: number, until: number }>} */
  #entries = new Map();
  #bytes = 0;

  constructor(maxBytes = LOCAL_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** The entry under `key` while it lives, made the most recently used. */
  /** @param {string} key @returns {CacheEntry | null} */
  get(key) {
    const kept = this.#entries.get(key);
    if (!kept) return null;
    this.#remove(key);
    if (kept.until <= Date.now()) return null;
    this.#entries.set(key, kept);
    this.#bytes += kept.size;
    return kept.entry;
  }

  /** Keeps `entry` under `key` for `ttlSeconds`, dropping the least used past the limit. */
  /** @param {string} key @param {CacheEntry} entry @param {number} ttlSeconds */
  set(key, entry, ttlSeconds) {
    this.#remove(key);
    const size = sizeOf(entry.value);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { entry, size, until: Date.now() + ttlSeconds * 1000 });
    this.#bytes += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    this.#remove(key);
  }

  /** @param {string} key */
  #remove(key) {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.size;
  }
}

/**
 * About how much memory a value holds: its strings and bytes (a page's HTML, RSC payload and
 * segments), plus a little for each object.
 * @param {unknown} value
 * @returns {number}
 */
function sizeOf(value) {
  if (typeof value === "string") return value.length;
  if (Buffer.isBuffer(value)) return value.byteLength;
  if (value instanceof Map)
    return [...value.values()].reduce((sum, item) => sum + sizeOf(item), 16);
  if (value !== null && typeof value === "object") {
    return Object.values(value).reduce((sum, item) => sum + sizeOf(item), 16);
  }
  return 8;
}
