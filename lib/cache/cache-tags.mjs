// @ts-check
// Cache tags in this process: when each tag was last made stale and when it expires, and the
// checks of a stored entry against them. The semantics are Next's for `revalidateTag(tags,
// durations)`: without durations the tag's entries expire at once; with them they are stale at
// once (served while a fresh copy is made) and expire `expire` seconds later. shared-tags.mjs
// shares every revalidation with the other instances, which apply it here too.

/** @typedef {import("./handler-contract").CacheValue} CacheValue */
/** @typedef {import("./handler-contract").GetContext} GetContext */
/** @typedef {import("./handler-contract").RevalidateDurations} RevalidateDurations */
/** @typedef {{ stale?: number, expired?: number }} TagTimes */

/**
 * The header in which Next stores a rendered answer's tags, comma-separated (documented in
 * Next's self-hosting guide, "Configuring Caching").
 */
const CACHE_TAGS_HEADER = "x-next-cache-tags";

/**
 * Now, in milliseconds since the epoch, finer than one: the clock Next's own tags manifest
 * reads. On whole milliseconds an entry written and a tag revalidated within the same one
 * would tie, and a tie reads as "written after the revalidation", losing the revalidation.
 */
export const cacheNow = () => performance.timeOrigin + performance.now();

/** Each revalidated tag's times, in milliseconds since the epoch. */
/** @type {Map<string, TagTimes>} */
export const tagTimes = new Map();

/** Records a revalidation of `tags` made at `now`. */
/** @param {string[]} tags @param {RevalidateDurations | undefined} durations */
export function revalidateTags(tags, durations, now = cacheNow()) {
  for (const tag of tags) {
    const times = { ...tagTimes.get(tag) };
    if (durations) {
      times.stale = now;
      if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
    } else {
      times.expired = now;
    }
    tagTimes.set(tag, times);
  }
}

/**
 * The tags an entry answers to: a rendered answer's from its stored header, a fetch's from the
 * context it is asked in (its own tags and the page's implicit ones).
 * @param {CacheValue | null} value
 * @param {GetContext} ctx
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  if (!value) return [];
  if (value.kind === "FETCH") {
    return ctx.kind === "FETCH" ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
  }
  if (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE" || value.kind === "PAGES") {
    const header = value.headers?.[CACHE_TAGS_HEADER];
    return typeof header === "string" && header !== "" ? header.split(",") : [];
  }
  return [];
}

/**
 * Whether a tag expired after `writtenAt` and by now: the entry is not served at all.
 * @param {string[]} tags
 * @param {number} writtenAt
 */
export function tagsExpired(tags, writtenAt, now = cacheNow()) {
  return tags.some((tag) => {
    const expired = tagTimes.get(tag)?.expired;
    return expired !== undefined && expired > writtenAt && expired <= now;
  });
}

/**
 * Whether a tag was made stale after `writtenAt`: the entry is served once more while Next
 * makes a fresh one.
 * @param {string[]} tags
 * @param {number} writtenAt
 */
export function tagsStale(tags, writtenAt) {
  return tags.some((tag) => (tagTimes.get(tag)?.stale ?? 0) > writtenAt);
}
