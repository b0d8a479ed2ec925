import "server-only";
import { createHash } from "node:crypto";
import { recipientsOf, RECIPIENT_SLUGS } from "@giftshop/shared/recipients";
import { searchTerms } from "@giftshop/shared/search/query";
import { SearchIndex, type IndexedProduct } from "@giftshop/shared/search/search-index";
import type { PriceRange, ProductFilter, ProductSummary, Sort } from "@/lib/types";
import { CACHE_LIFE } from "@/lib/cache-life";
import { discountPercent } from "@giftshop/shared/money";
import {
  compareByKey,
  DEFAULT_SORT,
  hasDiscount,
  isOneOf,
  isWithinPrice,
  nameContains,
  RANKED_SORTS,
  SORT_KEYS,
  searchNeedle,
} from "@giftshop/shared/catalogue-rules";
import {
  categoriesAnswer,
  isObjectId,
  productListAnswer,
  reshapeSummary,
  subcategoriesAnswer,
  summaryWire,
} from "./catalogue-wire";
import { BackendError } from "./fetch";
import { keptFresh } from "./kept-fresh";
import { jsonListItems } from "./json-list";
import { READ_BUDGET } from "./read-budget";
import { getJsonOutsideCache, getTextOutsideCache } from "./unshared-get";

/**
 * The storefront's own copy of the approved catalogue, for a backend that does not search by
 * the shared rules, page or scope its lists (docs/backend-contract.md "Extensions the
 * storefront uses"): read from `GET /api/client/search` (every approved product, newest
 * first), or, from a backend without that call (the original), from `GET /api/product/filter`
 * with no criteria; kept in process memory and read again every 5 minutes, like the
 * catalogue's cached pages. Lists, counts and suggestions are then filtered, sorted and paged
 * here with the backend's own rules, so a shopper sees the same page whichever backend
 * answers. Search text is read by the shared search rules (@giftshop/shared/search): words,
 * synonyms, typos and relevance, through a SearchIndex built on the first search of each copy.
 *
 * It is kept column by column (typed arrays, one string per field) rather than as objects:
 * at 100,000 products that is the difference between tens and hundreds of megabytes
 * (docs/performance.md "The local catalogue").
 */

/** More products than this are not kept (the newest are); a warning says so. */
const LOCAL_CATALOGUE_MAX_PRODUCTS = 250_000;
/** Filters whose match sets are kept (each is one byte per product: 100 kB at 100,000). */
const MATCH_SETS_KEPT = 16;
/**
 * Search texts whose ranked matches are kept, four bytes per match: a results page's text and
 * the words shoppers are typing into the search box.
 */
const SEARCHES_KEPT = 32;
/** Read again as often as the catalogue cache is revalidated. */
const CATALOGUE_TTL_MS = CACHE_LIFE.catalogueRead * 1000;
/** Taken from the whole catalogue answer only while it is read (a slow backend gets long). */
const CATALOGUE_TIMEOUT_MS = 60_000;

interface Named {
  id: string | null;
  name: string;
  /** The name lower-cased, for text search. */
  lower: string;
}

/** The catalogue, columnar; product i is newest-first position i. */
interface Columns {
  size: number;
  ids: string[];
  titles: string[];
  images: string[];
  /** The image's alt text when it is not the title. */
  alts: (string | undefined)[];
  price: Int32Array;
  oldPrice: Int32Array;
  discount: Uint8Array;
  category: Uint16Array;
  subcategory: Uint16Array;
  /** Bit r set when the product is for RECIPIENT_SLUGS[r]. */
  recipients: Uint16Array;
  /** Its review count (ties in relevance go to the more reviewed); 0 when the wire says none. */
  popularity: Int32Array;
  /** Its type and flavour ("Eggless", "Chocolate"), as an index into `details`. */
  detail: Uint32Array;
  /** Each distinct "type flavour" text once. */
  details: string[];
  categories: Named[];
  /** Index 0 is "no subcategory". */
  subcategories: Named[];
  /** Lower-cased titles joined by "\n"; title i starts at titleStart[i]. */
  haystack: string;
  titleStart: Int32Array;
  /** Positions in each ranked sort's order (catalogue-rules' SORT_KEYS, ties newest first). */
  orders: ReadonlyMap<Sort, Int32Array>;
}

/** A page of matches and how many there are in all. */
interface LocalPage {
  products: ProductSummary[];
  total: number;
  /** The cheapest and dearest price among all the matches, null when none match. */
  prices: PriceRange | null;
  /** The search text as corrected ("rosse" → "rose"), or null when no word was corrected. */
  corrected: string | null;
  /** Words no product holds, set aside because other words remained. */
  ignored: string[];
}

/** The best matches for a search box's text, and its correction. */
interface LocalSuggestions {
  products: ProductSummary[];
  corrected: string | null;
}

export interface LocalCatalogue {
  readonly size: number;
  /**
   * One page of `filter` (page from 1, `limit` per page), as `GET /api/product/filter` would;
   * `filter.query` is the text to find (its price and delivery words already taken out) and
   * `relevance` orders by the search rules.
   */
  page(filter: ProductFilter & { limit: number }): LocalPage;
  /** The `limit` best matches for `text` by the search rules, its last word read as a prefix. */
  suggest(text: string, limit: number): LocalSuggestions;
  /** Approved products per category id. */
  counts(): Map<string, number>;
  /** Every product id, newest first. */
  ids(): string[];
  /**
   * Up to `limit` other products of `productId`'s category, its subcategory first, newest
   * first (the reference backend's related products); none for an unknown id.
   */
  related(productId: string, limit: number): string[];
}

/**
 * Reads one product of the whole-catalogue list by catalogue-wire's rules for a card's fields:
 * null when it breaks the contract, "hidden" when the backend marked it unapproved. zod's parse
 * of these few fields is about 0.3 s of CPU at 100,000 products, spread over the chunks
 * (docs/performance.md "The local catalogue").
 */
function readListed(item: unknown): Listed | "hidden" | null {
  const parsed = summaryWire.safeParse(item);
  if (!parsed.success) return null;
  if (parsed.data.approved === false) return "hidden";
  const { type, flavor } = parsed.data;
  return {
    summary: reshapeSummary(parsed.data),
    detail: type && flavor ? `${type} ${flavor}` : type || flavor,
  };
}

/** A product of the list as kept: its card, and the words search reads besides its names. */
interface Listed {
  summary: ProductSummary;
  detail: string;
}

/**
 * The products of the search answer: given its text (as read from the backend), the text of
 * each product, parsed one by one while the copy is built (jsonListItems); given a parsed
 * answer, its own array.
 */
function listOf(searchAnswer: unknown): unknown[] {
  if (typeof searchAnswer === "string") {
    const items = jsonListItems(searchAnswer);
    if (!items) throw new Error("the whole-catalogue call answered no list of products");
    return items;
  }
  productListAnswer.parse(searchAnswer);
  return Array.isArray(searchAnswer) ? searchAnswer : (searchAnswer as { data: unknown[] }).data;
}

/** Products read between two turns of the event loop, so requests go on being served. */
const CHUNK = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the columns from the three catalogue answers. At 100,000 products this takes a
 * second or two of CPU, handed out in chunks: the storefront keeps answering meanwhile.
 */
export async function buildCatalogue(
  searchAnswer: unknown,
  categoriesWire: unknown,
  subcategoriesWire: unknown,
): Promise<LocalCatalogue> {
  const list = listOf(searchAnswer);
  const categoryRows = categoriesAnswer.parse(categoriesWire);
  const subcategoryRows = subcategoriesAnswer.parse(subcategoriesWire);
  if (list.length > LOCAL_CATALOGUE_MAX_PRODUCTS) {
    console.warn(
      `[catalogue] the backend lists ${list.length} products; the storefront keeps the newest ` +
        `${LOCAL_CATALOGUE_MAX_PRODUCTS} (LOCAL_CATALOGUE_MAX_PRODUCTS).`,
    );
  }

  const named = (id: string | null, name: string): Named => ({
    id,
    name,
    lower: name.toLowerCase(),
  });
  const categories: Named[] = [];
  const categoryIndex = new Map<string, number>();
  const categoryByName = new Map<string, number>();
  const addCategory = (id: string, name: string) => {
    categoryIndex.set(id, categories.length);
    categoryByName.set(name.toLowerCase(), categories.length);
    categories.push(named(id, name));
  };
  for (const row of categoryRows) addCategory(row._id, row.categoryname);

  const subcategories: Named[] = [named(null, "")];
  const subcategoryIndex = new Map<string, number>();
  const subcategoryByName = new Map<string, number>();
  const addSubcategory = (id: string | null, name: string) => {
    const index = subcategories.length;
    if (id) subcategoryIndex.set(id, index);
    subcategoryByName.set(name.toLowerCase(), index);
    subcategories.push(named(id, name));
    return index;
  };
  for (const row of subcategoryRows) addSubcategory(row._id, row.subcategory);

  const capacity = Math.min(list.length, LOCAL_CATALOGUE_MAX_PRODUCTS);
  const columns = {
    ids: [] as string[],
    titles: [] as string[],
    images: [] as string[],
    alts: [] as (string | undefined)[],
    price: new Int32Array(capacity),
    oldPrice: new Int32Array(capacity),
    discount: new Uint8Array(capacity),
    category: new Uint16Array(capacity),
    subcategory: new Uint16Array(capacity),
    recipients: new Uint16Array(capacity),
    popularity: new Int32Array(capacity),
    detail: new Uint32Array(capacity),
  };
  const details: string[] = [];
  const detailIndex = new Map<string, number>();
  const lowerTitles: string[] = [];
  let dropped = 0;
  for (const [position, item] of list.entries()) {
    if (columns.ids.length === capacity) break;
    if (position % CHUNK === CHUNK - 1) await nextTurn();
    const listed = readListed(typeof item === "string" ? JSON.parse(item) : item);
    // Each product is let go once read: the copy is a small part of the answer.
    list[position] = null;
    if (listed === null) dropped += 1;
    if (listed === null || listed === "hidden") continue;
    const product = listed.summary;
    // A product names its category by id, or by a bare string: the original's id, or a name.
    let category =
      categoryIndex.get(product.categoryId) ??
      categoryIndex.get(product.categoryName) ??
      categoryByName.get(product.categoryName.toLowerCase());
    if (category === undefined) {
      if (!product.categoryId) {
        dropped += 1;
        continue;
      }
      addCategory(product.categoryId, product.categoryName);
      category = categories.length - 1;
    }
    let subcategory = 0;
    if (product.subcategoryId || product.subcategoryName) {
      const bare = product.subcategoryId ? "" : product.subcategoryName;
      subcategory =
        subcategoryIndex.get(product.subcategoryId ?? bare) ??
        subcategoryByName.get(product.subcategoryName.toLowerCase()) ??
        // An ObjectId no subcategory has is one that was deleted: no name to show.
        (isObjectId(bare) ? 0 : addSubcategory(product.subcategoryId, product.subcategoryName));
    }
    const i = columns.ids.length;
    const categoryName = categories[category]?.name ?? "";
    const subcategoryName = subcategories[subcategory]?.name ?? "";
    columns.ids.push(product.id);
    columns.titles.push(product.title);
    columns.images.push(product.image?.url ?? "");
    columns.alts.push(
      product.image && product.image.alt !== product.title ? product.image.alt : undefined,
    );
    columns.price[i] = product.price;
    columns.oldPrice[i] = product.oldPrice;
    columns.discount[i] = discountPercent(product.price, product.oldPrice);
    columns.category[i] = category;
    columns.subcategory[i] = subcategory;
    columns.recipients[i] = recipientBits(categoryName, subcategoryName, product.title);
    columns.popularity[i] = product.rating?.count ?? 0;
    let detail = detailIndex.get(listed.detail);
    if (detail === undefined) {
      detail = details.length;
      detailIndex.set(listed.detail, detail);
      details.push(listed.detail);
    }
    columns.detail[i] = detail;
    // A newline inside a title would join two titles in the haystack.
    lowerTitles.push(product.title.toLowerCase().replaceAll("\n", " "));
  }
  if (dropped > 0) {
    console.error(`[catalogue] dropped ${dropped} products that break the contract`);
  }
  const size = columns.ids.length;
  const titleStart = new Int32Array(size);
  let offset = 0;
  for (let i = 0; i < size; i++) {
    titleStart[i] = offset;
    offset += (lowerTitles[i]?.length ?? 0) + 1;
  }
  const trim = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(array: T) =>
    array.subarray(0, size) as T;
  const price = trim(columns.price);
  const discount = trim(columns.discount);
  return catalogueOver({
    ...columns,
    size,
    price,
    oldPrice: trim(columns.oldPrice),
    discount,
    category: trim(columns.category),
    subcategory: trim(columns.subcategory),
    recipients: trim(columns.recipients),
    popularity: trim(columns.popularity),
    detail: trim(columns.detail),
    details,
    categories,
    subcategories,
    haystack: lowerTitles.join("\n"),
    titleStart,
    orders: new Map(
      RANKED_SORTS.map((sort) => {
        const key = SORT_KEYS[sort];
        const values = { price, discount }[key.field];
        return [sort, sortedBy(size, (a, b) => compareByKey(key, values[a] ?? 0, values[b] ?? 0))];
      }),
    ),
  });
}

function recipientBits(categoryName: string, subcategoryName: string, title: string): number {
  let bits = 0;
  for (const slug of recipientsOf({ categoryName, subcategoryName, title })) {
    bits |= 1 << RECIPIENT_SLUGS.indexOf(slug);
  }
  return bits;
}

/**
 * Positions 0…size-1 ordered by `compare`, ties in position order: the catalogue is kept in
 * the whole-catalogue answer's order, which is catalogue-rules' NEWEST_FIRST tie-break.
 */
function sortedBy(size: number, compare: (a: number, b: number) => number): Int32Array {
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  // Typed-array sort is not guaranteed stable: break ties on the position itself.
  return order.sort((a, b) => compare(a, b) || a - b);
}

/** The last search index built, by a digest of every product's searchable fields in order. */
let lastIndex: { fingerprint: string; index: SearchIndex } | null = null;

/** What a search text finds: positions best first, and its correction. */
interface TextSearch {
  ranked: Int32Array;
  corrected: string | null;
  ignored: string[];
}

function catalogueOver(columns: Columns): LocalCatalogue {
  const { size } = columns;

  function summary(i: number): ProductSummary {
    const title = columns.titles[i] ?? "";
    const image = columns.images[i];
    const category = columns.categories[columns.category[i] ?? 0];
    const subcategory = columns.subcategories[columns.subcategory[i] ?? 0];
    return {
      id: columns.ids[i] ?? "",
      title,
      price: columns.price[i] ?? 0,
      oldPrice: columns.oldPrice[i] ?? 0,
      discount: columns.discount[i] ?? 0,
      image: image ? { url: image, alt: columns.alts[i] ?? title } : null,
      categoryId: category?.id ?? "",
      categoryName: category?.name ?? "",
      subcategoryId: subcategory?.id ?? null,
      subcategoryName: subcategory?.name ?? "",
    };
  }

  /**
   * Which products match `text` by catalogue-rules' search rule (matchesSearch: the title,
   * category name or subcategory name contains it, ignoring case): one pass of indexOf over
   * the joined lower-cased titles, then the names, of which there are a few dozen.
   */
  function textMatcher(text: string): (i: number) => boolean {
    const needle = searchNeedle(text);
    const { inCategory, inSubcategory } = namesContaining(needle);
    const inTitle = new Uint8Array(size);
    if (!needle.includes("\n")) {
      for (let at = columns.haystack.indexOf(needle); at !== -1;) {
        const i = productAt(at);
        inTitle[i] = 1;
        // Go on from the next title: one match per product is enough.
        const next = i + 1 < size ? (columns.titleStart[i + 1] ?? 0) : columns.haystack.length;
        at = columns.haystack.indexOf(needle, next);
      }
    }
    return (i) =>
      inTitle[i] === 1 ||
      inCategory[columns.category[i] ?? 0] === true ||
      inSubcategory[columns.subcategory[i] ?? 0] === true;
  }

  /** The product whose title holds haystack offset `at` (binary search on the starts). */
  function productAt(at: number): number {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((columns.titleStart[middle] ?? 0) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Which categories and subcategories (index 0: none) have a name containing `needle`. */
  function namesContaining(needle: string) {
    return {
      inCategory: columns.categories.map((named) => nameContains(named.lower, needle)),
      inSubcategory: columns.subcategories.map(
        (named, index) => index > 0 && nameContains(named.lower, needle),
      ),
    };
  }

  /**
   * The search rules' index of this copy, built on its first search (about two seconds of CPU
   * at 100,000 products, in one piece; a catalogue nobody searches never pays it). A copy read
   * again every 5 minutes is mostly the same catalogue: when what the index reads is unchanged,
   * the last index serves again. Descriptions are not kept in the copy, so the local catalogue
   * reads names, type, flavour and recipients; the reference backend reads descriptions too.
   */
  let index: SearchIndex | null = null;
  function searchIndex(): SearchIndex {
    if (index) return index;
    const products: IndexedProduct[] = [];
    const digest = createHash("sha1");
    for (let i = 0; i < size; i++) {
      const bits = columns.recipients[i] ?? 0;
      products.push({
        title: columns.titles[i] ?? "",
        categoryName: columns.categories[columns.category[i] ?? 0]?.name ?? "",
        subcategoryName: columns.subcategories[columns.subcategory[i] ?? 0]?.name ?? "",
        type: columns.details[columns.detail[i] ?? 0] ?? "",
        recipients: bits === 0 ? [] : RECIPIENT_SLUGS.filter((_, r) => (bits & (1 << r)) !== 0),
        popularity: columns.popularity[i] ?? 0,
      });
      const { title, categoryName, subcategoryName, type, popularity } = products[i]!;
      digest.update(
        `${title}\n${categoryName}\n${subcategoryName}\n${type}\n${bits} ${popularity}\n`,
      );
    }
    const fingerprint = digest.digest("base64");
    index = lastIndex?.fingerprint === fingerprint ? lastIndex.index : new SearchIndex(products);
    lastIndex = { fingerprint, index };
    return index;
  }

  /**
   * The products `text` finds by the search rules, best first, with the correction made. Text
   * without a word ("%") is read by the contract's rule alone, newest first. The last few are
   * kept: a narrowed results page asks for its text twice (the page, and the slider's ends),
   * the next page asks again, and a suggestion is asked for by every shopper typing it.
   */
  const searches = new Map<string, TextSearch>();
  function textSearch(text: string, prefixLast: boolean): TextSearch {
    const key = `${prefixLast ? "prefix" : "words"}\n${text}`;
    const kept = searches.get(key);
    if (kept) {
      searches.delete(key);
      searches.set(key, kept);
      return kept;
    }
    const terms = searchTerms(text);
    let ranked: Int32Array;
    let corrected: string | null = null;
    let ignored: string[] = [];
    if (terms.length === 0) {
      const inText = textMatcher(text);
      const positions: number[] = [];
      for (let i = 0; i < size; i++) if (inText(i)) positions.push(i);
      ranked = Int32Array.from(positions);
    } else {
      const found = searchIndex().search({ terms, text, prefixLast });
      ranked = Int32Array.from(found.ranked);
      corrected = found.corrected;
      ignored = found.ignored;
    }
    const search = { ranked, corrected, ignored };
    searches.set(key, search);
    if (searches.size > SEARCHES_KEPT) searches.delete(searches.keys().next().value as string);
    return search;
  }

  /** catalogue-rules' matchesCriteria over the columns, each name's answer worked out once. */
  function matcher(filter: ProductFilter): (i: number) => boolean {
    const tests: ((i: number) => boolean)[] = [];
    if (filter.categoryIds?.length) {
      const ok = columns.categories.map((named) => isOneOf(named.id, filter.categoryIds));
      tests.push((i) => ok[columns.category[i] ?? 0] === true);
    }
    if (filter.subcategoryIds?.length) {
      const ok = columns.subcategories.map((named) => isOneOf(named.id, filter.subcategoryIds));
      tests.push((i) => ok[columns.subcategory[i] ?? 0] === true);
    }
    if (filter.recipient !== undefined) {
      const index = RECIPIENT_SLUGS.indexOf(filter.recipient as (typeof RECIPIENT_SLUGS)[number]);
      const bit = index === -1 ? 0 : 1 << index;
      tests.push((i) => ((columns.recipients[i] ?? 0) & bit) !== 0);
    }
    if (filter.query) {
      const found = new Uint8Array(size);
      for (const i of textSearch(filter.query, false).ranked) found[i] = 1;
      tests.push((i) => found[i] === 1);
    }
    const { minPrice, maxPrice, discount } = filter;
    if (minPrice !== undefined || maxPrice !== undefined) {
      tests.push((i) => isWithinPrice(columns.price[i] ?? 0, { minPrice, maxPrice }));
    }
    if (discount) tests.push((i) => hasDiscount(columns.discount[i] ?? 0, discount));
    return (i) => tests.every((test) => test(i));
  }

  /**
   * The products matching a filter's conditions (not its sort or page), as a mask over
   * positions, with their number and their cheapest and dearest price. The last few are kept:
   * the next page of a list, or its other sorts, ask again.
   */
  const matchSets = new Map<
    string,
    { mask: Uint8Array; total: number; prices: PriceRange | null }
  >();
  function matchSet(filter: ProductFilter) {
    const key = JSON.stringify([
      filter.categoryIds ?? [],
      filter.subcategoryIds ?? [],
      filter.recipient ?? null,
      filter.query ?? "",
      filter.minPrice ?? null,
      filter.maxPrice ?? null,
      filter.discount ?? null,
    ]);
    const kept = matchSets.get(key);
    if (kept) {
      matchSets.delete(key);
      matchSets.set(key, kept);
      return kept;
    }
    const matches = matcher(filter);
    const mask = new Uint8Array(size);
    let total = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < size; i++) {
      if (matches(i)) {
        mask[i] = 1;
        total += 1;
        const price = columns.price[i] ?? 0;
        if (price < min) min = price;
        if (price > max) max = price;
      }
    }
    const set = { mask, total, prices: total > 0 ? { min, max } : null };
    matchSets.set(key, set);
    if (matchSets.size > MATCH_SETS_KEPT) {
      matchSets.delete(matchSets.keys().next().value as string);
    }
    return set;
  }

  /** Products per category id, counted once. */
  const perCategory = new Map<string, number>();
  for (let i = 0; i < size; i++) {
    const id = columns.categories[columns.category[i] ?? 0]?.id;
    if (id) perCategory.set(id, (perCategory.get(id) ?? 0) + 1);
  }

  return {
    size,
    page(filter) {
      const { mask, total, prices } = matchSet(filter);
      const search = filter.query ? textSearch(filter.query, false) : null;
      const sort = filter.sort ?? DEFAULT_SORT;
      // Relevance without search text is the newest first (catalogue-rules).
      const order = sort === "relevance" ? search?.ranked : columns.orders.get(sort);
      const length = order ? order.length : size;
      const first = ((filter.page ?? 1) - 1) * filter.limit;
      const products: ProductSummary[] = [];
      let seen = 0;
      for (let position = 0; position < length && products.length < filter.limit; position++) {
        const i = order ? (order[position] ?? 0) : position;
        if (mask[i] !== 1) continue;
        if (seen >= first) products.push(summary(i));
        seen += 1;
      }
      return {
        products,
        total,
        prices,
        corrected: search?.corrected ?? null,
        ignored: search?.ignored ?? [],
      };
    },
    suggest(text, limit) {
      if (!searchNeedle(text)) return { products: [], corrected: null };
      const { ranked, corrected } = textSearch(text, true);
      return { products: Array.from(ranked.subarray(0, limit), (i) => summary(i)), corrected };
    },
    counts() {
      return new Map(perCategory);
    },
    ids() {
      return columns.ids.slice(0, size);
    },
    related(productId, limit) {
      const of = columns.ids.indexOf(productId);
      if (of === -1) return [];
      const category = columns.category[of];
      const subcategory = columns.subcategory[of] ?? 0;
      const same: string[] = [];
      const others: string[] = [];
      for (let i = 0; i < size && same.length < limit; i++) {
        if (i === of || columns.category[i] !== category) continue;
        const id = columns.ids[i] ?? "";
        if (subcategory !== 0 && columns.subcategory[i] === subcategory) same.push(id);
        else if (others.length < limit) others.push(id);
      }
      return [...same, ...others].slice(0, limit);
    },
  };
}

/**
 * The whole-catalogue answer, bounded by the heap (lib/backend/read-budget.ts): 54 MB under
 * production's 384 MB cap, where 100,000 products are about 42 MB.
 */
const WHOLE_CATALOGUE = { maxBytes: READ_BUDGET.catalogueBytes, timeoutMs: CATALOGUE_TIMEOUT_MS };

/**
 * The whole catalogue's answer: §7's search list, newest first, as text (parsed item by item
 * while the copy is built). A backend without it (a 404: the original answers Express's HTML
 * page) is asked §7's filter with no criteria, which on the original lists every product in
 * the order they were added: read whole, and put newest first by their ObjectIds when every
 * id is one (they begin with the second they were made). Null when too long to keep.
 */
async function readProducts(): Promise<unknown> {
  try {
    return await getTextOutsideCache("/api/client/search", WHOLE_CATALOGUE);
  } catch (error) {
    if (!(error instanceof BackendError && error.status === 404)) throw error;
  }
  const text = await getTextOutsideCache("/api/product/filter", WHOLE_CATALOGUE);
  if (text === null) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new BackendError("GET /api/product/filter answered something that is not JSON", 502);
  }
  const { data } = productListAnswer.parse(answer);
  return newestFirst(data);
}

/** The products newest first by their ObjectIds, when every id is one; else as they came. */
export function newestFirst(products: unknown[]): unknown[] {
  const keyed: { item: unknown; id: string }[] = [];
  for (const item of products) {
    const id = typeof item === "object" && item !== null && "_id" in item ? item._id : null;
    if (typeof id !== "string" || !isObjectId(id)) return products;
    keyed.push({ item, id: id.toLowerCase() });
  }
  // Stable: ids made in the same second by one process still differ in their counter.
  return keyed.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map(({ item }) => item);
}

/** Reads the catalogue from the backend and builds it. */
async function readCatalogue(): Promise<LocalCatalogue> {
  const [products, categories, subcategories] = await Promise.all([
    readProducts(),
    getJsonOutsideCache("/api/getcategories", { maxBytes: READ_BUDGET.answerBytes }),
    getJsonOutsideCache("/api/getsubcategories", { maxBytes: READ_BUDGET.answerBytes }),
  ]);
  if (products === null) {
    throw new BackendError(
      `the whole catalogue answered more than ${WHOLE_CATALOGUE.maxBytes} bytes: too large to keep`,
      502,
    );
  }
  try {
    return await buildCatalogue(products, categories, subcategories);
  } catch (error) {
    throw new BackendError(`the catalogue answers have an unexpected shape: ${String(error)}`, 502);
  }
}

const catalogue = keptFresh("the catalogue", CATALOGUE_TTL_MS, readCatalogue);

/**
 * The local catalogue, read on first use and again every 5 minutes; while it is read again
 * the last copy serves (a backend that is away leaves shoppers on the last good copy).
 */
export const localCatalogue = (): Promise<LocalCatalogue> => catalogue.get();

/** Drops the local copy (tests; the next read fetches it again). */
export const forgetLocalCatalogue = (): void => catalogue.forget();
