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
 */
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookies";
import { openSessionCookie, type SessionRenewal } from "@/lib/auth/session";
import { getCategories } from "@/lib/backend/catalogue";
import { cachedListKey } from "@/lib/catalogue/cached-list";
import { CACHED_LIST_ROUTES, LIST_VIEW_HEADER } from "@/lib/catalogue/list-view-rewrite";
import { contentSecurityPolicy } from "@/lib/security/headers";
import type { Category } from "@/lib/types";

/** Pages open to visitors that still get the nonce policy (they hold the login forms). */
const OPEN_NONCE_PAGES = new Set(["/login", "/email-verify"]);

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The cached twins are reached through their public address only (next.config.ts rewrites
  // to them after this proxy has run), so nobody can fill the page cache with made-up keys.
  if (pathname.startsWith("/list-view/")) return new NextResponse("Not found", { status: 404 });
  if (CACHED_LIST_ROUTES.some((route) => pathname === `/${route}`)) return rewriteList(request);
  if (pathname.startsWith("/api/")) return keepSessionAlive(request);
  if (OPEN_NONCE_PAGES.has(pathname)) return withNonce(request);
  return guardAccountPages(request);
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

async function guardAccountPages(request: NextRequest) {
  const opened = await openSessionCookie(request.cookies.get(sessionCookieName())?.value);
  if (opened) return renewed(withNonce(request), opened.renewal);
  const login = request.nextUrl.clone();
  login.pathname = "/login";
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
  const categories = await knownCategories();
  // Without the category list the key cannot be made canonical: render this one live.
  const key = categories && cachedListKey(request.nextUrl.searchParams, categories);
  if (key) headers.set(LIST_VIEW_HEADER, key);
  return NextResponse.next({ request: { headers } });
}

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
const CATEGORY_MEMO_MS = 60_000;
let categoryMemo: { at: number; categories: Category[] } | null = null;

export const config = {
  matcher: [
    "/products",
    "/productlist",
    "/list-view/:path*",
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
  ],
};
