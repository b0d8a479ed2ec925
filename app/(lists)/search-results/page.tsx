import type { Metadata } from "next";
import {
  SearchResultsScreen,
  searchResultsMetadata,
} from "@/components/catalogue/search-results-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchResultsMetadata(await searchParams);
}

/**
 * `/search-results?query=…` (docs/contract.md, Screens: Search results), rendered per request;
 * the category and subcategory names shoppers search most go to the cached twin instead
 * (lib/catalogue/cached-list.ts).
 */
export default async function SearchResultsPage({ searchParams }: Props) {
  return <SearchResultsScreen searchParams={await searchParams} />;
}
