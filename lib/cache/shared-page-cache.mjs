// Next's page cache shared by every instance of the shop (docs/performance.md "The shared
// page cache"): with REDIS_URL set (and PAGE_CACHE not "local"), rendered pages, route
// handlers' answers and the data cache live in Redis under the build's own keys, and cache
// tags are shared, so a revalidation on one instance holds on all of them. Next's own
// file-system cache stays underneath: the pages `next build` prerendered are on every
// instance's disk, a key Redis does not hold is read there, and Redis away or slow means the
// instance serves and keeps its own cache, as it does without Redis.
import fs from "node:fs";
import path from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { areTagsExpired } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { NEXT_CACHE_TAGS_HEADER } from "next/dist/lib/constants.js";
import { pageCacheSettings } from "./settings.mjs";
import { MAX_TTL_SECONDS, UNAVAILABLE, sharedStore } from "./shared-store.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
/** Next's own limit on a data-cache entry, which it waives for any custom handler: kept. */
const FETCH_ENTRY_LIMIT = 2 * 1024 * 1024;
/**
 * How long a not-found page (a product id that does not exist) stays in Redis: a crawl through
 * made-up addresses costs Redis a minute of them, not the two days of a real page.
 */
const NOT_FOUND_TTL_SECONDS = 60;
/** Entries whose answer can carry cache tags in their stored headers. */
const RESPONSE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

export default class SharedPageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    const { redisUrl, keyPrefix } = pageCacheSettings();
    // Next's proxy (proxy.ts) makes its handler with no build folder and no file system, so
    // caches nothing there: it stays that way, instead of sharing entries no build owns.
    const buildId = redisUrl && ctx?.serverDistDir ? buildIdOf(ctx.serverDistDir) : null;
    this.store = buildId ? sharedStore({ redisUrl, keyPrefix, buildId }) : null;
  }

  async get(key, ctx) {
    if (!this.store || ctx?.kind === "IMAGE") return super.get(key, ctx);
    const stored = await this.store.read(key);
    if (stored === null || stored === UNAVAILABLE) return super.get(key, ctx);
    return this.expiredByTags(stored, ctx) ? null : stored;
  }

  async set(key, data, ctx) {
    if (ctx?.fetchCache && !ctx.isImplicitBuildTimeCache && overLimit(data)) {
      console.warn(`Failed to set Next.js data cache for ${ctx.fetchUrl || key}, over 2MB`);
      return;
    }
    // No value (a page that is not found) stays in this process's memory, as Next keeps it.
    if (!this.store || !data || data.kind === "IMAGE") return super.set(key, data, ctx);
    const entry = {
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      // The data cache keeps the tags it was fetched under, as Next's file-system cache does.
      value: data.kind === "FETCH" ? { ...data, tags: ctx?.fetchCache ? ctx.tags : [] } : data,
    };
    const ttl = data.status === 404 ? NOT_FOUND_TTL_SECONDS : ttlSeconds(entry);
    if (!(await this.store.write(key, entry, ttl))) await super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    if (this.store && list.length > 0) await this.store.revalidated(list);
  }

  /**
   * Whether a tag of the entry was expired after it was stored: the checks of Next's
   * FileSystemCache.get, on an entry read from Redis. Tags that are only stale are Next's to
   * see (IncrementalCache.get), in the same shared Map.
   */
  expiredByTags({ value, lastModified }, ctx) {
    if (RESPONSE_KINDS.has(value.kind)) {
      const header = value.headers?.[NEXT_CACHE_TAGS_HEADER];
      if (typeof header !== "string") return false;
      const tags = header.split(",");
      return tags.length > 0 && areTagsExpired(tags, lastModified);
    }
    if (value.kind === "FETCH") {
      const tags = ctx?.kind === "FETCH" ? [...(ctx.tags || []), ...(ctx.softTags || [])] : [];
      if (tags.some((tag) => this.revalidatedTags?.includes(tag))) return true;
      return areTagsExpired(tags, lastModified);
    }
    return false;
  }
}

function overLimit(data) {
  return JSON.stringify(data).length > FETCH_ENTRY_LIMIT;
}

/** An entry lives until Next would no longer serve it (its `expire`), two days at most. */
function ttlSeconds({ cacheControl }) {
  const expire = cacheControl?.expire;
  const seconds = typeof expire === "number" ? Math.ceil(expire) : MAX_TTL_SECONDS;
  return Math.min(Math.max(seconds, 1), MAX_TTL_SECONDS);
}

const buildIds = new Map();

/**
 * The build's id (`.next/BUILD_ID`), so that two builds never read each other's entries; null
 * (the instance's own cache only) for a production server whose build has none to read.
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
