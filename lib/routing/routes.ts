/**
 * The storefront's top-level folders, each once, with what the proxy, the security headers and
 * the edge need to know about it. Every list of pages comes from here or is held to it by a test:
 * - the folders themselves (TOP_LEVEL_FOLDERS), which tests/unit/lib/routing/unknown-pages.test.ts
 *   holds to the app directory, so the proxy can tell a page the shop does not have
 *   (lib/routing/unknown-pages.ts);
 * - what proxy.ts does on a page: refuse a twin, guard a shopper's page, give a nonce;
 * - the proxy's matcher, which Next reads only as written in proxy.ts: PROXY_PATHS and the
 *   unknown pages' entry, held equal to it by tests/unit/lib/routing/routes.test.ts;
 * - the pages with a nonce-based policy (NONCE_PAGES, lib/security/headers.ts);
 * - the lists with a cached twin (CACHED_LIST_ROUTES, lib/catalogue/list-view-rewrite.ts);
 * - the pages the edge passes on as sent (PER_SHOPPER_PAGES; deploy/nginx/giftshop.conf.template
 *   writes them out, held by tests/unit/deploy/nginx-config.test.ts);
 * - the named paths (PATHS, lib/routing/paths.ts), typed against the folders.
 * No imports: next.config.ts loads this file.
 */

/** What a top-level folder is, beyond a page anyone may open and the edge may cache. */
export interface Route {
  /**
   * One shopper's page (account, cart, checkout): proxy.ts sends a visitor without a session to
   * the login page first, renews the session of one who has it, and gives the page a nonce-based
   * policy. The edge passes it on as sent and never stores it.
   */
  readonly session?: true;
  /** Open to visitors but holding the login forms: a nonce-based policy, passed on as sent. */
  readonly signIn?: true;
  /**
   * Rendered per request for whoever asks, reading parameters of its own (`?orderId=`): the
   * edge passes it on as sent and never stores it.
   */
  readonly perShopper?: true;
  /**
   * A cached twin of a public page, reached only through a next.config.ts rewrite: proxy.ts
   * answers 404 to a browser that asks for it, so nobody fills the page cache with made-up keys.
   */
  readonly twin?: true;
  /** A product list with a cached twin under list-view: proxy.ts names the twin's key. */
  readonly listTwin?: true;
  /** Deeper addresses proxy.ts runs on (matcher syntax), for a job of its own there. */
  readonly proxied?: readonly string[];
}

/** Every top-level folder of app/ (route groups left out), by what it serves. */
export const ROUTES = {
  // The catalogue. A product page goes to its pincode or variant twin; a subcategory the menu
  // does not hold is a 404 before its page renders.
  products: { listTwin: true, proxied: ["/products/:id"] },
  productlist: { listTwin: true },
  "search-results": { listTwin: true },
  subcategory: { proxied: ["/subcategory/:id"] },
  // The cached twins (lib/catalogue/list-view-rewrite.ts, lib/delivery/pincode-view.ts,
  // lib/gifting/variant-view.ts).
  "list-view": { twin: true },
  "pincode-view": { twin: true },
  "variant-view": { twin: true },
  // Signing in.
  login: { signIn: true },
  "email-verify": { signIn: true },
  Reset_pass: {},
  // A shopper's own pages: the account, the cart and the checkout.
  myProfile: { session: true },
  orders: { session: true },
  wishlist: { session: true },
  cartlist: { session: true },
  addaddress: { session: true },
  ordersummery: { session: true },
  payment: { session: true },
  "payment-success": { session: true },
  "order-success": { session: true },
  "order-tracking": { perShopper: true },
  // Help and policies.
  "bulk-orders": {},
  "contact-us": {},
  disclaimer: {},
  faqs: {},
  feedback: {},
  "help-center": {},
  "privacy-policy": {},
  "refund-policy": {},
  "shipping-info": {},
  "support-policy": {},
  "terms-and-conditions": {},
  "terms-of-use": {},
  // A reminder mail's unsubscribe page: the same page for everyone (its token is read in the
  // browser, and nothing changes until the shopper confirms).
  reminders: {},
  // Not pages: the BFF, whose shopper's calls get their session renewed (not next-auth's
  // /api/auth), and the backend's pictures.
  api: {
    proxied: [
      "/api/account/:path*",
      "/api/cart/:path*",
      "/api/wishlist/:path*",
      "/api/checkout/:path*",
      "/api/orders/:path*",
      "/api/photos/:path*",
    ],
  },
  uploads: {},
} as const satisfies Record<string, Route>;

/** A top-level folder of app/. */
export type TopLevelFolder = keyof typeof ROUTES;

/** A page's path: home, a top-level folder, or an address under one. */
export type PagePath = "/" | `/${TopLevelFolder}` | `/${TopLevelFolder}/${string}`;

const BY_FOLDER = new Map<string, Route>(Object.entries(ROUTES));

/** The app's top-level folders, in the table's order. */
export const TOP_LEVEL_FOLDERS = [...BY_FOLDER.keys()] as readonly TopLevelFolder[];

/** The folders whose route passes `test`, in the table's order. */
export function foldersWhere(test: (route: Route) => boolean | undefined): TopLevelFolder[] {
  return TOP_LEVEL_FOLDERS.filter((folder) => test(ROUTES[folder]));
}

/** The route of a path's first segment, or undefined when no top-level folder has that name. */
export function routeOf(pathname: string): Route | undefined {
  return BY_FOLDER.get(pathname.split("/")[1] ?? "");
}

/** The pages rendered for one shopper, which the edge passes on as sent and never stores. */
export const PER_SHOPPER_PAGES = foldersWhere(
  (route) => route.signIn || route.session || route.perShopper,
);

/**
 * The proxy's matcher entries for the table's folders: a list with a cached twin and a sign-in
 * page by their own path, a twin and a shopper's page with everything under it, and each
 * folder's `proxied` addresses. proxy.ts writes them out, followed by the unknown pages' entry.
 */
export const PROXY_PATHS: readonly string[] = TOP_LEVEL_FOLDERS.flatMap((folder) => {
  const route: Route = ROUTES[folder];
  return [
    ...(route.listTwin || route.signIn ? [`/${folder}`] : []),
    ...(route.twin || route.session ? [`/${folder}/:path*`] : []),
    ...(route.proxied ?? []),
  ];
});
