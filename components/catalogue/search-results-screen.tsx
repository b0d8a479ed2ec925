import Link from "next/link";
import { searchProducts } from "@/lib/backend/catalogue";
import {
  PAGE_SIZE,
  filterHref,
  hasNarrowing,
  parseFilter,
  priceBounds,
  type SearchParamsInput,
} from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import type { ProductFilter, SearchPage } from "@/lib/types";
import { CatalogueList } from "./catalogue-list";
import { SearchUnderstood } from "./search-understood";

const EMPTY = "No products found matching the query";

const NOTHING: SearchPage = {
  products: [],
  total: 0,
  page: 1,
  limit: PAGE_SIZE,
  corrected: null,
  ignored: [],
  chips: [],
};

/**
 * The matches for the search text by the shared search rules (searchProducts), one page of
 * them, and the cheapest and dearest of all the matches (the price slider's ends, before the
 * slider's own narrowing; a price the words named still applies).
 */
async function search(filter: ProductFilter) {
  const query = filter.query;
  if (!query) return { page: NOTHING, cheapest: NOTHING, dearest: NOTHING };
  const [page, cheapest, dearest] = await Promise.all([
    searchProducts({ ...filter, limit: PAGE_SIZE }),
    searchProducts({ query, sort: "price-asc", limit: 1 }),
    searchProducts({ query, sort: "price-desc", limit: 1 }),
  ]);
  return { page, cheapest, dearest };
}

/**
 * The search results of docs/contract.md, Screens: Search results, matched by the backend. The
 * price slider's ends come from all the matches, before the price and discount filters; blank text
 * finds nothing.
 */
export async function SearchResultsScreen({ searchParams }: { searchParams: SearchParamsInput }) {
  const filter = parseFilter(searchParams);
  const query = filter.query ?? "";
  const { page, cheapest, dearest } = await search(filter);
  const matches = cheapest.total;
  return (
    <CatalogueList
      title={
        <>
          Search Results
          {query && <span className="text-neutral-600">{` for "${query}"`}</span>}
        </>
      }
      intro={
        (page.corrected || page.ignored.length > 0 || page.chips.length > 0) && (
          <SearchUnderstood
            filter={filter}
            corrected={page.corrected}
            ignored={page.ignored}
            chips={page.chips}
          />
        )
      }
      crumbs={[{ label: "Search Results" }]}
      pathname={PATHS.searchResults}
      filter={filter}
      products={page.products}
      total={page.total}
      priceRange={priceBounds([...cheapest.products, ...dearest.products])}
      allowAllDiscounts
      emptyMessage={EMPTY}
      emptyHint={
        matches === 0 && (
          <>
            Check the spelling, or try a simpler word such as “cake” or “roses”.{" "}
            <Link href={PATHS.productList} className="font-semibold text-brand-700 underline">
              Browse all gifts
            </Link>
          </>
        )
      }
      clearHref={
        matches > 0 && hasNarrowing(filter)
          ? filterHref(PATHS.searchResults, { query, sort: filter.sort })
          : undefined
      }
    />
  );
}
