import "server-only";
import type {
  Category,
  CategoryProducts,
  CategoryWithSubcategories,
  Product,
  ProductFilter,
  ProductPage,
  ProductSummary,
  Review,
} from "@/lib/types";
import {
  categoriesAnswer,
  groupSubcategories,
  productAnswer,
  productListAnswer,
  productsByCategoryAnswer,
  reshapeCategory,
  reshapeProducts,
  reshapeReviews,
  reviewsAnswer,
  subcategoriesAnswer,
  summarise,
} from "./catalogue-wire";
import { BackendError, backendFetch } from "./fetch";
import { TAGS } from "./tags";

export { imageUrl } from "./catalogue-wire";

/** Catalogue reads are shared by every shopper: cached for 5 minutes, tagged for revalidation. */
const catalogueCache = (...tags: string[]) => ({
  next: { tags: [TAGS.catalogue, ...tags], revalidate: 300 },
});

/** Every category, in the backend's order. */
export async function getCategories(): Promise<Category[]> {
  const wire = await backendFetch("/api/getcategories", categoriesAnswer, catalogueCache());
  return wire.map(reshapeCategory);
}

/** Categories with their subcategories (orphan subcategories dropped), for the header menu. */
export async function getCategoryMenu(): Promise<CategoryWithSubcategories[]> {
  const [categories, subcategories] = await Promise.all([
    getCategories(),
    backendFetch("/api/getsubcategories", subcategoriesAnswer, catalogueCache()),
  ]);
  return groupSubcategories(categories, subcategories);
}

/** Each category with its approved products (the home carousels); empty categories included. */
export async function getProductsByCategory(): Promise<CategoryProducts[]> {
  const answer = await backendFetch(
    "/api/client/productsbycategory",
    productsByCategoryAnswer,
    catalogueCache(),
  );
  return answer.categories.map((group) => ({
    category: reshapeCategory(group.category),
    products: reshapeProducts(group.products),
  }));
}

/** Builds the filter call's query string from a ProductFilter. */
export function filterQueryString(filter: ProductFilter): string {
  const params = new URLSearchParams();
  params.set("categoryname", (filter.categoryIds ?? []).join(","));
  if (filter.subcategoryIds?.length) params.set("subcategory", filter.subcategoryIds.join(","));
  if (filter.recipient) params.set("recipient", filter.recipient);
  if (filter.query) params.set("q", filter.query);
  params.set("minPrice", String(filter.minPrice ?? 0));
  params.set("maxPrice", String(filter.maxPrice ?? 10000));
  params.set("discount", filter.discount ? String(filter.discount) : "");
  if (filter.sort) params.set("sort", filter.sort);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  if (filter.limit) params.set("limit", String(filter.limit));
  return params.toString();
}

/** One page of approved products matching `filter`. */
export async function filterProducts(filter: ProductFilter): Promise<ProductPage> {
  const answer = await backendFetch(
    `/api/product/filter?${filterQueryString(filter)}`,
    productListAnswer,
    catalogueCache(),
  );
  const products = reshapeProducts(answer.data);
  return {
    products,
    total: answer.total ?? products.length,
    page: answer.page ?? filter.page ?? 1,
    limit: filter.limit ?? products.length,
  };
}

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The product, or null when the id is malformed or the backend does not know it. */
export async function getProduct(id: string): Promise<Product | null> {
  if (!PRODUCT_ID.test(id)) return null;
  try {
    const wire = await backendFetch(
      `/api/products/${encodeURIComponent(id)}`,
      productAnswer,
      catalogueCache(TAGS.product(id)),
    );
    return reshapeProducts([wire])[0] ?? null;
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

/** The product's reviews, newest first. */
export async function getReviews(productId: string): Promise<Review[]> {
  const wire = await backendFetch(
    `/api/product/reviews/${encodeURIComponent(productId)}`,
    reviewsAnswer,
    catalogueCache(TAGS.reviews(productId)),
  );
  return reshapeReviews(wire);
}

/** Other products of the same category, never the product itself. */
export async function getRelatedProducts(productId: string): Promise<Product[]> {
  const answer = await backendFetch(
    `/api/product/related/${encodeURIComponent(productId)}`,
    productListAnswer,
    catalogueCache(TAGS.product(productId)),
  );
  return reshapeProducts(answer.data).filter((product) => product.id !== productId);
}

/**
 * The whole approved catalogue as card summaries, for search. The spec's box downloads it in
 * the browser; here it stays on the server, in memory, refreshed every 5 minutes, because the
 * Data Cache refuses entries over 2 MB and a big catalogue's list is far larger.
 */
export async function getSearchIndex(): Promise<ProductSummary[]> {
  const now = Date.now();
  if (searchIndex && now - searchIndex.at < SEARCH_INDEX_TTL_MS) return searchIndex.products;
  if (searchIndex && !refreshing) {
    // Serve the stale copy at once and refresh behind it.
    refreshing = loadSearchIndex().finally(() => (refreshing = null));
    return searchIndex.products;
  }
  refreshing ??= loadSearchIndex().finally(() => (refreshing = null));
  return refreshing;
}

const SEARCH_INDEX_TTL_MS = 5 * 60 * 1000;
let searchIndex: { at: number; products: ProductSummary[] } | null = null;
let refreshing: Promise<ProductSummary[]> | null = null;

async function loadSearchIndex(): Promise<ProductSummary[]> {
  const answer = await backendFetch("/api/client/search", productListAnswer, { cache: "no-store" });
  const products = reshapeProducts(answer.data).map(summarise);
  searchIndex = { at: Date.now(), products };
  return products;
}

/** Forgets the in-memory search list, so the next search reads the backend again. */
export function clearSearchIndex(): void {
  searchIndex = null;
}
