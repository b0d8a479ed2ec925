// The scale group's contract-mode rows: the same 100k catalogue served by a second reference
// backend with BACKEND_PROFILE=contract (a plain §7 backend, docs/contract.md, Terms), and a
// storefront on it that keeps the catalogue in its own memory (lib/backend/local-catalogue.ts)
// and searches, filters, sorts and pages it there. Measured beside the full-mode storefront of
// the same run.
import { percentile, round, timedGet } from "./util.mjs";

/**
 * What the contract backend needs besides the full one's settings: contract mode refuses the
 * local payment provider (its routes are not §7), so Razorpay is named with test keys that
 * are never used: the bench places no orders.
 */
export const CONTRACT_BACKEND_ENV = {
  BACKEND_PROFILE: "contract",
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_bench_no_orders",
  RAZORPAY_KEY_SECRET: "bench-places-no-orders",
};

/**
 * What the contract storefront needs: the backend does not verify payments, so the storefront
 * checks each one itself and refuses to start without the secret of the key the backend names
 * (lib/checkout/payment-check.ts), as an operator would set it.
 */
export const CONTRACT_STOREFRONT_ENV = {
  RAZORPAY_KEY_ID: CONTRACT_BACKEND_ENV.RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET: CONTRACT_BACKEND_ENV.RAZORPAY_KEY_SECRET,
};

/**
 * Pages rendered per request that, in contract mode, go through the local catalogue: a text
 * search, a sorted later page of one, and a list of two categories in a price range (multi-
 * category picks and price ranges are never served from the page cache:
 * lib/catalogue/cached-list.ts). A word the menu names ("cake", "rose") is served from the page
 * cache on its first three pages, so those searches are measured on their fourth: the same
 * matching, rendered per request.
 */
export function contractFilterPages(categoryIds) {
  const pages = [
    // Newest first: relevance breaks ties by reviews, which a §7 list does not carry, so only
    // a field's order shows the same page on both backends (docs/search.md).
    { name: "search cake, page 4", path: "/search-results?query=cake&sort=newest&page=4" },
    // A shopper's phrase: every word matched anywhere (docs/search.md).
    {
      name: "search birthday cake for mom",
      path: "/search-results?query=birthday+cake+for+mom&sort=newest",
    },
    // A typo read as the catalogue's word, with "Did you mean".
    { name: "search rosse (typo)", path: "/search-results?query=rosse&sort=newest" },
    {
      name: "search rose, price ↑, page 4",
      path: "/search-results?query=rose&sort=price-asc&page=4",
    },
  ];
  if (categoryIds.length >= 2) {
    pages.push({
      name: "list, 2 categories, ₹500–2000",
      path: `/productlist?cat=${categoryIds.slice(0, 2).join(",")}&min=500&max=2000`,
    });
  }
  return pages;
}

/**
 * The product ids a page's links name (`href="/products/<id>"`), each once, in the order they
 * appear; pictures (`/uploads/products/…`) and the RSC payload's copies are not links.
 */
export function productIdsIn(html) {
  const ids = new Set();
  for (const match of html.matchAll(/href="\/products\/([A-Za-z0-9_-]{1,64})"/g)) ids.add(match[1]);
  return [...ids];
}

/**
 * Whether two renders of a page show the shopper the same products in the same order: how
 * many each lists and whether the lists are equal (a page listing none is not evidence).
 */
export function sameProducts(fullHtml, contractHtml) {
  const full = productIdsIn(fullHtml);
  const contract = productIdsIn(contractHtml);
  const same =
    full.length > 0 &&
    full.length === contract.length &&
    full.every((id, index) => contract[index] === id);
  return { full: full.length, contract: contract.length, same };
}

function figures(samples) {
  const ms = samples.map((sample) => sample.ms);
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    count: samples.length,
    p50: round(percentile(ms, 50), 2),
    p95: round(percentile(ms, 95), 2),
    p99: round(percentile(ms, 99), 2),
    max: round(Math.max(...ms), 2),
    bytesMax: Math.max(...samples.map((sample) => sample.bytes)),
    statuses,
  };
}

/**
 * Sequential GETs of the same page on two servers, alternating in `rounds` batches of
 * `perRound` (the order of the two swapping each round) after `warmup` untimed calls each,
 * so the shared machine's drift falls on both sides alike. Returns each side's figures and
 * the ratios of the second side's p50 and p95 to the first's. 200 calls a side by default: the
 * p95 is then the 10th slowest, not the 2nd, so one garbage collection or one burst of another
 * process on the shared cores does not decide it.
 */
export async function pairedLatency(
  [first, second],
  { rounds = 10, perRound = 20, warmup = 2, get = timedGet } = {},
) {
  const samples = { [first.name]: [], [second.name]: [] };
  for (const side of [first, second]) for (let i = 0; i < warmup; i++) await get(side.url);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [first, second] : [second, first];
    for (const side of order) {
      for (let i = 0; i < perRound; i++) samples[side.name].push(await get(side.url));
    }
  }
  const a = figures(samples[first.name]);
  const b = figures(samples[second.name]);
  return {
    [first.name]: a,
    [second.name]: b,
    p50Ratio: a.p50 ? round(b.p50 / a.p50, 2) : null,
    p95Ratio: a.p95 ? round(b.p95 / a.p95, 2) : null,
  };
}
