import "server-only";
import { unstable_rethrow } from "next/navigation";
import { hasSearchWords, parseSearch, type DeliveryNeed } from "@giftshop/shared/search/query";
import {
  summarise,
  type SearchCategorySuggestion,
  type SearchPage,
  type Category,
  type CategoryProducts,
  type CategoryWithSubcategories,
  type Product,
  type ProductFilter,
  type ProductPage,
  type ProductSummary,
  type Review,
} from "@/lib/types";
import { CACHE_LIFE } from "@/lib/cache-life";
import {
  categoriesAnswer,
  categoryNamed,
  groupSubcategories,
  hasBareRefs,
  productAnswer,
  productListAnswer,
  productsByCategoryAnswer,
  reshapeCategory,
  reshapeProducts,
  reshapeReviews,
  reviewsAnswer,
  subcategoriesAnswer,
  subcategoryRefs,
  withNamedRefs,
} from "./catalogue-wire";
import { backendCapabilities, type BackendCapabilities } from "./capabilities";
import { BackendError, backendFetch } from "./fetch";
import { localCatalogue } from "./local-catalogue";
import { READ_BUDGET } from "./read-budget";
import { matchingCategories } from "./search-categories";
import { TAGS } from "./tags";
import { isBackendId } from "@giftshop/shared/validations/ids";

/** Catalogue reads are shared by every shopper: cached (CACHE_LIFE.catalogueRead), tagged. */
export const catalogueCache = (...tags: string[]) => ({
  next: { tags: [TAGS.catalogue, ...tags], revalidate: CACHE_LIFE.catalogueRead },
});

/** Every category, in the backend's order. */
export async function getCategories(): Promise<Category[]> {
  const wire = await backendFetch("/api/getcategories", categoriesAnswer, catalogueCache());
  return wire.map(reshapeCategory);
}

const getSubcategoryList = () =>
  backendFetch("/api/getsubcategories", subcategoriesAnswer, catalogueCache());

/** Categories with their subcategories (orphan subcategories dropped), for the header menu. */
export async function getCategoryMenu(): Promise<CategoryWithSubcategories[]> {
  const [categories, subcategories] = await Promise.all([getCategories(), getSubcategoryList()]);
  return groupSubcategories(categories, subcategories);
}

/**
 * The products with their category and subcategory named: the original backend sends both as
 * bare ids, looked up here in the (cached) lists. Products that name them already are left
 * as they are without a call; when the lists cannot be read, the products are kept unnamed.
 */
async function withNames<P extends ProductSummary>(products: P[]): Promise<P[]> {
  if (!products.some(hasBareRefs)) return products;
  try {
    const [categories, subcategories] = await Promise.all([getCategories(), getSubcategoryList()]);
    const refs = subcategoryRefs(subcategories);
    return products.map((product) => withNamedRefs(product, categories, refs));
  } catch (error) {
    unstable_rethrow(error);
    console.error("[catalogue] products keep bare category ids: the lists are unreadable:", error);
    return products;
  }
}

/**
 * Each category with its approved products (the home carousels); empty categories included.
 * The original backend names each group's category only by its name, looked up in the list; a
 * name the list does not have (yet: both are cached apart) leaves its group out.
 */
export async function getProductsByCategory(): Promise<CategoryProducts[]> {
  // The original backend lists every product in its groups: a whole catalogue's read.
  const answer = await backendFetch("/api/client/productsbycategory", productsByCategoryAnswer, {
    ...catalogueCache(),
    maxBytes: READ_BUDGET.catalogueBytes,
  });
  const byName = answer.categories.some((group) => typeof group.category === "string");
  const categories = byName ? await getCategories() : [];
  const groups: CategoryProducts[] = [];
  for (const group of answer.categories) {
    const category =
      typeof group.category === "string"
        ? categoryNamed(categories, group.category)
        : reshapeCategory(group.category);
    if (category) groups.push({ category, products: reshapeProducts(group.products) });
  }
  // The lists are cached reads, shared by every group (and memoised within a render).
  return Promise.all(
    groups.map(async ({ category, products }) => ({
      category,
      products: await withNames(products),
    })),
  );
}

/**
 * Approved products per category id, for the list's category filter. The reference backend
 * sends the counts with the categories; for a backend that does not, one cached filter call
 * per category asks for its total (never the whole catalogue), or, when the backend cannot
 * page, the storefront's local catalogue counts them.
 */
export async function getCategoryCounts(
  categories: readonly Category[],
): Promise<Map<string, number>> {
  if (categories.every((category) => category.productCount !== undefined)) {
    return new Map(categories.map((category) => [category.id, category.productCount ?? 0]));
  }
  if (!(await backendCapabilities()).filterPaging) return (await localCatalogue()).counts();
  const counts = await Promise.all(
    categories.map(async (category): Promise<[string, number]> => {
      if (category.productCount !== undefined) return [category.id, category.productCount];
      const page = await filterProducts({ categoryIds: [category.id], limit: 1 });
      return [category.id, page.total];
    }),
  );
  return new Map(counts);
}

/** Builds the filter call's query string from a ProductFilter (and a delivery need). */
export function filterQueryString(filter: ProductFilter & { delivery?: DeliveryNeed }): string {
  const params = new URLSearchParams();
  params.set("categoryname", (filter.categoryIds ?? []).join(","));
  if (filter.subcategoryIds?.length) params.set("subcategory", filter.subcategoryIds.join(","));
  if (filter.recipient) params.set("recipient", filter.recipient);
  if (filter.query) params.set("q", filter.query);
  params.set("minPrice", String(filter.minPrice ?? 0));
  params.set("maxPrice", String(filter.maxPrice ?? 10000));
  params.set("discount", filter.discount ? String(filter.discount) : "");
  if (filter.delivery) params.set("delivery", filter.delivery);
  if (filter.sort) params.set("sort", filter.sort);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  if (filter.limit) params.set("limit", String(filter.limit));
  return params.toString();
}

/**
 * Whether the backend's filter call can answer `filter` itself, page and total included. Text
 * goes to it only when it searches by the shared rules, so every backend finds the same
 * products for the same words (a backend that only matches substrings is read locally).
 */
function backendFilters(capabilities: BackendCapabilities, filter: ProductFilter): boolean {
  return (
    capabilities.filterPaging &&
    (!filter.query || capabilities.searchRelevance) &&
    (!filter.subcategoryIds?.length || capabilities.filterSubcategory) &&
    (filter.recipient === undefined || capabilities.filterRecipient)
  );
}

/** One page from the backend's filter call, with its search answer when it sent one. */
async function backendPage(
  filter: ProductFilter & { limit: number; delivery?: DeliveryNeed },
): Promise<ProductPage & Pick<SearchPage, "corrected" | "ignored">> {
  const answer = await backendFetch(
    `/api/product/filter?${filterQueryString(filter)}`,
    productListAnswer,
    catalogueCache(),
  );
  const products = (await withNames(reshapeProducts(answer.data))).map(summarise);
  return {
    products,
    total: answer.total ?? products.length,
    prices: answer.prices,
    page: answer.page ?? filter.page ?? 1,
    limit: filter.limit,
    corrected: answer.search?.corrected ?? null,
    ignored: answer.search?.ignored ?? [],
  };
}

/**
 * One page of approved products matching `filter`: from the backend's filter call when it
 * honours every extension the filter needs, else from the storefront's local catalogue with
 * the same rules (docs/backend-contract.md "Extensions the storefront uses"). Search text is
 * read as searchProducts reads it.
 */
export async function filterProducts(
  filter: ProductFilter & { limit: number },
): Promise<ProductPage> {
  if (filter.query) {
    const { products, total, page, limit } = await searchProducts(filter);
    return { products, total, page, limit };
  }
  const capabilities = await backendCapabilities();
  if (!backendFilters(capabilities, filter)) {
    const { products, total } = (await localCatalogue()).page(filter);
    return { products, total, page: filter.page ?? 1, limit: filter.limit };
  }
  // Without text, relevance is the newest first: a backend that does not rank is asked for that.
  const sort =
    filter.sort === "relevance" && !capabilities.searchRelevance ? "newest" : filter.sort;
  const { products, total, page, limit } = await backendPage({ ...filter, sort });
  return { products, total, page, limit };
}

/**
 * Search results for `filter.query` as a shopper typed it, by the shared search rules
 * (@giftshop/shared/search) on every backend: its words found anywhere in a product and ranked
 * (`sort` defaults to relevance), a typo corrected, and its price and delivery words applied as
 * filters and answered as chips. A price the filter sets itself (the list's slider) wins over
 * the text's. Delivery words apply only where the backend knows delivery kinds; elsewhere they
 * are left out of the words (or, when they are all the text says, searched as words). Blank
 * text, or text of only stop words and no filter, finds nothing.
 *
 * @example searchProducts({ query: "red roses under 500", limit: 24 })
 *   // → roses up to ₹500, best first, chips: [{ kind: "price", label: "Under ₹500", … }]
 */
export async function searchProducts(
  filter: ProductFilter & { limit: number },
): Promise<SearchPage> {
  const intent = parseSearch(filter.query ?? "");
  const priceNamed = intent.minPrice !== undefined || intent.maxPrice !== undefined;
  const priceUsed = priceNamed && filter.minPrice === undefined && filter.maxPrice === undefined;
  const capabilities = await backendCapabilities();
  const onBackend = capabilities.searchRelevance && backendFilters(capabilities, filter);
  const delivery = onBackend && capabilities.deliveryFilter ? intent.delivery : undefined;

  let text = intent.text;
  if (intent.delivery && !delivery && !priceNamed && !hasSearchWords(intent.text)) {
    text = (filter.query ?? "").trim().toLowerCase();
  }
  const nothing = { products: [], total: 0, page: filter.page ?? 1, limit: filter.limit };
  if (!hasSearchWords(text) && !priceNamed && !delivery) {
    return { ...nothing, prices: null, corrected: null, ignored: [], chips: [] };
  }
  const criteria: ProductFilter & { limit: number; delivery?: DeliveryNeed } = {
    ...filter,
    query: text || undefined,
    minPrice: priceUsed ? intent.minPrice : filter.minPrice,
    maxPrice: priceUsed ? intent.maxPrice : filter.maxPrice,
    sort: filter.sort ?? "relevance",
    ...(delivery ? { delivery } : {}),
  };
  const chips = intent.chips.filter(
    (chip) =>
      chip.kind === "eggless" ||
      (chip.kind === "price" && priceUsed) ||
      (chip.kind === "delivery" && delivery !== undefined),
  );
  if (!onBackend) {
    const { products, total, prices, corrected, ignored } = (await localCatalogue()).page(criteria);
    const page = filter.page ?? 1;
    return { products, total, prices, page, limit: filter.limit, corrected, ignored, chips };
  }
  return { ...(await backendPage(criteria)), chips };
}

/**
 * Whether `id` can be a product id. Ids are opaque to the storefront (the reference backend's
 * are 24 hex digits, another backend's need not be); this bounds them to a sane path segment,
 * so that no other text is ever sent to the backend as one.
 */
export function isProductId(id: string): boolean {
  return isBackendId(id);
}

/**
 * A backend keyed by MongoDB ObjectIds refuses an id that cannot be one with Mongoose's cast
 * error; the original backend sends it as a 500 (`error: 'Cast to ObjectId failed for value
 * "not-an-id" … at path "_id" …'`). No product can have such an id: it is not found.
 */
const UNCASTABLE_ID = /^Cast to ObjectId failed for value .* at path "_id"/;

const isUnknownProduct = (error: unknown) =>
  error instanceof BackendError &&
  (error.status === 404 || error.status === 400 || UNCASTABLE_ID.test(error.detail ?? ""));

/** The product, or null when the id is malformed or the backend does not know it. */
export async function getProduct(id: string): Promise<Product | null> {
  if (!isProductId(id)) return null;
  try {
    const wire = await backendFetch(
      `/api/products/${encodeURIComponent(id)}`,
      productAnswer,
      catalogueCache(TAGS.product(id)),
    );
    return (await withNames(reshapeProducts([wire])))[0] ?? null;
  } catch (error) {
    if (isUnknownProduct(error)) return null;
    throw error;
  }
}

/** A 404: the backend lacks the route (the original answers Express's HTML page) or the id. */
const isNotFound = (error: unknown) => error instanceof BackendError && error.status === 404;

/**
 * A product's reviews as a backend keeps them: newest first, and whether the backend takes
 * reviews at all (the original has no reviews route, so the page offers no form there).
 */
export interface ProductReviewsRead {
  reviews: Review[];
  taken: boolean;
}

/**
 * The product's reviews, newest first; none from a backend without reviews (the original has
 * no such route: `taken` false) or for a product it does not know.
 */
export async function getReviews(productId: string): Promise<ProductReviewsRead> {
  try {
    const wire = await backendFetch(
      `/api/product/reviews/${encodeURIComponent(productId)}`,
      reviewsAnswer,
      catalogueCache(TAGS.reviews(productId)),
    );
    return { reviews: reshapeReviews(wire), taken: true };
  } catch (error) {
    if (isNotFound(error)) return { reviews: [], taken: false };
    throw error;
  }
}

/** How many related products the storefront works out itself, as the reference backend sends. */
const RELATED_LIMIT = 12;

/**
 * Other products of the same category, never the product itself. A backend without the call
 * (the original) gets them worked out from the local catalogue: same category, same
 * subcategory first, newest first; none for a product the backend does not know.
 */
export async function getRelatedProducts(productId: string): Promise<Product[]> {
  try {
    const answer = await backendFetch(
      `/api/product/related/${encodeURIComponent(productId)}`,
      productListAnswer,
      catalogueCache(TAGS.product(productId)),
    );
    const related = reshapeProducts(answer.data).filter((product) => product.id !== productId);
    return await withNames(related);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // A 404 for a product the backend knows means the route is missing.
  if (!(await getProduct(productId))) return [];
  const ids = (await localCatalogue()).related(productId, RELATED_LIMIT);
  // The page's type is the whole product; each is the product page's own cached read.
  const products = await Promise.all(ids.map((id) => getProduct(id).catch(() => null)));
  return products.filter((product) => product !== null);
}

/** What the search box offers for a text: products, categories and the text's correction. */
export interface SuggestionsRead {
  /** At most `limit`, best first. */
  products: ProductSummary[];
  categories: SearchCategorySuggestion[];
  corrected: string | null;
}

/**
 * The search box's suggestions for `query` (as typed, its last word unfinished): the `limit`
 * best products by the shared search rules, its price and delivery words left out, and at most
 * four categories or subcategories whose names hold its words. From the backend's search list
 * when it ranks by the shared rules, its answers shared by every shopper and kept a minute (a
 * popular prefix costs the backend one query a minute); else from the local catalogue.
 */
export async function searchSuggestions(query: string, limit: number): Promise<SuggestionsRead> {
  const { text } = parseSearch(query);
  if (!hasSearchWords(text)) return { products: [], categories: [], corrected: null };
  const { products, corrected } = await suggestedProducts(text, limit);
  const categories = await suggestedCategories(corrected ?? text);
  return { products, categories, corrected };
}

async function suggestedProducts(text: string, limit: number) {
  const capabilities = await backendCapabilities();
  if (!capabilities.searchText || !capabilities.searchRelevance) {
    return (await localCatalogue()).suggest(text, limit);
  }
  const params = new URLSearchParams({ q: text, limit: String(limit) });
  const answer = await backendFetch(`/api/client/search?${params}`, productListAnswer, {
    next: { tags: [TAGS.catalogue], revalidate: CACHE_LIFE.searchSuggestions },
  });
  const products = await withNames(reshapeProducts(answer.data).slice(0, limit));
  return { products: products.map(summarise), corrected: answer.search?.corrected ?? null };
}

/** The categories named by `text`; none when the menu cannot be read (products still show). */
async function suggestedCategories(text: string): Promise<SearchCategorySuggestion[]> {
  try {
    return matchingCategories(await getCategoryMenu(), text);
  } catch (error) {
    unstable_rethrow(error);
    console.error(
      "[catalogue] search suggestions without categories: the menu is unreadable:",
      error,
    );
    return [];
  }
}

/**
 * Every approved product id, for the sitemap. The spec's whole-catalogue list is the only call
 * that has them all; it is read per sitemap request and not kept, since at 100,000 products
 * it is tens of megabytes (and the Data Cache refuses entries over 2 MB). A backend without
 * it (the original) is answered from the local catalogue, which reads the filter instead.
 */
export async function getAllProductIds(): Promise<string[]> {
  try {
    const answer = await backendFetch("/api/client/search", productListAnswer, {
      cache: "no-store",
      maxBytes: READ_BUDGET.catalogueBytes,
    });
    return reshapeProducts(answer.data).map((product) => product.id);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return (await localCatalogue()).ids();
  }
}
