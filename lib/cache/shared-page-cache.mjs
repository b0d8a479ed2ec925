// @ts-check
// The shop's page cache, on Next's documented `cacheHandler` interface (lib/cache/
// handler-contract.ts; docs/performance.md "The shared page cache"). With REDIS_URL set (and
// PAGE_CACHE not "local"), rendered pages, route handlers' answers and the data cache live in
// Redis under the build's own keys, and cache tags are shared, so a revalidation on one
// instance holds on all of them. Beneath Redis the instance keeps its own cache in memory
// (local-cache.mjs): all of it when the cache is not shared, and what Redis did not take while
// it was away or slow, so the instance serves and keeps its pages as it does without Redis.
// Next's build output on disk is not read: a page `next build` prerendered is rendered once
// more on its first request, then kept like any other.
import fs from "node:fs";
import path from "node:path";
import { cacheNow, revalidateTags, tagsExpired, tagsOf, tagsStale } from "./cache-tags.mjs";
import { LocalCache } from "./local-cache.mjs";
import { pageCacheSettings } from "./settings.mjs";
import { MAX_TTL_SECONDS, UNAVAILABLE, sharedStore } from "./shared-store.mjs";

/** @typedef {import("./handler-contract").CacheEntry} CacheEntry */
/** @typedef {import("./handler-contract").CacheValue} CacheValue */
/** @typedef {import("./handler-contract").GetContext} GetContext */
/** @typedef {import("./handler-contract").HandlerOptions} HandlerOptions */
/** @typedef {import("./handler-contract").PageCacheHandler} PageCacheHandler */
/** @typedef {import("./handler-contract").RevalidateDurations} RevalidateDurations */
/** @typedef {import("./handler-contract").SetContext} SetContext */

/** Next's limit on a data-cache entry, which it waives for any custom handler: kept. */
const FETCH_ENTRY_LIMIT = 2 * 1024 * 1024;
/**
 * How long a not-found page (a product id that does not exist) is kept: a crawl through
 * made-up addresses costs Redis a minute of them, not the two days of a real page.
 */
const NOT_FOUND_TTL_SECONDS = 60;

/** The process's own cache, one for every handler Next makes (one per request). */
const local = new LocalCache();

/** @implements {PageCacheHandler} */
export default class SharedPageCache {
  /** @param {HandlerOptions} [options] */
  constructor(options = {}) {
    const { redisUrl, keyPrefix } = pageCacheSettings();
    // Next's proxy (proxy.ts) makes its handler with no build folder: its entries stay in its
    // process, instead of being shared under a build it cannot name.
    const buildId = redisUrl && options.serverDistDir ? buildIdOf(options.serverDistDir) : null;
    /** @type {ReturnType<typeof sharedStore> | null} */
    this.store = redisUrl && buildId ? sharedStore({ redisUrl, keyPrefix, buildId }) : null;
  }

  /**
   * The entry under `key`: Redis's when it has one, else the instance's own; null when neither
   * has it or a tag expired it since it was written.
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    if (this.store && ctx.kind !== "IMAGE") {
      const stored = await this.store.read(key);
      if (stored !== null && stored !== UNAVAILABLE) return asServed(stored, ctx);
    }
    const kept = local.get(key);
    return kept ? asServed(kept, ctx) : null;
  }

  /**
   * Stores `data` under `key`: in Redis when it takes it, else on the instance. A not-found
   * marker (no value) and an optimized image stay on the instance.
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    if (ctx.fetchCache && !ctx.isImplicitBuildTimeCache && overLimit(data)) {
      console.warn(`Failed to set Next.js data cache for ${ctx.fetchUrl || key}, over 2MB`);
      return;
    }
    /** @type {CacheEntry} */
    const entry = {
      lastModified: cacheNow(),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      // A fetch keeps the tags it was fetched under.
      value:
        data?.kind === "FETCH" ? { ...data, tags: ctx.fetchCache ? (ctx.tags ?? []) : [] } : data,
    };
    const ttl =
      data && "status" in data && data.status === 404 ? NOT_FOUND_TTL_SECONDS : ttlSeconds(entry);
    const shared = this.store && data && data.kind !== "IMAGE";
    if (shared && (await this.store?.write(key, entry, ttl))) {
      local.delete(key);
      return;
    }
    local.set(key, entry, ttl);
  }

  /**
   * Revalidates `tags` in this process, then shares the revalidation with every instance.
   * @param {string | string[]} tags
   * @param {RevalidateDurations} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    revalidateTags(list, durations);
    if (this.store) await this.store.revalidated(list);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}

/**
 * The entry as Next should see it against the tags: null when a tag expired it, aged past its
 * revalidation time when a tag made it stale (Next then serves it once more and renders a fresh
 * one, as for any entry past that time; the interface has no other word for "stale"), as
 * stored otherwise. An entry with no revalidation time to pass is treated as expired.
 * @param {CacheEntry} entry
 * @param {GetContext} ctx
 * @returns {CacheEntry | null}
 */
function asServed(entry, ctx) {
  const tags = tagsOf(entry.value, ctx);
  if (tags.length === 0) return entry;
  if (tagsExpired(tags, entry.lastModified)) return null;
  if (!tagsStale(tags, entry.lastModified)) return entry;
  const revalidate = revalidateSeconds(entry, ctx);
  if (revalidate === null) return null;
  return {
    ...entry,
    lastModified: Math.min(entry.lastModified, cacheNow() - revalidate * 1000 - 1),
  };
}

/**
 * How long the entry is fresh, as Next reads it: a fetch's from its context or value, a
 * rendered answer's from the lifetime it was written with; null when it has none.
 * @param {CacheEntry} entry
 * @param {GetContext} ctx
 */
function revalidateSeconds({ value, cacheControl }, ctx) {
  const seconds =
    value?.kind === "FETCH" ? ctx.revalidate || value.revalidate : cacheControl?.revalidate;
  return typeof seconds === "number" && seconds > 0 ? seconds : null;
}

/** @param {CacheValue | null} data */
function overLimit(data) {
  return JSON.stringify(data).length > FETCH_ENTRY_LIMIT;
}

/**
 * An entry lives until Next would no longer serve it (its `expire`), two days at most.
 * @param {CacheEntry} entry
 */
function ttlSeconds({ cacheControl }) {
  const expire = cacheControl?.expire;
  const seconds = typeof expire === "number" ? Math.ceil(expire) : MAX_TTL_SECONDS;
  return Math.min(Math.max(seconds, 1), MAX_TTL_SECONDS);
}

/** @type {Map<string, string | null>} */
const buildIds = new Map();

/**
 * The build's id (`.next/BUILD_ID`), so that two builds never read each other's entries; null
 * (the instance's own cache only) for a production server whose build has none to read.
 * @param {string} serverDistDir
 */
function buildIdOf(serverDistDir) {
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || null;
    } catch {
      id = null;
    }
    if (id === null && process.env.NODE_ENV !== "production") {
      // `next dev` writes no BUILD_ID; its entries are kept apart from every build's.
      id = "development";
    } else if (id === null) {
      console.error(
        `[page cache] no BUILD_ID next to ${serverDistDir}: this instance keeps its own cache`,
      );
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}
