// @ts-check
// Cache tags shared by every instance. Each process keeps each tag's `{ stale, expired }` times
// in a Map (cache-tags.mjs) and checks cached entries against it synchronously; every
// revalidation is also written to a Redis hash and published on a channel, and every instance
// applies what it hears to its own Map. The whole hash is loaded again on each (re)connection,
// since messages sent while an instance was away are lost.
import { z } from "zod";
import { tagTimes } from "./cache-tags.mjs";

/** @typedef {import("ioredis").Redis} Redis */
/** @typedef {(kind: string, error: unknown) => void} Log */

/** A tag's times as Next keeps them, and when they were written (`at`, for ordering). */
const tagRecord = z.object({
  stale: z.number().optional(),
  expired: z.number().optional(),
  at: z.number(),
});
const publishedTags = z.record(z.string(), tagRecord);

export class SharedTags {
  /** When each tag's applied record was written: an older one that arrives later is ignored. */
  #writtenAt = new Map();

  /** @param {{ commands: Redis, hashKey: string, channel: string, log: Log }} options */
  constructor({ commands, hashKey, channel, log }) {
    this.commands = commands;
    this.hashKey = hashKey;
    this.channel = channel;
    this.log = log;
  }

  /**
   * Applies one record to the process's tags, unless a newer one for the tag is there already.
   * @param {string} tag
   * @param {z.infer<typeof tagRecord>} record
   */
  apply(tag, record) {
    if (record.at < (this.#writtenAt.get(tag) ?? -Infinity)) return;
    this.#writtenAt.set(tag, record.at);
    /** @type {{ stale?: number, expired?: number }} */
    const times = {};
    if (record.stale !== undefined) times.stale = record.stale;
    if (record.expired !== undefined) times.expired = record.expired;
    tagTimes.set(tag, times);
  }

  /**
   * Applies a message from the channel (another instance's revalidation, or this one's).
   * @param {string} text
   */
  heard(text) {
    const parsed = publishedTags.safeParse(parseJson(text));
    if (!parsed.success) return this.log("unreadable tag message", parsed.error.message);
    for (const [tag, record] of Object.entries(parsed.data)) this.apply(tag, record);
  }

  /** Loads every tag's record from the hash (on start and after each reconnection). */
  async load() {
    const stored = await this.commands.hgetall(this.hashKey);
    for (const [tag, text] of Object.entries(stored)) {
      const parsed = tagRecord.safeParse(parseJson(text));
      if (parsed.success) this.apply(tag, parsed.data);
    }
  }

  /**
   * Shares the times revalidateTag has just put in this process's Map for `tags`:
   * written to the hash, then published. Resolves false when Redis did not take them (the
   * revalidation then holds on this instance only).
   */
  async share(/** @type {string[]} */ tags, at = Date.now()) {
    /** @type {Record<string, z.infer<typeof tagRecord>>} */
    const records = {};
    for (const tag of tags) {
      const times = tagTimes.get(tag) ?? {};
      records[tag] = { stale: times.stale, expired: times.expired, at };
      this.#writtenAt.set(tag, at);
    }
    const fields = Object.entries(records).flatMap(([tag, record]) => [
      tag,
      JSON.stringify(record),
    ]);
    try {
      const results = await this.commands
        .multi()
        .hset(this.hashKey, ...fields)
        .publish(this.channel, JSON.stringify(records))
        .exec();
      const failure = results?.find(([error]) => error)?.[0];
      if (failure) throw failure;
      return true;
    } catch (error) {
      this.log("tag revalidation not shared", error);
      return false;
    }
  }
}

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
