import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductListScreen, productListMetadata } from "@/components/catalogue/product-list-screen";
import {
  SearchResultsScreen,
  searchResultsMetadata,
} from "@/components/catalogue/search-results-screen";
import { listParamsFromKey } from "@/lib/catalogue/cached-list";
import { CACHED_LIST_ROUTES } from "@/lib/catalogue/list-view-rewrite";

type Props = { params: Promise<{ route: string; key: string }> };

/**
 * The cached twin of `/products`, `/productlist` and `/search-results`
 * (lib/catalogue/cached-list.ts): their common filters and searches are rewritten here, and
 * proxy.ts refuses this path to browsers, so shoppers only ever see the public address.
 * Rendered on first visit, regenerated at most every minute (the edge's s-maxage,
 * docs/scale-out.md "How fresh"). The number is CACHE_LIFE.cataloguePage (lib/cache-life.ts),
 * written out because Next reads it as written.
 */
export const revalidate = 60;
export function generateStaticParams(): { route: string; key: string }[] {
  return [];
}

function routeOf(route: string) {
  return CACHED_LIST_ROUTES.find((known) => known === route);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route, key } = await params;
  const searchParams = listParamsFromKey(key);
  if (routeOf(route) === "search-results") return searchResultsMetadata(searchParams);
  return productListMetadata(searchParams);
}

export default async function CachedListPage({ params }: Props) {
  const { route, key } = await params;
  const known = routeOf(route);
  if (!known) notFound();
  const searchParams = listParamsFromKey(key);
  if (known === "search-results") return <SearchResultsScreen searchParams={searchParams} />;
  return <ProductListScreen pathname={`/${known}`} searchParams={searchParams} />;
}
