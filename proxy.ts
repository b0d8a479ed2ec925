/**
 * The storefront's first door, for four jobs:
 * - Sends a visitor without a session from the account and checkout pages to
 *   `/login?next=…`, so they come back after logging in. Each page and BFF handler checks the
 *   session again: this is the first door, not the only one.
 * - Keeps a session in use alive: on those pages and the shopper's BFF calls (the header asks
 *   `/api/account/me` on every page), a session whose refresh is due gets its cookie
 *   rewritten with the idle clock restarted (lib/auth/lifetime.ts).
 * - Gives those pages (and login) a Content-Security-Policy with a fresh nonce; Next puts the
 *   nonce on its own scripts when it finds the policy on the request (lib/security/headers.ts).
 * - Serves the common product lists from the page cache (lib/catalogue/cached-list.ts).
 * - Sends a product page to its pincode twin when the shopper has given a pincode
 *   (lib/delivery/pincode-view.ts, docs/delivery.md "The storefront"), else a `?variant=` the
 *   product has to its variant twin (lib/gifting/variant-view.ts, docs/gifting.md "Storefront").
 * - Sends a page the shop does not have (an unknown top-level path or subcategory) to Next's
 *   not-found route, so its 404 carries the not-found page in the HTML
 *   (lib/routing/unknown-pages.ts).
 * Which page gets which comes from the route table (lib/routing/routes.ts), and so does the
 * matcher at the end of this file.
 */
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookies";
import { openSessionCookie, type SessionRenewal } from "@/lib/auth/session";
import { getCategories, getCategoryMenu, getProduct } from "@/lib/backend/catalogue";
import { CACHE_LIFE } from "@/lib/cache-life";
import { cachedListKey, cachedSearchKey, cachedSearches } from "@/lib/catalogue/cached-list";
import { CACHED_LIST_ROUTES, LIST_VIEW_HEADER } from "@/lib/catalogue/list-view-rewrite";
import { PINCODE_COOKIE, PINCODE_VIEW_HEADER, pincodeOf } from "@/lib/delivery/pincode-view";
import { VARIANT_PARAM, VARIANT_VIEW_HEADER } from "@/lib/gifting/variant-view";
import { VARIANT_ID } from "@giftshop/shared/gifting";
import {
  NOT_FOUND_PATH,
  isUnknownTopLevelPage,
  menuHasSubcategory,
  subcategoryIdOf,
} from "@/lib/routing/unknown-pages";
import { PATHS } from "@/lib/routing/paths";
import { FILTER_PARAMS } from "@/lib/routing/page-query";
import { routeOf } from "@/lib/routing/routes";
import { contentSecurityPolicy } from "@/lib/security/headers";
import type { Category, CategoryWithSubcategories } from "@/lib/types";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const route = routeOf(pathname);
  // The cached twins are reached through their public address only (next.config.ts rewrites
  // to them after this proxy has run), so nobody can fill the page cache with made-up keys.
  if (route?.twin) return new NextResponse("Not found", { status: 404 });
  if (CACHED_LIST_ROUTES.some((list) => pathname === `/${list}`)) return rewriteList(request);
  if (PRODUCT_PAGE.test(pathname)) return productPage(request);
  if (pathname.startsWith("/api/")) return keepSessionAlive(request);
  if (route?.session) return guardAccountPages(request);
  if (route?.signIn) return withNonce(request);
  if (isUnknownTopLevelPage(pathname)) return notFoundPage(request);
  const subcategoryId = subcategoryIdOf(pathname);
  if (subcategoryId !== null) return subcategoryPage(request, subcategoryId);
  return NextResponse.next();
}

/** Next's not-found route for this request: app/not-found.tsx in the HTML, status 404. */
function notFoundPage(request: NextRequest) {
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
}

/**
 * A subcategory the menu does not hold is a 404 before its page renders. Without the menu
 * the page decides (it shows its error page while the backend is away).
 */
async function subcategoryPage(request: NextRequest, id: string) {
  const menu = await knownMenu();
  if (menu && !menuHasSubcategory(menu, id)) return notFoundPage(request);
  return NextResponse.next();
}

/** A BFF call: never redirected (its handler answers 401 itself), only the session renewed. */
async function keepSessionAlive(request: NextRequest) {
  const opened = await openSessionCookie(request.cookies.get(sessionCookieName())?.value);
  return renewed(NextResponse.next(), opened?.renewal ?? null);
}

/**
 * Sets the renewed session cookie on `response`. A handler that ends the session on the same
 * request (logout, a backend 401) still wins: Next writes the proxy's Set-Cookie first and
 * the handler's after it, and the browser keeps the last.
 */
function renewed(response: NextResponse, renewal: SessionRenewal | null) {
  if (renewal) response.cookies.set(renewal.name, renewal.value, renewal.options);
  return response;
}

/**
 * A shopper's own page: a visitor without a session logs in first and comes back; one with a
 * session gets the page with a nonce, and the session renewed when due.
 */
async function guardAccountPages(request: NextRequest) {
  const opened = await openSessionCookie(request.cookies.get(sessionCookieName())?.value);
  if (opened) return renewed(withNonce(request), opened.renewal);
  const login = request.nextUrl.clone();
  login.pathname = PATHS.login;
  login.search = "";
  login.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

/**
 * Names a product list's cached twin in a request header, for next.config.ts's rewrite
 * (LIST_VIEW_REWRITE). A header the browser sent under that name never reaches the rewrite.
 */
async function rewriteList(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete(LIST_VIEW_HEADER);
  const params = request.nextUrl.searchParams;
  let key: string | null;
  if (request.nextUrl.pathname === PATHS.searchResults) {
    // Only the texts the menu names are cached (cachedSearches); without it, none.
    const menu = params.has(FILTER_PARAMS.query) ? await knownMenu() : null;
    key = menu && cachedSearchKey(params, searchesOf(menu));
  } else {
    // Without the category list the key cannot be made canonical: render this one live.
    const categories = await knownCategories();
    key = categories && cachedListKey(params, categories);
  }
  if (key) headers.set(LIST_VIEW_HEADER, key);
  return NextResponse.next({ request: { headers } });
}

/** A product's page, `/products/{id}`. */
const PRODUCT_PAGE = /^\/products\/[^/]+$/;

/**
 * Names the shopper's pincode in a request header, for next.config.ts's rewrite to the
 * product's pincode twin (PINCODE_VIEW_REWRITE); without a well-formed `pincode` cookie the
 * cached page is served. Without a pincode, a `?variant=` the product has is named for the
 * rewrite to the variant twin (VARIANT_VIEW_REWRITE); any other variant gets the cached page,
 * so made-up ids add nothing to the page cache. Headers the browser sent under those names
 * never reach the rewrites.
 */
async function productPage(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete(PINCODE_VIEW_HEADER);
  headers.delete(VARIANT_VIEW_HEADER);
  const pincode = pincodeOf(request.cookies.get(PINCODE_COOKIE)?.value);
  if (pincode) headers.set(PINCODE_VIEW_HEADER, pincode);
  else {
    const variant = request.nextUrl.searchParams.get(VARIANT_PARAM);
    const id = decodeURIComponent(request.nextUrl.pathname.split("/")[2] ?? "");
    if (variant && VARIANT_ID.test(variant) && (await variantsOf(id))?.has(variant)) {
      headers.set(VARIANT_VIEW_HEADER, variant);
    }
  }
  return NextResponse.next({ request: { headers } });
}

/**
 * A product's variant ids, kept a minute in memory for the most recently asked products; null
 * when the product is unknown or the backend is away (the cached page is served then, and its
 * chooser picks the variant up from the address).
 */
async function variantsOf(id: string): Promise<Set<string> | null> {
  const now = Date.now();
  const kept = variantMemo.get(id);
  if (kept && now - kept.at < CATEGORY_MEMO_MS) return kept.ids;
  try {
    const product = await getProduct(id);
    const ids = product ? new Set(product.variants.map((variant) => variant.id)) : null;
    variantMemo.delete(id);
    variantMemo.set(id, { at: now, ids });
    // Oldest first in a Map: the memo stays bounded however many ids are asked for.
    for (const oldest of variantMemo.keys()) {
      if (variantMemo.size <= VARIANT_MEMO_SIZE) break;
      variantMemo.delete(oldest);
    }
    return ids;
  } catch (error) {
    console.error("[proxy] product unavailable, serving its cached page:", error);
    return kept?.ids ?? null;
  }
}
const VARIANT_MEMO_SIZE = 500;
const variantMemo = new Map<string, { at: number; ids: Set<string> | null }>();

/** Renders the page with a nonce-based policy on the request (for Next) and the response. */
function withNonce(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV !== "production" });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** The categories, kept a minute in memory: the proxy runs on every list request. */
async function knownCategories(): Promise<Category[] | null> {
  const now = Date.now();
  if (categoryMemo && now - categoryMemo.at < CATEGORY_MEMO_MS) return categoryMemo.categories;
  try {
    const categories = await getCategories();
    categoryMemo = { at: now, categories };
    return categories;
  } catch (error) {
    console.error("[proxy] categories unavailable, rendering the list per request:", error);
    return categoryMemo?.categories ?? null;
  }
}
/** The proxy's copies of catalogue reads live as long as the pages it routes to. */
const CATEGORY_MEMO_MS = CACHE_LIFE.cataloguePage * 1000;
let categoryMemo: { at: number; categories: Category[] } | null = null;

/** The menu (categories with subcategories), kept a minute in memory like the categories. */
async function knownMenu(): Promise<CategoryWithSubcategories[] | null> {
  const now = Date.now();
  if (menuMemo && now - menuMemo.at < CATEGORY_MEMO_MS) return menuMemo.menu;
  try {
    const menu = await getCategoryMenu();
    menuMemo = { at: now, menu };
    return menu;
  } catch (error) {
    console.error("[proxy] subcategories unavailable, the page decides:", error);
    return menuMemo?.menu ?? null;
  }
}
let menuMemo: { at: number; menu: CategoryWithSubcategories[] } | null = null;

/** The cached search texts of the menu the proxy keeps, worked out once per menu. */
const searchesByMenu = new WeakMap<readonly CategoryWithSubcategories[], ReadonlySet<string>>();
function searchesOf(menu: readonly CategoryWithSubcategories[]) {
  let searches = searchesByMenu.get(menu);
  if (!searches) {
    searches = cachedSearches(menu);
    searchesByMenu.set(menu, searches);
  }
  return searches;
}

/**
 * Where the proxy runs, as Next reads it: written out, since Next takes the matcher only as a
 * literal. It is the route table's PROXY_PATHS (lib/routing/routes.ts) and then the unknown
 * pages' entry (UNKNOWN_PAGES_SOURCE, lib/routing/unknown-pages.ts); a page added to the table
 * fails tests/unit/lib/routing/routes.test.ts until it is written here too, and the test prints
 * the list to write.
 */
export const config = {
  matcher: [
    // The catalogue: the lists with a cached twin, product pages, subcategories.
    "/products",
    "/products/:id",
    "/productlist",
    "/search-results",
    "/subcategory/:id",
    // The cached twins, refused to browsers.
    "/list-view/:path*",
    "/pincode-view/:path*",
    "/variant-view/:path*",
    // The sign-in pages and a shopper's own pages: a nonce, and the session guard.
    "/login",
    "/email-verify",
    "/myProfile/:path*",
    "/orders/:path*",
    "/wishlist/:path*",
    "/cartlist/:path*",
    "/addaddress/:path*",
    "/ordersummery/:path*",
    "/payment/:path*",
    "/payment-success/:path*",
    "/order-success/:path*",
    // The shopper's BFF calls, for the session renewal only (not next-auth's /api/auth).
    "/api/account/:path*",
    "/api/cart/:path*",
    "/api/wishlist/:path*",
    "/api/checkout/:path*",
    "/api/orders/:path*",
    "/api/photos/:path*",
    // Pages the shop does not have: any one-segment path that is not an app folder or a
    // recipient page, nor a file or a Next path.
    "/((?!_|(?:Reset_pass|addaddress|api|bulk-orders|cartlist|contact-us|disclaimer|email-verify|faqs|feedback|help-center|list-view|login|myProfile|order-success|order-tracking|orders|ordersummery|payment|payment-success|pincode-view|privacy-policy|productlist|products|refund-policy|reminders|search-results|shipping-info|subcategory|support-policy|terms-and-conditions|terms-of-use|uploads|variant-view|wishlist|wife|mother|daughter|sister|fiance|grandmother|men|women|kids|friends|bofriends|girlfriend|husband)(?:$|\\.))[^/.]+)",
  ],
};
