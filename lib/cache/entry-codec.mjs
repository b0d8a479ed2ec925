// @ts-check
// A cache entry as text for Redis and back. Next's entries hold Buffers (a page's RSC payload,
// a route handler's body) and Maps (a page's per-segment prefetch data, Map<string, Buffer>),
// which JSON alone turns into lists of numbers and empty objects.

const BUFFER = "__cache_buffer_base64";
const MAP = "__cache_map_entries";

/**
 * `value` as JSON, with each Buffer as base64 and each Map as its entries.
 * @param {unknown} value
 * @returns {string}
 */
export function encodeEntry(value) {
  return JSON.stringify(value, function replacer(/** @type {string} */ key, replaced) {
    // JSON.stringify has already called Buffer's toJSON by now: look at the holder's own value.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { [BUFFER]: original.toString("base64") };
    if (original instanceof Map) return { [MAP]: [...original] };
    return replaced;
  });
}

/**
 * The value `encodeEntry` wrote, with its Buffers and Maps restored (typed by the caller).
 * @template [T=unknown]
 * @param {string} text
 * @returns {T}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    if (typeof value[BUFFER] === "string" && Object.keys(value).length === 1) {
      return Buffer.from(value[BUFFER], "base64");
    }
    if (Array.isArray(value[MAP]) && Object.keys(value).length === 1) return new Map(value[MAP]);
    return value;
  });
}
