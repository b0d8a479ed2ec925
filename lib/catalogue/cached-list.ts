/**
 * Which product-list addresses are served from the page cache. `/products` and `/productlist`
 * read their filter from the query string, which would make every visit a fresh render; the
 * common, bounded ones (a category, a discount, a sort, an early page) are rewritten to a path
 * the page cache can hold (`app/(lists)/list-view/[route]/[key]`): proxy.ts names the key, and
 * next.config.ts rewrites to it. Price ranges, multi-category picks and most search text stay
 * per request: their combinations are unbounded, and caching them would let anyone fill the
 * cache. The search text shoppers type most, the shop's own category and subcategory names
 * and their words ("cake", "chocolate cakes"), is a bounded list: those search results are
 * cached like a list.
 */
import { filterHref, parseFilter, type SearchParamsInput } from "@/lib/filters";
import { FILTER_PARAMS } from "@/lib/routing/page-query";
import { normaliseQuery } from "@/lib/search";
import type { Category, CategoryWithSubcategories } from "@/lib/types";

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
  return keyOf(filterHref("", filter, categories));
}

/** Search results pages past this one render per request. */
const CACHED_SEARCH_MAX_PAGE = 3;

/**
 * The search texts whose results are cached: each category and subcategory name and each of
 * its words, as the search box sends them (trimmed, lower case), with and without a plural
 * "s" ("cakes", "cake"). A few hundred at most, whatever shoppers type.
 */
export function cachedSearches(menu: readonly CategoryWithSubcategories[]): ReadonlySet<string> {
  const searches = new Set<string>();
  const add = (text: string) => {
    const words = normaliseQuery(text).split(/\s+/).filter(Boolean);
    for (const phrase of [words.join(" "), ...words]) {
      if (phrase.length < 3) continue;
      searches.add(phrase);
      searches.add(phrase.endsWith("s") ? phrase.slice(0, -1) : `${phrase}s`);
    }
  };
  for (const category of menu) {
    add(category.name);
    for (const subcategory of category.subcategories) add(subcategory.name);
  }
  return searches;
}

/**
 * The key of the cached twin of `/search-results` with these search params, or null to render
 * it live: a text of `searches` (cachedSearches), in any sort, on one of its first pages, and
 * nothing else (a price or a discount, however few their values, multiplies the keys).
 */
export function cachedSearchKey(
  params: URLSearchParams,
  searches: ReadonlySet<string>,
): string | null {
  const texts = params.getAll(FILTER_PARAMS.query);
  if (texts.length !== 1 || !searches.has(normaliseQuery(texts[0]!))) return null;
  const { query, sort, page, ...narrowing } = parseFilter(params);
  if (Object.keys(narrowing).length > 0 || (page ?? 1) > CACHED_SEARCH_MAX_PAGE) return null;
  return keyOf(filterHref("", { query, sort, page }));
}

/** A canonical query as one path segment (base64url: no decoding ambiguity), or ALL. */
function keyOf(href: string): string {
  // The canonical query: bad and default values are gone, so equal lists share one entry.
  const query = href.replace(/^\?/, "");
  return query ? Buffer.from(query).toString("base64url") : ALL;
}

/** The search params a cached list key stands for (a malformed key reads as no filter). */
export function listParamsFromKey(key: string): SearchParamsInput {
  if (key === ALL || !/^[A-Za-z0-9_-]{1,400}$/.test(key)) return new URLSearchParams();
  return new URLSearchParams(Buffer.from(key, "base64url").toString("utf8"));
}
