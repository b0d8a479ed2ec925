// @ts-check
// The shared page cache's store: entries under the build's own keys in Redis, and the cache
// tags every instance shares (shared-tags.mjs). One store per process and Redis URL: Next
// makes a new cache handler for every request, and they all use it.
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";
import {
  READ_TIMEOUT_MS,
  WRITE_TIMEOUT_MS,
  quickRedis,
  rateLimitedLog,
  within,
} from "./redis-connection.mjs";
import { SharedTags } from "./shared-tags.mjs";
import { z } from "zod";

/** The longest an entry stays in Redis: a page nobody asked for in two days is rendered anew. */
export const MAX_TTL_SECONDS = 2 * 24 * 60 * 60;

/** What a stored entry holds (handler-contract.ts `CacheEntry`); its `value` is Next's. */
const storedEntry = z.object({
  lastModified: z.number(),
  cacheControl: z
    .object({ revalidate: z.union([z.number(), z.literal(false)]), expire: z.number().optional() })
    .optional(),
  value: z.looseObject({ kind: z.string() }),
});

/**
 * After a read or write Redis did not answer in time, this long with the instance's own cache
 * only: a Redis that accepts commands but stalls costs one page its timeout, not every page.
 */
export const PAUSE_AFTER_FAILURE_MS = 5_000;

/** A read that Redis could not answer (away, slow, or an entry that does not parse). */
export const UNAVAILABLE = Symbol("page cache unavailable");

/** @typedef {{ redisUrl: string, keyPrefix: string, buildId: string }} StoreOptions */
/** @typedef {import("./handler-contract").CacheEntry} CacheEntry */

/** @type {Map<string, SharedStore>} */
const stores = new Map();

/**
 * The process's store for `redisUrl`, entries under `keyPrefix` and the build's id.
 * @param {StoreOptions} options
 */
export function sharedStore({ redisUrl, keyPrefix, buildId }) {
  const name = `${redisUrl}\n${keyPrefix}\n${buildId}`;
  let store = stores.get(name);
  if (!store) {
    store = new SharedStore({ redisUrl, keyPrefix, buildId });
    stores.set(name, store);
  }
  return store;
}

/** Closes every store's connections (tests, and a server that shuts down). */
export async function closeSharedStores() {
  const closing = [...stores.values()].map((store) => store.close());
  stores.clear();
  await Promise.all(closing);
}

class SharedStore {
  /** @param {StoreOptions} options */
  constructor({ redisUrl, keyPrefix, buildId }) {
    this.entryPrefix = `${keyPrefix}page:${buildId}:`;
    this.pausedUntil = 0;
    this.log = rateLimitedLog();
    this.commands = quickRedis(redisUrl);
    this.subscriber = quickRedis(redisUrl, { subscriber: true });
    this.tags = new SharedTags({
      commands: this.commands,
      hashKey: `${keyPrefix}page-tags`,
      // Redis's channels are one per server, not per database: the database is in the name,
      // so shops on other databases of one server (staging beside production, the cluster
      // beside its tests) never apply each other's revalidations.
      channel: `${keyPrefix}page-tags:${this.commands.options.db ?? 0}`,
      log: this.log,
    });
    for (const client of [this.commands, this.subscriber]) {
      client.on("error", (error) => this.log("Redis unreachable", error));
    }
    /** @type {(value?: unknown) => void} */
    let loaded = () => {};
    this.tagsLoaded = new Promise((resolve) => (loaded = resolve));
    this.subscriber.on("message", (_channel, text) => this.tags.heard(text));
    // Each (re)connection: listen first, then load the hash, so no revalidation falls between.
    this.subscriber.on("ready", () => {
      this.subscriber
        .subscribe(this.tags.channel)
        .then(() => this.#connected())
        .then(() => this.tags.load())
        .then(loaded, (error) => this.log("cache tags not loaded", error));
    });
    // A page served before the tags are known could be one a revalidation has expired: the
    // first calls wait for them, a little (Redis away at start: the local tags only).
    this.startup = Promise.race([this.tagsLoaded, delay(READ_TIMEOUT_MS)]);
    // A command connection that comes (back) later loads them too: the subscriber's load
    // may have given up waiting for it.
    this.commands.on("ready", () => {
      if (this.subscriber.status !== "ready") return;
      this.tags.load().then(loaded, (error) => this.log("cache tags not loaded", error));
    });
    this.subscriber.connect().catch(() => {});
    this.commands.connect().catch(() => {});
  }

  /** Resolves once the command connection is up, within the write timeout. */
  async #connected() {
    if (this.commands.status === "ready") return;
    await within(new Promise((resolve) => this.commands.once("ready", resolve)), WRITE_TIMEOUT_MS);
  }

  /** Whether Redis is connected and has not just failed to answer (PAUSE_AFTER_FAILURE_MS). */
  #usable() {
    return this.commands.status === "ready" && Date.now() >= this.pausedUntil;
  }

  #failed() {
    this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
  }

  /**
   * The entry under `key`, null when there is none, UNAVAILABLE when Redis did not answer.
   * @param {string} key
   * @returns {Promise<CacheEntry | null | typeof UNAVAILABLE>}
   */
  async read(key) {
    await this.startup;
    if (!this.#usable()) return UNAVAILABLE;
    try {
      const text = await within(this.commands.get(this.entryPrefix + key), READ_TIMEOUT_MS);
      if (text === null) return null;
      const parsed = storedEntry.safeParse(decodeEntry(text));
      // The schema holds the entry's frame; its value is Next's, as Next gave it to `set`.
      if (parsed.success) return /** @type {CacheEntry} */ (/** @type {unknown} */ (parsed.data));
      this.log("unreadable entry", `${key}: ${parsed.error.message}`);
      return UNAVAILABLE;
    } catch (error) {
      this.#failed();
      this.log("read failed, serving this instance's cache", error);
      return UNAVAILABLE;
    }
  }

  /**
   * Stores `entry` under `key` for `ttlSeconds`; false when Redis did not take it.
   * @param {string} key
   * @param {object} entry
   * @param {number} ttlSeconds
   */
  async write(key, entry, ttlSeconds) {
    await this.startup;
    if (!this.#usable()) return false;
    try {
      const set = this.commands.set(this.entryPrefix + key, encodeEntry(entry), "EX", ttlSeconds);
      await within(set, WRITE_TIMEOUT_MS);
      return true;
    } catch (error) {
      this.#failed();
      this.log("write failed, keeping the entry on this instance", error);
      return false;
    }
  }

  /**
   * Shares a revalidation applied to this process's tags (shared-tags.mjs).
   * @param {string[]} tags
   */
  async revalidated(tags) {
    await this.startup;
    if (this.commands.status !== "ready") {
      this.log("tag revalidation not shared", "Redis is not connected");
      return false;
    }
    return this.tags.share(tags);
  }

  async close() {
    this.subscriber.disconnect();
    await this.commands.quit().catch(() => this.commands.disconnect());
  }
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
