import type { Metadata } from "next";
import { SearchResultsScreen } from "@/components/catalogue/search-results-screen";
import { canonicalHref, parseFilter } from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Search results pages are for shoppers, not for indexes: followed, never indexed. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filter = parseFilter(await searchParams);
  return {
    title: filter.query ? `Search Results for "${filter.query}"` : "Search Results",
    description: filter.query
      ? `Gifts, cakes and flowers matching "${filter.query}" at Uphaar, delivered across India.`
      : "Search Uphaar's gifts, cakes and flowers by title, category or subcategory.",
    alternates: { canonical: canonicalHref(PATHS.searchResults, filter) },
    robots: { index: false, follow: true },
  };
}

/** `/search-results?query=…` (docs/contract.md, Screens: Search results). */
export default async function SearchResultsPage({ searchParams }: Props) {
  return <SearchResultsScreen searchParams={await searchParams} />;
}
