import "server-only";
/**
 * The search results page's reads: its page of matches, and the price slider's ends from all
 * the text's matches, in as few backend calls as the backend allows (docs/search.md).
 */
import { PAGE_SIZE, priceRangeOf } from "@/lib/filters";
import type { PriceRange, ProductFilter, SearchPage } from "@/lib/types";
import { searchProducts } from "./catalogue";

const NOTHING: SearchPage = {
  products: [],
  total: 0,
  prices: null,
  page: 1,
  limit: PAGE_SIZE,
  corrected: null,
  ignored: [],
  chips: [],
};

/** What the search text alone matches: how many, and their cheapest and dearest price. */
export interface AllMatches {
  total: number;
  prices: PriceRange | null;
}

/** Whether `filter` narrows its text's matches: a category, a recipient, a price, a discount. */
const narrowsText = (filter: ProductFilter) =>
  Boolean(filter.categoryIds?.length || filter.subcategoryIds?.length) ||
  [filter.recipient, filter.minPrice, filter.maxPrice, filter.discount].some(
    (value) => value !== undefined,
  );

/**
 * The cheapest and dearest of all the matches of `query` (the price slider's ends, before the
 * list's own narrowing; a price the words named still applies), and how many there are. A
 * backend that says its matches' prices answers them with one product; one that does not, by
 * its cheapest and dearest first (`saysPrices` false: both asked at once).
 */
async function allMatches(query: string, saysPrices: boolean): Promise<AllMatches> {
  const cheapestFirst = () => searchProducts({ query, sort: "price-asc", limit: 1 });
  const dearestFirst = () => searchProducts({ query, sort: "price-desc", limit: 1 });
  const [cheapest, dearest] = saysPrices
    ? [await cheapestFirst(), null]
    : await Promise.all([cheapestFirst(), dearestFirst()]);
  if (cheapest.prices !== undefined) return { total: cheapest.total, prices: cheapest.prices };
  const ends = [...cheapest.products, ...(dearest ?? (await dearestFirst())).products];
  return { total: cheapest.total, prices: priceRangeOf(ends) };
}

/**
 * What `/search-results` shows for `filter`: one page of the matches for its text by the shared
 * search rules (searchProducts), and what the text alone matches. When the list is not
 * narrowed, the page's own answer says the latter if the backend tells its matches' prices.
 */
export async function searchResults(
  filter: ProductFilter,
): Promise<{ page: SearchPage; all: AllMatches }> {
  const query = filter.query;
  if (!query) return { page: NOTHING, all: { total: 0, prices: null } };
  if (!narrowsText(filter)) {
    const page = await searchProducts({ ...filter, limit: PAGE_SIZE });
    if (page.prices !== undefined) return { page, all: { total: page.total, prices: page.prices } };
    return { page, all: await allMatches(query, false) };
  }
  const [page, all] = await Promise.all([
    searchProducts({ ...filter, limit: PAGE_SIZE }),
    allMatches(query, true),
  ]);
  return { page, all };
}
