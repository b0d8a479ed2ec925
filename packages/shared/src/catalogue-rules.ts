/**
 * The product list's search, filter and sort rules, stated once (docs/contract.md, Screens:
 * Product list and Search results; docs/backend-contract.md "Extensions the storefront uses").
 * The reference backend's SQL (backend/src/routes/catalogue/product-filter.ts) takes its
 * parameter names, sort keys and tie-breaks from here; the storefront's local catalogue
 * (lib/backend/local-catalogue.ts) applies the same rules in memory for a backend that does not
 * filter itself. One table of cases (catalogue-rule-cases.ts) runs against both.
 */

export const SORTS = ["newest", "price-asc", "price-desc", "discount-desc", "relevance"] as const;
export type Sort = (typeof SORTS)[number];

/** The sort of a list that names none (an empty `sort` included). */
export const DEFAULT_SORT: Sort = "newest";

/** A product field a list is ordered by. */
export interface SortKey {
  field: "price" | "discount" | "createdAt" | "id";
  direction: "asc" | "desc";
}

/**
 * What breaks every tie, and the whole of `newest`: the newest product first, then the smaller
 * id. The whole-catalogue answer (`GET /api/client/search`) is in this order, so a list kept in
 * answer order needs no dates.
 */
export const NEWEST_FIRST: readonly SortKey[] = [
  { field: "createdAt", direction: "desc" },
  { field: "id", direction: "asc" },
];

/** Each sort's own key, ahead of NEWEST_FIRST; `newest` and `relevance` have none. */
export const SORT_KEYS = {
  newest: null,
  "price-asc": { field: "price", direction: "asc" },
  "price-desc": { field: "price", direction: "desc" },
  "discount-desc": { field: "discount", direction: "desc" },
  // Search's own order (search/rank.ts): its score first, then popularity; without search
  // text it is the newest first.
  relevance: null,
} as const satisfies Record<Sort, (SortKey & { field: "price" | "discount" }) | null>;

/** The sorts that rank by a field of their own (all but `newest` and `relevance`). */
export type RankedSort = { [S in Sort]: (typeof SORT_KEYS)[S] extends null ? never : S }[Sort];
export const RANKED_SORTS = SORTS.filter((sort): sort is RankedSort => SORT_KEYS[sort] !== null);

/** Every key `sort` orders by, tie-breaks included. */
export function sortKeys(sort: Sort): SortKey[] {
  const own = SORT_KEYS[sort];
  return own ? [own, ...NEWEST_FIRST] : [...NEWEST_FIRST];
}

/** Negative when `a` comes first under `key`, positive when `b` does, 0 on a tie. */
export function compareByKey(key: SortKey, a: number, b: number): number {
  return key.direction === "asc" ? a - b : b - a;
}

/** What decides which products match, named as the storefront's ProductFilter names it. */
export interface FilterCriteria {
  categoryIds?: readonly string[];
  subcategoryIds?: readonly string[];
  recipient?: string;
  query?: string;
  minPrice?: number;
  maxPrice?: number;
  discount?: number;
}

/**
 * Each criterion's query parameter on `GET /api/product/filter`, and what it means. A criterion
 * that is absent, an empty list, an empty text or a 0 discount does not narrow the list.
 */
export const FILTER_PARAMS = {
  /** Comma-separated category ids (§7's own); the product's category is one of them. */
  categoryIds: "categoryname",
  /** Comma-separated subcategory ids (extension); the product's subcategory is one of them. */
  subcategoryIds: "subcategory",
  /** A recipient slug (extension); the product is for it. A slug no page has matches nothing. */
  recipient: "recipient",
  /** Search text (extension): matchesSearch. */
  query: "q",
  /** Whole rupees (§7's own); the price is at least this. */
  minPrice: "minPrice",
  /** Whole rupees (§7's own); the price is at most this. */
  maxPrice: "maxPrice",
  /** A whole percent (§7's own); the discount is at least this. */
  discount: "discount",
} as const satisfies Record<keyof FilterCriteria, string>;

/** The parameters that order and page a list rather than decide its matches. */
export const LIST_PARAMS = { sort: "sort", page: "page", limit: "limit" } as const;

/**
 * The search rule (docs/contract.md, Screens: Search results): a product matches when its title,
 * its category name or its subcategory name contains the text, ignoring case and the text's
 * outer spaces. The fields are searched in SEARCH_FIELDS' order; a product matches on any.
 */
export const SEARCH_FIELDS = ["title", "categoryName", "subcategoryName"] as const;

/** The text a search looks for: trimmed and lower-cased (empty matches every product). */
export function searchNeedle(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether `name` contains `needle` (from searchNeedle): the search rule for one field. */
export function nameContains(name: string, needle: string): boolean {
  return name.toLowerCase().includes(needle);
}

/** The fields of a product the rules read. */
export interface RuledProduct {
  title: string;
  price: number;
  discount: number;
  categoryId: string;
  categoryName: string;
  subcategoryId: string | null;
  subcategoryName: string;
  recipients: readonly string[];
}

/** The search rule: whether `product` matches the search text `text`. */
export function matchesSearch(
  product: Pick<RuledProduct, (typeof SEARCH_FIELDS)[number]>,
  text: string,
): boolean {
  const needle = searchNeedle(text);
  return SEARCH_FIELDS.some((field) => nameContains(product[field], needle));
}

/** Whether `id` is among `ids`; no ids (absent or empty) accept every product. */
export function isOneOf(id: string | null, ids: readonly string[] | undefined): boolean {
  return !ids?.length || (id !== null && ids.includes(id));
}

/** Whether `price` lies in the criteria's inclusive price range. */
export function isWithinPrice(
  price: number,
  { minPrice, maxPrice }: Pick<FilterCriteria, "minPrice" | "maxPrice">,
): boolean {
  return (
    (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice)
  );
}

/** Whether `discount` is at least the wanted percent (none or 0: any). */
export function hasDiscount(discount: number, atLeast: number | undefined): boolean {
  return !atLeast || discount >= atLeast;
}

/** Every criterion at once, for one product: the rules as one function. */
export function matchesCriteria(product: RuledProduct, criteria: FilterCriteria): boolean {
  return (
    isOneOf(product.categoryId, criteria.categoryIds) &&
    isOneOf(product.subcategoryId, criteria.subcategoryIds) &&
    (criteria.recipient === undefined || product.recipients.includes(criteria.recipient)) &&
    (!criteria.query || matchesSearch(product, criteria.query)) &&
    isWithinPrice(product.price, criteria) &&
    hasDiscount(product.discount, criteria.discount)
  );
}
