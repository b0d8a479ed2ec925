/** @jest-environment node */
// The route table (lib/routing/routes.ts) against the places that must write its lists out:
// the proxy's matcher, which Next reads only as written, and the twins' rewrites.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { LIST_VIEW_REWRITE } from "@/lib/catalogue/list-view-rewrite";
import { PINCODE_VIEW_REWRITE } from "@/lib/delivery/pincode-view";
import { VARIANT_VIEW_REWRITE } from "@/lib/gifting/variant-view";
import {
  PER_SHOPPER_PAGES,
  PROXY_PATHS,
  ROUTES,
  TOP_LEVEL_FOLDERS,
  foldersWhere,
  routeOf,
  type Route,
} from "@/lib/routing/routes";
import { UNKNOWN_PAGES_SOURCE } from "@/lib/routing/unknown-pages";
import { NONCE_PAGES } from "@/lib/security/headers";
import { config } from "@/proxy";

jest.mock("@/lib/backend/catalogue", () => ({
  getCategories: jest.fn(),
  getCategoryMenu: jest.fn(),
  getProduct: jest.fn(),
}));

const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

test("proxy.ts writes out the matcher the route table makes", () => {
  // On a failure, the expected list is what proxy.ts's config.matcher should say.
  expect(config.matcher).toEqual([...PROXY_PATHS, UNKNOWN_PAGES_SOURCE]);
});

test("a folder's own proxied addresses lie under it", () => {
  for (const folder of TOP_LEVEL_FOLDERS) {
    const route: Route = ROUTES[folder];
    for (const address of route.proxied ?? []) expect(address).toMatch(new RegExp(`^/${folder}/`));
  }
});

describe("where the proxy runs, as Next matches it", () => {
  test.each(foldersWhere((route) => route.session))(
    "on the shopper's page /%s and everything under it",
    (folder) => {
      expect(runsOn(`/${folder}`)).toBe(true);
      expect(runsOn(`/${folder}/a/b`)).toBe(true);
    },
  );

  test.each(foldersWhere((route) => route.twin))(
    "on the twin /%s and everything under it",
    (folder) => {
      expect(runsOn(`/${folder}`)).toBe(true);
      expect(runsOn(`/${folder}/products/all`)).toBe(true);
    },
  );

  test.each(foldersWhere((route) => route.signIn))("on the sign-in page /%s itself", (folder) => {
    expect(runsOn(`/${folder}`)).toBe(true);
  });

  test.each([
    "/products",
    "/productlist",
    "/search-results",
    "/products/a00000000000000000000001",
    "/subcategory/s1",
    "/api/account/me",
    "/api/cart",
    "/api/photos/p1",
    "/no-such-page",
  ])("on %s", (url) => {
    expect(runsOn(url)).toBe(true);
  });

  test.each([
    "/",
    "/faqs",
    "/order-tracking",
    "/Reset_pass",
    "/wife",
    "/products/a/b",
    "/api/auth/session",
    "/api/search",
    "/uploads/a.webp",
    "/robots.txt",
    "/_next/static/chunk.js",
  ])("not on %s", (url) => {
    expect(runsOn(url)).toBe(false);
  });
});

test("the edge passes on as sent every page with a nonce, and order tracking", () => {
  expect(NONCE_PAGES).toEqual(expect.arrayContaining(["login", "email-verify", "cartlist"]));
  expect(NONCE_PAGES).not.toContain("order-tracking");
  for (const page of NONCE_PAGES) expect(PER_SHOPPER_PAGES).toContain(page);
  expect(PER_SHOPPER_PAGES).toContain("order-tracking");
});

test("the twins are exactly where next.config.ts's rewrites send pages", () => {
  const destinations = [LIST_VIEW_REWRITE, PINCODE_VIEW_REWRITE, VARIANT_VIEW_REWRITE].map(
    (rewrite) => rewrite.destination.split("/")[1],
  );
  expect(destinations.sort()).toEqual(foldersWhere((route) => route.twin).sort());
});

test("a path's route is its first segment's, and only a folder has one", () => {
  expect(routeOf("/myProfile/orders")).toBe(ROUTES.myProfile);
  expect(routeOf("/login")).toBe(ROUTES.login);
  expect(routeOf("/constructor")).toBeUndefined();
  expect(routeOf("/wife")).toBeUndefined();
  expect(routeOf("/")).toBeUndefined();
});
