import "server-only";
import { CACHE_LIFE } from "@/lib/cache-life";
import { productListAnswer } from "./catalogue-wire";
import { keptFresh } from "./kept-fresh";
import { getJsonOutsideCache } from "./unshared-get";

/**
 * Which catalogue extensions the backend honours (docs/backend-contract.md "Extensions the
 * storefront uses"). A §7 backend ignores query parameters it does not know, so an extension
 * is found out by asking for something that must come back empty (or one product long) and
 * seeing whether it does; a backend that ignores the question answers its whole list, of
 * which the probe reads a few kilobytes before hanging up.
 *
 * Extensions about one order are not probed here: the owner's own order says whether it has
 * them (`cancellable` for cancelling, docs/after-the-order.md), so asking needs no call of its
 * own and cannot disagree with the order shown.
 */
export interface BackendCapabilities {
  /** `GET /api/client/search?q=&limit=` searches and bounds on the server. */
  searchText: boolean;
  /** `GET /api/product/filter` honours `page` and `limit` and answers `total`. */
  filterPaging: boolean;
  /** The filter honours `q` (text search). */
  filterText: boolean;
  /** The filter honours `subcategory` (ids). */
  filterSubcategory: boolean;
  /** The filter honours `recipient` (a recipient page's slug). */
  filterRecipient: boolean;
  /**
   * The filter and the search list search by the shared rules (@giftshop/shared/search: words,
   * synonyms, typos, `sort=relevance`): their answers to `q` carry a `search` object.
   */
  searchRelevance: boolean;
  /** The filter honours `delivery=midnight|same-day` (asked only of a relevance backend). */
  deliveryFilter: boolean;
}

/**
 * Text no product's title, category or subcategory contains, and one word that is no catalogue
 * word nor one edit from one: a search by the shared rules reads each word of a longer text on
 * its own, corrects a word one edit from the catalogue's ("matches" → watches) and sets aside
 * words no product holds (docs/search.md), so such a text would find products.
 */
export const NO_MATCH_TEXT = "zqcapabilityprobezq";
/** An id no subcategory has, and a recipient no product is for. */
const NO_SUCH_ID = "000000000000000000000000";
const NO_SUCH_RECIPIENT = "capability-probe";
/** A delivery need no product can meet: honoured, it finds nothing (or is refused as unknown). */
const NO_SUCH_DELIVERY = "capability-probe";
/** A probe answer longer than this is a whole list: the extension was ignored. */
const PROBE_MAX_BYTES = 64 * 1024;
/** Found out again as often as the catalogue cache is revalidated. */
const CAPABILITIES_TTL_MS = CACHE_LIFE.catalogueRead * 1000;

const FILTER_BASE = "categoryname=&discount=&sort=newest";
/** §7's price filter, narrowed to where no product is. */
const EMPTY_WINDOW = "minPrice=0&maxPrice=0";

/**
 * The probe's answer as a list (with `total` and `search` when sent), null when it was too long
 * or not a list, or "refused" for a 4xx.
 */
async function probe(path: string) {
  try {
    const body = await getJsonOutsideCache(path, { maxBytes: PROBE_MAX_BYTES });
    const parsed = productListAnswer.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // One that is away is asked again next time (the error reaches the caller).
    if (isClientError(error)) return "refused" as const;
    throw error;
  }
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

const NONE: BackendCapabilities = {
  searchText: false,
  filterPaging: false,
  filterText: false,
  filterSubcategory: false,
  filterRecipient: false,
  searchRelevance: false,
  deliveryFilter: false,
};

/**
 * Asks the backend, once, what it honours. Paging is asked first inside a price window §7
 * does honour and no product is in (`minPrice=0&maxPrice=0`): an empty list from every
 * backend, cheap for each, with a `total` only from one that pages. A §7 backend builds its
 * whole list for any question it ignores (107 MB at 100,000 products, seconds of work, before
 * the first byte), so the other extensions are asked only of a backend that pages: it honours
 * `limit=1`, so even an ignored question costs it one product.
 */
async function findCapabilities(): Promise<BackendCapabilities> {
  const filter = (extra: string, window = "minPrice=0&maxPrice=10000") =>
    probe(`/api/product/filter?${FILTER_BASE}&${window}&${extra}`);
  const paging = await filter("page=2&limit=1", EMPTY_WINDOW);
  if (!isList(paging) || paging.data.length > 0 || typeof paging.total !== "number") return NONE;
  const [search, text, subcategory, recipient, delivery] = await Promise.all([
    probe(`/api/client/search?q=${NO_MATCH_TEXT}&limit=1`),
    filter(`q=${NO_MATCH_TEXT}&limit=1`),
    filter(`subcategory=${NO_SUCH_ID}&limit=1`),
    filter(`recipient=${NO_SUCH_RECIPIENT}&limit=1`),
    filter(`delivery=${NO_SUCH_DELIVERY}&limit=1`),
  ]);
  // A backend that refuses a parameter (4xx) does not honour it.
  const empty = (answer: Probed) => isList(answer) && answer.data.length === 0;
  const searchRelevance =
    empty(search) &&
    empty(text) &&
    isList(search) &&
    isList(text) &&
    !!search.search &&
    !!text.search;
  return {
    searchText: empty(search),
    filterPaging: true,
    filterText: empty(text),
    filterSubcategory: empty(subcategory),
    filterRecipient: empty(recipient),
    searchRelevance,
    // A need it does not know is either refused (the parameter is read and checked) or meets
    // nothing; a backend that ignores the parameter answers its one product.
    deliveryFilter: searchRelevance && (delivery === "refused" || empty(delivery)),
  };
}

type Probed = Awaited<ReturnType<typeof probe>>;
const isList = (answer: Probed) => answer !== null && answer !== "refused";

const capabilities = keptFresh("the backend's capabilities", CAPABILITIES_TTL_MS, findCapabilities);

/** What the backend honours, found out on first use and again every 5 minutes. */
export const backendCapabilities = (): Promise<BackendCapabilities> => capabilities.get();

/** Forgets what was found out (tests; a backend swapped under a running storefront). */
export const forgetBackendCapabilities = (): void => capabilities.forget();
