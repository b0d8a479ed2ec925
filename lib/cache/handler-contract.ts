/**
 * What the shop's page cache (lib/cache/shared-page-cache.mjs) relies on of Next's `cacheHandler`
 * interface, as Next documents it: next.config `cacheHandler` ("Custom Next.js Cache Handler":
 * a class with `get(key, ctx)`, `set(key, data, ctx)`, `revalidateTag(tags)` and
 * `resetRequestCache()`) and the self-hosting guide's "Configuring Caching" (entries hold
 * Buffers and Maps; a page's tags are in its `x-next-cache-tags` header, a fetch's in
 * `ctx.tags`). Next exports no type for this interface, so these are the shop's own, holding
 * only the fields the handler reads or writes; everything else in an entry passes through
 * untouched. The cluster test (tests/cluster) runs the handler under real `next start`
 * instances, which is what holds these shapes to Next's.
 *
 * Types only: the handler is plain JavaScript that Next loads without compiling, checked
 * against these by `tsc` through its JSDoc.
 */

/** The kinds of entry Next stores (`ctx.kind` on `get`, `data.kind` on `set`). */
type CacheKind = "APP_PAGE" | "APP_ROUTE" | "PAGES" | "FETCH" | "IMAGE";

/** How long Next serves an entry: fresh for `revalidate` seconds, at all for `expire`. */
interface CacheControl {
  revalidate: number | false;
  expire?: number | undefined;
}

/** A rendered answer's stored headers, among them its cache tags. */
type StoredHeaders = Record<string, string | string[] | number | undefined>;

/** An App Router page: its HTML, RSC payload and per-segment prefetch data. */
export interface PageValue {
  kind: "APP_PAGE";
  html: string;
  rscData: Buffer | undefined;
  headers: StoredHeaders | undefined;
  postponed: string | undefined;
  status: number | undefined;
  segmentData: Map<string, Buffer> | undefined;
}

/** A route handler's answer. */
interface RouteValue {
  kind: "APP_ROUTE";
  body: Buffer;
  headers: StoredHeaders;
  status: number;
}

/** A Pages Router page (the shop has none; stored as given). */
interface PagesValue {
  kind: "PAGES";
  html: string;
  pageData: object;
  headers: StoredHeaders | undefined;
  status: number | undefined;
}

/** A Data Cache entry: one `fetch` answer, with the tags it was fetched under. */
export interface FetchValue {
  kind: "FETCH";
  data: { headers: Record<string, string>; body: string; url: string; status?: number };
  revalidate: number;
  tags?: string[];
}

/** Entries the shop stores as given without reading them (redirects, optimized images). */
interface OtherValue {
  kind: "REDIRECT" | "IMAGE";
  [field: string]: unknown;
}

export type CacheValue = PageValue | RouteValue | PagesValue | FetchValue | OtherValue;

/** What `get` answers: the value, when it was written, and the lifetime it was written with. */
export interface CacheEntry {
  lastModified: number;
  value: CacheValue | null;
  cacheControl?: CacheControl | undefined;
}

/** The constructor's options, of which the handler reads only the build's server folder. */
export interface HandlerOptions {
  /** `.next/server` of the build being served; absent in Next's proxy. */
  serverDistDir?: string | undefined;
}

/** `get`'s context: the kind asked for and, for a fetch, its tags and lifetime. */
export interface GetContext {
  kind: CacheKind;
  tags?: string[] | undefined;
  softTags?: string[] | undefined;
  revalidate?: number | false | undefined;
}

/** `set`'s context: a fetch's tags and URL, or a rendered answer's lifetime. */
export interface SetContext {
  fetchCache?: boolean | undefined;
  fetchUrl?: string | undefined;
  tags?: string[] | undefined;
  isImplicitBuildTimeCache?: boolean | undefined;
  cacheControl?: CacheControl | undefined;
}

/** `revalidateTag`'s second argument: how long until the tag's entries expire, in seconds. */
export interface RevalidateDurations {
  expire?: number | undefined;
}

/** The interface itself, as `cacheHandler` names a class implementing it. */
export interface PageCacheHandler {
  get(key: string, ctx: GetContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: RevalidateDurations): Promise<void>;
  resetRequestCache(): void;
}
