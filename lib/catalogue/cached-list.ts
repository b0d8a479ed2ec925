/**
 * Which product-list addresses are served from the page cache. `/products` and `/productlist`
 * read their filter from the query string, which would make every visit a fresh render; the
 * common, bounded ones (a category, a discount, a sort, an early page) are rewritten to a path
 * the page cache can hold (`app/(lists)/list-view/[route]/[key]`): proxy.ts names the key, and
 * next.config.ts rewrites to it. Price ranges and multi-category picks stay per request: their
 * combinations are unbounded, and caching them would let anyone fill the cache.
 */
import { filterHref, parseFilter, type SearchParamsInput } from "@/lib/filters";
import { FILTER_PARAMS } from "@/lib/routing/page-query";
import type { Category } from "@/lib/types";

/** Pages past this one are rare; they render per request rather than take cache room. */
const CACHED_LIST_MAX_PAGE = 20;

/** The key of the whole, unfiltered list (a path segment cannot be empty). */
const ALL = "all";

/** Parameters that make a list uncacheable when present with any value. */
const UNBOUNDED = [
  FILTER_PARAMS.query,
  FILTER_PARAMS.minPrice,
  FILTER_PARAMS.maxPrice,
  FILTER_PARAMS.categoryIds,
];

/** The key of the cached twin of a list with these search params, or null to render it live. */
export function cachedListKey(
  params: URLSearchParams,
  categories: readonly Pick<Category, "id" | "name">[],
): string | null {
  if (UNBOUNDED.some((key) => params.has(key))) return null;
  if (params.getAll(FILTER_PARAMS.categoryNames).length > 1) return null;
  const filter = parseFilter(params, categories);
  if ((filter.page ?? 1) > CACHED_LIST_MAX_PAGE) return null;
  // The canonical query: bad and default values are gone, so equal lists share one entry.
  const query = filterHref("", filter, categories).replace(/^\?/, "");
  // base64url: one path segment whatever the query holds, with no decoding ambiguity.
  return query ? Buffer.from(query).toString("base64url") : ALL;
}

/** The search params a cached list key stands for (a malformed key reads as no filter). */
export function listParamsFromKey(key: string): SearchParamsInput {
  if (key === ALL || !/^[A-Za-z0-9_-]{1,400}$/.test(key)) return new URLSearchParams();
  return new URLSearchParams(Buffer.from(key, "base64url").toString("utf8"));
}
