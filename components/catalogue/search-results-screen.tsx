import type { Metadata } from "next";
import Link from "next/link";
import { searchResults } from "@/lib/backend/search-results";
import {
  canonicalHref,
  filterHref,
  hasNarrowing,
  parseFilter,
  priceBounds,
  type SearchParamsInput,
} from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import { CatalogueList } from "./catalogue-list";
import { SearchUnderstood } from "./search-understood";

const EMPTY = "No products found matching the query";

/** Search results pages are for shoppers, not for indexes: followed, never indexed. */
export function searchResultsMetadata(searchParams: SearchParamsInput): Metadata {
  const filter = parseFilter(searchParams);
  return {
    title: filter.query ? `Search Results for "${filter.query}"` : "Search Results",
    description: filter.query
      ? `Gifts, cakes and flowers matching "${filter.query}" at Uphaar, delivered across India.`
      : "Search Uphaar's gifts, cakes and flowers by title, category or subcategory.",
    alternates: { canonical: canonicalHref(PATHS.searchResults, filter) },
    robots: { index: false, follow: true },
  };
}

/**
 * The search results of docs/contract.md, Screens: Search results, matched by the backend. The
 * price slider's ends come from all the matches, before the price and discount filters; blank text
 * finds nothing.
 */
export async function SearchResultsScreen({ searchParams }: { searchParams: SearchParamsInput }) {
  const filter = parseFilter(searchParams);
  const query = filter.query ?? "";
  const { page, all } = await searchResults(filter);
  const matches = all.total;
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
      priceRange={priceBounds(all.prices)}
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
