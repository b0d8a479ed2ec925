// @ts-check
// The shop's page cache (shared by the instances through Redis, else kept by each in its
// memory: lib/cache/shared-page-cache.mjs) with one addition: every cached App Router page
// carries a Content-Security-Policy allowing exactly its own inline scripts, by hash
// (lib/security/script-hashes.mjs). Next sends a cached page's stored `headers` with it,
// so the policy changes with each version of the page and costs nothing per request.
//
// - A page rendered on its first visit or regenerated (every minute or 5, or when a tag such as
//   its reviews expires) reaches `set` with its finished HTML; the policy is added there, on
//   the same entry object Next then answers from, so the first answer has it too, and it is
//   stored with the entry (in Redis, or in the instance's memory).
// - An entry read without one (from Redis, written by a server that added none) gets it when
//   `get` reads it.
// Loaded by Next at run time from next.config.ts `cacheHandler` (`next start`, standalone). A
// host with its own page cache (Vercel) does not use it: there the pages keep only the
// site-wide policy.
import SharedPageCache from "../cache/shared-page-cache.mjs";
import { scriptHashPolicy } from "./script-hashes.mjs";

/** @typedef {import("../cache/handler-contract").CacheValue} CacheValue */
/** @typedef {import("../cache/handler-contract").GetContext} GetContext */
/** @typedef {import("../cache/handler-contract").SetContext} SetContext */

const POLICY = "content-security-policy";

export default class CspCacheHandler extends SharedPageCache {
  /** @param {string} key @param {GetContext} ctx */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry?.value) withScriptPolicy(entry.value);
    return entry;
  }

  /** @param {string} key @param {CacheValue | null} data @param {SetContext} ctx */
  async set(key, data, ctx) {
    if (data) withScriptPolicy(data);
    return super.set(key, data, ctx);
  }
}

/**
 * Adds the script policy to a cached App Router page that lacks one (in place); returns it.
 * @template {CacheValue} T
 * @param {T} value
 * @returns {T}
 */
export function withScriptPolicy(value) {
  if (value.kind !== "APP_PAGE" || typeof value.html !== "string") return value;
  if (value.headers?.[POLICY]) return value;
  value.headers = { ...value.headers, [POLICY]: scriptHashPolicy(value.html) };
  return value;
}
