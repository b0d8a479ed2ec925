/** @jest-environment node */
import { NextRequest } from "next/server";
import { getCategories, getCategoryMenu, getProduct } from "@/lib/backend/catalogue";
import { LIST_VIEW_HEADER, LIST_VIEW_REWRITE } from "@/lib/catalogue/list-view-rewrite";
import { PINCODE_VIEW_HEADER, PINCODE_VIEW_REWRITE } from "@/lib/delivery/pincode-view";
import { VARIANT_VIEW_HEADER, VARIANT_VIEW_REWRITE } from "@/lib/gifting/variant-view";
import type { Product } from "@/lib/types";
import { foldersWhere } from "@/lib/routing/routes";
import { NOT_FOUND_PATH } from "@/lib/routing/unknown-pages";
import { config, proxy } from "@/proxy";

// The proxy's part in serving product lists from the page cache: it names the cached twin in
// a request header for next.config.ts's rewrite, and never rewrites itself (Next would answer
// with an `x-middleware-rewrite` header naming the internal path).

jest.mock("@/lib/backend/catalogue", () => ({
  getCategories: jest.fn(),
  getCategoryMenu: jest.fn(),
  getProduct: jest.fn(),
}));
const categories = jest.mocked(getCategories);
const menu = jest.mocked(getCategoryMenu);

process.env.AUTH_SECRET = "test-secret-for-the-proxy-tests-0123456789";

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

/** The request headers the proxy hands on to Next's routing (what the rewrite's `has` sees). */
function forwarded(response: Response): Map<string, string> {
  const names = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
  return new Map(
    names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? ""]),
  );
}

/** Where next.config.ts's rewrite sends `path` with these forwarded headers, or null. */
function rewrittenTo(path: string, headers: Map<string, string>): string | null {
  const route = /^\/(products|productlist|search-results)$/.exec(
    new URL(path, "http://x").pathname,
  )?.[1];
  const [condition] = LIST_VIEW_REWRITE.has;
  const key = new RegExp(`^${condition!.value}$`).exec(headers.get(condition!.key) ?? "")?.groups
    ?.key;
  if (!route || !key) return null;
  return LIST_VIEW_REWRITE.destination.replace(":route", route).replace(":key", key);
}

beforeEach(() => {
  categories.mockReset();
  categories.mockResolvedValue([{ id: "c1", name: "Cakes", image: "" }]);
});

describe("the proxy on the product lists", () => {
  test("a common list goes to its cached twin, with no rewrite header in the answer", async () => {
    const response = await proxy(request("/products?category=Cakes&utm_source=mail"));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    const to = rewrittenTo("/products", forwarded(response));
    expect(to).toMatch(/^\/list-view\/products\/[A-Za-z0-9_-]+$/);
    // Equal lists share one entry: the tracking parameter is not part of the key.
    const again = await proxy(request("/products?category=Cakes"));
    expect(rewrittenTo("/products", forwarded(again))).toBe(to);
    const all = await proxy(request("/productlist"));
    expect(rewrittenTo("/productlist", forwarded(all))).toBe("/list-view/productlist/all");
  });

  test("a browser cannot name a twin itself: its header is dropped", async () => {
    const forged = { [LIST_VIEW_HEADER]: "bWFkZS11cA" };
    // A price range renders per request; the forged key must not reach the rewrite.
    const live = await proxy(request("/products?min=100", forged));
    expect(forwarded(live).has(LIST_VIEW_HEADER)).toBe(false);
    const cached = await proxy(request("/products?category=Cakes", forged));
    expect(forwarded(cached).get(LIST_VIEW_HEADER)).not.toBe("bWFkZS11cA");
  });

  test("without the category list, the list renders live", async () => {
    // A fresh proxy: the one above keeps the category list a minute in memory.
    await jest.isolateModulesAsync(async () => {
      const catalogue = await import("@/lib/backend/catalogue");
      jest.mocked(catalogue.getCategories).mockRejectedValue(new Error("backend down"));
      jest.spyOn(console, "error").mockImplementation(() => {});
      const { proxy: freshProxy } = await import("@/proxy");
      const response = await freshProxy(
        request("/products?category=Cakes", { [LIST_VIEW_HEADER]: "eA" }),
      );
      expect(rewrittenTo("/products", forwarded(response))).toBeNull();
    });
  });

  test("a search for a name the menu holds goes to its twin; other text renders live", async () => {
    // A fresh proxy: it keeps the menu a minute in memory, and other tests set their own.
    await jest.isolateModulesAsync(async () => {
      const catalogue = await import("@/lib/backend/catalogue");
      jest
        .mocked(catalogue.getCategories)
        .mockResolvedValue([{ id: "c1", name: "Cakes", image: "" }]);
      jest
        .mocked(catalogue.getCategoryMenu)
        .mockResolvedValue([{ id: "c1", name: "Cakes", image: "", subcategories: [] }]);
      const { proxy: freshProxy } = await import("@/proxy");
      const twin = async (path: string) =>
        rewrittenTo("/search-results", forwarded(await freshProxy(request(path))));
      expect(await twin("/search-results?query=Cake")).toMatch(
        /^\/list-view\/search-results\/[A-Za-z0-9_-]+$/,
      );
      expect(await twin("/search-results?query=cakke")).toBeNull();
      expect(await twin("/search-results?query=cake%20for%20mom")).toBeNull();
      expect(await twin("/search-results?query=cake&discount=30")).toBeNull();
      // The lists read search text too; there it always renders live.
      const list = await freshProxy(request("/products?query=cake"));
      expect(rewrittenTo("/products", forwarded(list))).toBeNull();
    });
  });

  test("the twins' own address is refused", async () => {
    const response = await proxy(request("/list-view/products/all"));
    expect(response.status).toBe(404);
  });
});

// Pages the shop does not have go to Next's not-found route (a path no route matches), whose
// 404 carries app/not-found.tsx in the HTML; a page that exists renders as before.
describe("the proxy on pages the shop does not have", () => {
  const NOT_FOUND = `http://localhost:3000${NOT_FOUND_PATH}`;
  const rewrite = (response: Response) => response.headers.get("x-middleware-rewrite");

  test("an unknown top-level path goes to the not-found route", async () => {
    const response = await proxy(request("/no-such-page"));
    expect(rewrite(response)).toBe(NOT_FOUND);
    expect(response.headers.get("location")).toBeNull();
  });

  test("without the menu, a subcategory page decides for itself", async () => {
    menu.mockReset();
    menu.mockRejectedValue(new Error("backend down"));
    jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await proxy(request("/subcategory/s1"));
    expect(rewrite(response)).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
    jest.restoreAllMocks();
  });

  test("a subcategory the menu does not hold goes to the not-found route; one it holds renders", async () => {
    menu.mockReset();
    menu.mockResolvedValue([
      {
        id: "c1",
        name: "Cakes",
        image: "",
        subcategories: [{ id: "s1", name: "Birthday", categoryId: "c1" }],
      },
    ]);
    expect(rewrite(await proxy(request("/subcategory/0123456789abcdef01234567")))).toBe(NOT_FOUND);
    const known = await proxy(request("/subcategory/s1?page=2"));
    expect(rewrite(known)).toBeNull();
    expect(known.headers.get("x-middleware-next")).toBe("1");
  });
});

// A shopper who has given a pincode gets the product page's pincode twin, under the pincode the
// proxy names for next.config.ts's rewrite; everyone else gets the cached page.
describe("the proxy on product pages", () => {
  const PRODUCT = "/products/a00000000000000000000001";

  /** Where PINCODE_VIEW_REWRITE sends `path` with these forwarded headers, or null. */
  function twinOf(path: string, headers: Map<string, string>): string | null {
    const id = /^\/products\/([^/]+)$/.exec(path)?.[1];
    const [condition] = PINCODE_VIEW_REWRITE.has;
    const pin = new RegExp(`^${condition!.value}$`).exec(headers.get(condition!.key) ?? "")?.groups
      ?.pin;
    if (!id || !pin) return null;
    return PINCODE_VIEW_REWRITE.destination.replace(":id", id).replace(":pin", pin);
  }

  test("the pincode cookie sends the page to its twin, with no rewrite header in the answer", async () => {
    const response = await proxy(request(PRODUCT, { cookie: "pincode=560038" }));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(twinOf(PRODUCT, forwarded(response))).toBe(
      "/pincode-view/a00000000000000000000001/560038",
    );
  });

  test("without the cookie the page is the cached one", async () => {
    const response = await proxy(request(PRODUCT));
    expect(twinOf(PRODUCT, forwarded(response))).toBeNull();
  });

  test.each(["012345", "56003", "5600381", "abc", "560038x", ""])(
    "a cookie that holds no pincode (%j) is ignored",
    async (value) => {
      const response = await proxy(request(PRODUCT, { cookie: `pincode=${value}` }));
      expect(twinOf(PRODUCT, forwarded(response))).toBeNull();
    },
  );

  test("a browser cannot name the twin itself: its header is dropped or replaced", async () => {
    const forged = { [PINCODE_VIEW_HEADER]: "110001" };
    const without = await proxy(request(PRODUCT, forged));
    expect(forwarded(without).has(PINCODE_VIEW_HEADER)).toBe(false);
    const withCookie = await proxy(request(PRODUCT, { ...forged, cookie: "pincode=560038" }));
    expect(forwarded(withCookie).get(PINCODE_VIEW_HEADER)).toBe("560038");
  });

  test.each(["/pincode-view/a00000000000000000000001/560038", "/pincode-view", "/list-view"])(
    "the twin's own address (%s) is refused",
    async (path) => {
      const response = await proxy(request(path, { cookie: "pincode=560038" }));
      expect(response.status).toBe(404);
    },
  );

  test("the proxy runs on product pages and the twins' addresses", () => {
    const { matcher } = config;
    expect(matcher).toEqual(expect.arrayContaining(["/products/:id", "/pincode-view/:path*"]));
  });
});

// `?variant=` of a variant the product has goes to the variant twin, cached like the product
// page; any other id gets the product's cached page, so made-up ids add nothing to the cache.
describe("the proxy on a product page's variant", () => {
  const ID = "a00000000000000000000007";
  const product = jest.mocked(getProduct);

  /** Where VARIANT_VIEW_REWRITE sends `path` with these forwarded headers, or null. */
  function twinOf(path: string, headers: Map<string, string>): string | null {
    const url = new URL(path, "http://x");
    const id = /^\/products\/([^/]+)$/.exec(url.pathname)?.[1];
    const [query, header] = VARIANT_VIEW_REWRITE.has;
    if (!url.searchParams.has(query!.key)) return null;
    const variant = new RegExp(`^${header!.value}$`).exec(headers.get(header!.key) ?? "")?.groups
      ?.variant;
    if (!id || !variant) return null;
    return VARIANT_VIEW_REWRITE.destination.replace(":id", id).replace(":variant", variant);
  }

  beforeEach(() => {
    product.mockReset();
    product.mockResolvedValue({
      id: ID,
      variants: [{ id: "1kg-eggless" }, { id: "500g-egg" }],
    } as Product);
  });

  test("a variant the product has is named for its twin, with no rewrite header in the answer", async () => {
    const path = `/products/${ID}?variant=1kg-eggless`;
    const response = await proxy(request(path));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(twinOf(path, forwarded(response))).toBe(`/variant-view/${ID}/1kg-eggless`);
  });

  test.each(["3kg-vegan", "1KG", "../x", ""])(
    "a variant the product does not have (%j) gets the cached page",
    async (variant) => {
      const path = `/products/${ID}?variant=${encodeURIComponent(variant)}`;
      const response = await proxy(request(path));
      expect(forwarded(response).has(VARIANT_VIEW_HEADER)).toBe(false);
      expect(twinOf(path, forwarded(response))).toBeNull();
    },
  );

  test("without the backend the cached page is served", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    product.mockRejectedValue(new Error("backend down"));
    const path = `/products/a00000000000000000000008?variant=1kg-eggless`;
    expect(forwarded(await proxy(request(path))).has(VARIANT_VIEW_HEADER)).toBe(false);
    jest.restoreAllMocks();
  });

  test("a browser cannot name a variant itself", async () => {
    const path = `/products/${ID}?variant=3kg-vegan`;
    const response = await proxy(request(path, { [VARIANT_VIEW_HEADER]: "3kg-vegan" }));
    expect(forwarded(response).has(VARIANT_VIEW_HEADER)).toBe(false);
  });

  test("a shopper with a pincode gets the pincode twin, which reads the variant itself", async () => {
    const path = `/products/${ID}?variant=1kg-eggless`;
    const response = await proxy(request(path, { cookie: "pincode=560038" }));
    expect(forwarded(response).get(PINCODE_VIEW_HEADER)).toBe("560038");
    expect(forwarded(response).has(VARIANT_VIEW_HEADER)).toBe(false);
  });

  test("the twin's own address is refused, and the proxy runs on it", async () => {
    expect((await proxy(request(`/variant-view/${ID}/1kg-eggless`))).status).toBe(404);
    expect(config.matcher).toEqual(expect.arrayContaining(["/variant-view/:path*"]));
  });
});

// What the proxy does on each kind of page of the route table (lib/routing/routes.ts).
describe("the proxy on the route table's pages", () => {
  test.each(foldersWhere((route) => route.session))(
    "a visitor without a session goes from /%s to the login page, and comes back after it",
    async (folder) => {
      const path = `/${folder}/more?x=1`;
      const response = await proxy(request(path));
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(
        `http://localhost:3000/login?next=${encodeURIComponent(path)}`,
      );
    },
  );

  test.each(foldersWhere((route) => route.signIn))(
    "the sign-in page /%s renders, with a nonce-based policy",
    async (folder) => {
      const response = await proxy(request(`/${folder}`));
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    },
  );

  test.each(foldersWhere((route) => route.twin))(
    "the twin /%s is refused to browsers",
    async (folder) => {
      expect((await proxy(request(`/${folder}/products/all`))).status).toBe(404);
    },
  );
});
