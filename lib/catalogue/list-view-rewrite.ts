/**
 * How a product list reaches its cached twin (lib/catalogue/cached-list.ts): proxy.ts names the
 * key in a request header, and next.config.ts rewrites to it. A rewrite from the proxy itself
 * would be answered with an `x-middleware-rewrite` header naming the internal path; a config
 * rewrite is answered with none. No `@/` imports here: next.config.ts loads this file.
 */
import { foldersWhere } from "../routing/routes";

/** The list routes that have a cached twin, by their first path segment (lib/routing/routes.ts). */
export const CACHED_LIST_ROUTES = foldersWhere((route) => route.listTwin);

/** The request header in which proxy.ts names a list's key for LIST_VIEW_REWRITE. */
export const LIST_VIEW_HEADER = "x-uphaar-list-view";

/** next.config.ts's rewrite of a list to its cached twin, once proxy.ts has named the key. */
export const LIST_VIEW_REWRITE = {
  source: `/:route(${CACHED_LIST_ROUTES.join("|")})`,
  has: [{ type: "header" as const, key: LIST_VIEW_HEADER, value: "(?<key>[A-Za-z0-9_-]{1,400})" }],
  destination: "/list-view/:route/:key",
};
