import Link from "next/link";
import { getSearchIndex } from "@/lib/backend/catalogue";
import {
  filterHref,
  hasNarrowing,
  pageOf,
  parseFilter,
  priceBounds,
  refineProducts,
  type SearchParamsInput,
} from "@/lib/filters";
import { searchProducts } from "@/lib/search";
import { CatalogueList } from "./catalogue-list";

const EMPTY = "No products found matching the query";

/**
 * The search results of seed-spec §2, matched on the server against the cached catalogue (the
 * phone never downloads it). The price slider's ends come from the results; blank text finds
 * nothing.
 */
export async function SearchResultsScreen({ searchParams }: { searchParams: SearchParamsInput }) {
  const filter = parseFilter(searchParams);
  const query = filter.query ?? "";
  const results = query ? searchProducts(await getSearchIndex(), query) : [];
  const refined = refineProducts(results, filter);
  return (
    <CatalogueList
      title={
        <>
          Search Results
          {query && <span className="text-neutral-600">{` for "${query}"`}</span>}
        </>
      }
      crumbs={[{ label: "Search Results" }]}
      pathname="/search-results"
      filter={filter}
      products={pageOf(refined, filter.page ?? 1)}
      total={refined.length}
      priceRange={priceBounds(results)}
      allowAllDiscounts
      emptyMessage={EMPTY}
      emptyHint={
        results.length === 0 && (
          <>
            Check the spelling, or try a simpler word such as “cake” or “roses”.{" "}
            <Link href="/productlist" className="font-semibold text-brand-700 underline">
              Browse all gifts
            </Link>
          </>
        )
      }
      clearHref={
        results.length > 0 && hasNarrowing(filter)
          ? filterHref("/search-results", { query, sort: filter.sort })
          : undefined
      }
    />
  );
}
