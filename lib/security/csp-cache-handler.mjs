// Next's page cache (its own file-system cache, unchanged) with one addition: every cached App
// Router page carries a Content-Security-Policy allowing exactly its own inline scripts, by
// hash (lib/security/script-hashes.mjs). Next sends a cached page's stored `headers` with it,
// so the policy changes with each version of the page and costs nothing per request.
//
// - A page rendered on its first visit or regenerated (every 5 minutes, or when a tag such as
//   its reviews expires) reaches `set` with its finished HTML; the policy is added there, on
//   the same entry object Next then answers from, so the first answer has it too, and it is
//   written with the entry to the `.meta` file.
// - A page prerendered by `next build` is written by the build, not through a handler; its
//   policy is added when `get` first reads it, and kept with the entry in memory.
// Loaded by Next at run time from next.config.ts `cacheHandler` (`next start`, standalone). A
// host with its own page cache (Vercel) does not use it: there the pages keep only the
// site-wide policy.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { scriptHashPolicy } from "./script-hashes.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const POLICY = "content-security-policy";
/** Next's own limit on a data-cache entry, which it waives for any custom handler: kept. */
const FETCH_ENTRY_LIMIT = 2 * 1024 * 1024;

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withScriptPolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    if (data) withScriptPolicy(data);
    if (
      ctx?.fetchCache &&
      !ctx.isImplicitBuildTimeCache &&
      JSON.stringify(data).length > FETCH_ENTRY_LIMIT
    ) {
      console.warn(`Failed to set Next.js data cache for ${ctx.fetchUrl || key}, over 2MB`);
      return;
    }
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
