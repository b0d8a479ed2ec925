// Next's page cache (shared by the shop's instances through Redis, else Next's own file-system
// cache: lib/cache/shared-page-cache.mjs) with one addition: every cached App Router page
// carries a Content-Security-Policy allowing exactly its own inline scripts, by hash
// (lib/security/script-hashes.mjs). Next sends a cached page's stored `headers` with it,
// so the policy changes with each version of the page and costs nothing per request.
//
// - A page rendered on its first visit or regenerated (every minute or 5, or when a tag such as
//   its reviews expires) reaches `set` with its finished HTML; the policy is added there, on
//   the same entry object Next then answers from, so the first answer has it too, and it is
//   written with the entry (to Redis, or to the `.meta` file).
// - A page prerendered by `next build` is written by the build, not through a handler; its
//   policy is added when `get` first reads it, and kept with the entry in memory. An entry
//   read from Redis without one gets it the same way.
// Loaded by Next at run time from next.config.ts `cacheHandler` (`next start`, standalone). A
// host with its own page cache (Vercel) does not use it: there the pages keep only the
// site-wide policy.
import SharedPageCache from "../cache/shared-page-cache.mjs";
import { scriptHashPolicy } from "./script-hashes.mjs";

const POLICY = "content-security-policy";

export default class CspCacheHandler extends SharedPageCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withScriptPolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    if (data) withScriptPolicy(data);
    return super.set(key, data, ctx);
  }
}

/** Adds the script policy to a cached App Router page that lacks one (in place); returns it. */
export function withScriptPolicy(value) {
  if (value.kind !== "APP_PAGE" || typeof value.html !== "string") return value;
  if (value.headers?.[POLICY]) return value;
  value.headers = { ...value.headers, [POLICY]: scriptHashPolicy(value.html) };
  return value;
}
