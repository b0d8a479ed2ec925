import Link from "next/link";
import { filterProducts } from "@/lib/backend/catalogue";
import {
  PAGE_SIZE,
  filterHref,
  hasNarrowing,
  parseFilter,
  priceBounds,
  type SearchParamsInput,
} from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import type { ProductFilter, ProductPage } from "@/lib/types";
import { CatalogueList } from "./catalogue-list";

const EMPTY = "No products found matching the query";

const NOTHING: ProductPage = { products: [], total: 0, page: 1, limit: PAGE_SIZE };

/**
 * The matches for the search text, one page of them, and the cheapest and dearest of all the
 * matches (the price slider's ends). The backend searches and pages; nobody downloads the
 * catalogue.
 */
async function search(filter: ProductFilter) {
  const query = filter.query;
  if (!query) return { page: NOTHING, cheapest: NOTHING, dearest: NOTHING };
  const [page, cheapest, dearest] = await Promise.all([
    filterProducts({ ...filter, limit: PAGE_SIZE }),
    filterProducts({ query, sort: "price-asc", limit: 1 }),
    filterProducts({ query, sort: "price-desc", limit: 1 }),
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
