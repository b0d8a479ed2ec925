import type { ProductSummary } from "@/lib/types";

/** The search text as the spec's results URL carries it: trimmed and lower-cased. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase();
}

/** seed-spec §5: a case-insensitive substring of the title, category name or subcategory name. */
export function matchesQuery(product: ProductSummary, query: string): boolean {
  const needle = normaliseQuery(query);
  if (!needle) return false;
  return [product.title, product.categoryName, product.subcategoryName].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** The products matching `query` (none for blank text), at most `limit` of them. */
export function searchProducts(
  products: readonly ProductSummary[],
  query: string,
  limit = Infinity,
): ProductSummary[] {
  if (!normaliseQuery(query)) return [];
  const found: ProductSummary[] = [];
  for (const product of products) {
    if (found.length >= limit) break;
    if (matchesQuery(product, query)) found.push(product);
  }
  return found;
}

/** The `/search-results` address for what the shopper typed, or null for blank text. */
export function searchResultsHref(text: string): string | null {
  const query = normaliseQuery(text);
  return query ? `/search-results?query=${encodeURIComponent(query)}` : null;
}
