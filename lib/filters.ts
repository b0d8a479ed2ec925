/**
 * The product-list filter as it lives in the URL (DESIGN.md "Rendering"): parsed from the
 * search params, written back into an address, so every list is shareable and crawlable.
 *
 * URL parameters (FILTER_PARAMS: the edge's cache key holds the same names), all optional; a
 * bad value is ignored, never an error page:
 * - `category`: a category NAME, case-insensitive, repeatable. The home slider links
 *   `/products?category=Cakes`, and a one-category filter is written the same way, so the
 *   slider link and the filtered list are one URL.
 * - `cat`: comma-separated category ids; written when two or more categories are ticked.
 * - `query`: search text (search results only), trimmed and lower-cased as docs/contract.md,
 * Screens: Search results says.
 * - `min`, `max`: whole rupees from 0 to 10000 (swapped when given the wrong way round).
 * - `discount`: minimum discount percent, one of DISCOUNT_CHOICES.
 * - `sort`: one of SORTS; the default (defaultSort) is never written: `relevance` for search
 *   results (a filter with search text), `newest` for every other list.
 * - `page`: from 1; 1 is never written.
 */
import { formatINR } from "@giftshop/shared/money";
import { FILTER_PARAMS } from "@/lib/routing/page-query";
import { normaliseQuery } from "@/lib/search";
import {
  DISCOUNT_CHOICES,
  SORTS,
  type Category,
  type PriceRange,
  type ProductFilter,
  type ProductSummary,
  type Sort,
} from "@/lib/types";

/** The price slider's range (docs/contract.md, Constants). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10000;
/** Products per list page: 12 rows of two on a phone. */
export const PAGE_SIZE = 24;
/** The list title's category when none is chosen (docs/contract.md, Screens: Product list). */
export const DEFAULT_LIST_CATEGORY = "Birthday Wish List";

/** What the sort select shows for each sort. */
export const SORT_LABELS: Record<Sort, string> = {
  newest: "Newest",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  "discount-desc": "Biggest Discount",
  relevance: "Relevance",
};

/** Search params as a page receives them, or as the browser holds them. */
export type SearchParamsInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

type CategoryRef = Pick<Category, "id" | "name">;

function allValues(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : [...value];
}

// Plain readers, not zod: the list's client islands import this module (filterHref), and zod
// would weigh on every list page's first load.
/** Reads one URL value as T, or undefined when it is not one. */
type ValueReader<T> = (value: string) => T | undefined;

const wholeNumber =
  (min: number, max: number): ValueReader<number> =>
  (value) => {
    const digits = value.trim();
    if (!/^\d{1,6}$/.test(digits)) return undefined;
    const number = Number(digits);
    return number >= min && number <= max ? number : undefined;
  };

const rupees = wholeNumber(PRICE_MIN, PRICE_MAX);
const pageNumber = wholeNumber(1, 100_000);
const discountChoice: ValueReader<number> = (value) => {
  const percent = wholeNumber(0, 100)(value);
  return DISCOUNT_CHOICES.some((choice) => choice === percent) ? percent : undefined;
};
const sortChoice: ValueReader<Sort> = (value) => SORTS.find((sort) => sort === value);
const queryText: ValueReader<string> = (value) => {
  const query = normaliseQuery(value);
  return query.length >= 1 && query.length <= 200 ? query : undefined;
};

/** The first value of `key` that `read` accepts, or undefined. */
function pick<T>(params: SearchParamsInput, key: string, read: ValueReader<T>): T | undefined {
  for (const value of allValues(params, key)) {
    const parsed = read(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

/** Category ids named by `category` (names) and `cat` (ids), in shop order; unknown ones dropped. */
function pickCategories(
  params: SearchParamsInput,
  categories: readonly CategoryRef[],
): string[] | undefined {
  const names = new Set(
    allValues(params, FILTER_PARAMS.categoryNames).map((name) => name.trim().toLowerCase()),
  );
  const ids = new Set(
    allValues(params, FILTER_PARAMS.categoryIds).flatMap((list) =>
      list.split(",").map((id) => id.trim()),
    ),
  );
  const chosen = categories
    .filter((category) => names.has(category.name.toLowerCase()) || ids.has(category.id))
    .map((category) => category.id);
  return chosen.length > 0 ? chosen : undefined;
}

/**
 * Reads a ProductFilter from URL search params. `categories` are the shop's categories: names
 * and ids not among them are dropped (so a stale link shows the whole list, not an error).
 */
export function parseFilter(
  params: SearchParamsInput,
  categories: readonly CategoryRef[] = [],
): ProductFilter {
  let minPrice = pick(params, FILTER_PARAMS.minPrice, rupees);
  let maxPrice = pick(params, FILTER_PARAMS.maxPrice, rupees);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const filter: ProductFilter = {
    categoryIds: pickCategories(params, categories),
    query: pick(params, FILTER_PARAMS.query, queryText),
    minPrice,
    maxPrice,
    discount: pick(params, FILTER_PARAMS.discount, discountChoice),
    sort: pick(params, FILTER_PARAMS.sort, sortChoice),
    page: pick(params, FILTER_PARAMS.page, pageNumber),
  };
  return withoutDefaults(filter);
}

/**
 * The sort a list has when its address names none: search results rank by relevance, every
 * other list shows the newest first. Search text is only ever on the search results page, so
 * the filter itself says which list it is, and every caller (parse, links, the sort select)
 * agrees without being told the page.
 */
export function defaultSort(filter: Pick<ProductFilter, "query">): Sort {
  return filter.query ? "relevance" : "newest";
}

/** Drops default and empty values, so equal filters compare and serialise equally. */
function withoutDefaults(filter: ProductFilter): ProductFilter {
  const clean: ProductFilter = {};
  if (filter.categoryIds?.length) clean.categoryIds = filter.categoryIds;
  if (filter.subcategoryIds?.length) clean.subcategoryIds = filter.subcategoryIds;
  if (filter.recipient) clean.recipient = filter.recipient;
  if (filter.query) clean.query = filter.query;
  if (filter.minPrice !== undefined && filter.minPrice > PRICE_MIN)
    clean.minPrice = filter.minPrice;
  if (filter.maxPrice !== undefined && filter.maxPrice < PRICE_MAX)
    clean.maxPrice = filter.maxPrice;
  if (filter.discount) clean.discount = filter.discount;
  if (filter.sort && filter.sort !== defaultSort(filter)) clean.sort = filter.sort;
  if (filter.page && filter.page > 1) clean.page = filter.page;
  return clean;
}

/**
 * The address of `pathname` showing `filter`, defaults left out. With `categories`, a single
 * chosen category is written by name (`?category=Cakes`), as the home slider links it.
 */
export function filterHref(
  pathname: string,
  filter: ProductFilter,
  categories: readonly CategoryRef[] = [],
): string {
  const clean = withoutDefaults(filter);
  const parts: string[] = [];
  const add = (key: string, value: string | number) =>
    parts.push(`${key}=${encodeURIComponent(String(value))}`);

  const ids = clean.categoryIds ?? [];
  const single = ids.length === 1 ? categories.find((category) => category.id === ids[0]) : null;
  if (single) add(FILTER_PARAMS.categoryNames, single.name);
  else if (ids.length > 0)
    parts.push(`${FILTER_PARAMS.categoryIds}=${ids.map(encodeURIComponent).join(",")}`);
  if (clean.query) add(FILTER_PARAMS.query, clean.query);
  if (clean.minPrice !== undefined) add(FILTER_PARAMS.minPrice, clean.minPrice);
  if (clean.maxPrice !== undefined) add(FILTER_PARAMS.maxPrice, clean.maxPrice);
  if (clean.discount) add(FILTER_PARAMS.discount, clean.discount);
  if (clean.sort) add(FILTER_PARAMS.sort, clean.sort);
  if (clean.page) add(FILTER_PARAMS.page, clean.page);
  return parts.length > 0 ? `${pathname}?${parts.join("&")}` : pathname;
}

/**
 * The canonical address of a list: only what changes what the page is about (one category by
 * name, the search text, the page), never price, discount or sort noise.
 */
export function canonicalHref(
  pathname: string,
  filter: ProductFilter,
  categories: readonly CategoryRef[] = [],
): string {
  const ids = filter.categoryIds ?? [];
  return filterHref(
    pathname,
    { categoryIds: ids.length === 1 ? ids : undefined, query: filter.query, page: filter.page },
    categories,
  );
}

/**
 * The discount option rule (docs/contract.md, Behaviour): picking a choice selects it; picking it
 * again clears it.
 */
export function toggleDiscount(current: number | undefined, picked: number): number | undefined {
  return current === picked ? undefined : picked;
}

/** True when the filter narrows the list beyond its category, recipient or search text. */
export function hasNarrowing(filter: ProductFilter): boolean {
  return (
    filter.minPrice !== undefined || filter.maxPrice !== undefined || filter.discount !== undefined
  );
}

/** The cheapest and dearest price among `products`, null when there are none. */
export function priceRangeOf(
  products: readonly Pick<ProductSummary, "price">[],
): PriceRange | null {
  if (products.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const { price } of products) {
    min = Math.min(min, price);
    max = Math.max(max, price);
  }
  return { min, max };
}

/**
 * The price slider's ends for the prices of some products: the cheapest and dearest rounded out
 * to whole ₹100 (so every step of the slider is a round figure and both ends are reachable);
 * 0–10000 when there are no products.
 */
export function priceBounds(prices: PriceRange | null): PriceRange {
  if (!prices) return { min: PRICE_MIN, max: PRICE_MAX };
  const min = Math.floor(prices.min / 100) * 100;
  const max = Math.max(Math.ceil(prices.max / 100) * 100, min + 100);
  return { min, max };
}

/** One filter a list shows as applied, and the address of the list without it. */
export interface AppliedFilter {
  /** What the chip reads: "Cakes", "₹500 – ₹1,000", "20% or more off". */
  label: string;
  /** What a screen reader hears for its button: "Remove filter: Cakes". */
  removeLabel: string;
  href: string;
}

/**
 * The filters a list shows as chips above its products, each with the address that drops it
 * alone (categories one by one, the price range, the discount): what a shopper sees narrowed
 * and can undo without opening the panel. Sort, page and the search text are not filters here.
 */
export function appliedFilters(
  pathname: string,
  filter: ProductFilter,
  categories: readonly CategoryRef[] = [],
): AppliedFilter[] {
  const base: ProductFilter = { ...filter, page: undefined };
  const chip = (label: string, without: ProductFilter): AppliedFilter => ({
    label,
    removeLabel: `Remove filter: ${label}`,
    href: filterHref(pathname, without, categories),
  });
  const chips: AppliedFilter[] = [];
  for (const id of filter.categoryIds ?? []) {
    const name = categories.find((category) => category.id === id)?.name;
    if (!name) continue;
    const left = filter.categoryIds!.filter((other) => other !== id);
    chips.push(chip(name, { ...base, categoryIds: left.length > 0 ? left : undefined }));
  }
  const { minPrice, maxPrice } = filter;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `${formatINR(minPrice)} – ${formatINR(maxPrice)}`
        : minPrice !== undefined
          ? `${formatINR(minPrice)} and above`
          : `Up to ${formatINR(maxPrice!)}`;
    chips.push(chip(label, { ...base, minPrice: undefined, maxPrice: undefined }));
  }
  if (filter.discount !== undefined) {
    chips.push(chip(`${filter.discount}% or more off`, { ...base, discount: undefined }));
  }
  return chips;
}
