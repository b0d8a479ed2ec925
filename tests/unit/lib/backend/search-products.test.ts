/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { filterProducts, searchProducts, searchSuggestions } from "@/lib/backend/catalogue";
import { forgetBackendCapabilities } from "@/lib/backend/capabilities";
import { forgetLocalCatalogue } from "@/lib/backend/local-catalogue";
import { searchResults } from "@/lib/backend/search-results";

/**
 * searchProducts and searchSuggestions on both kinds of backend: a plain contract backend,
 * answered from the local catalogue by the shared search rules, and one that searches by them
 * itself (the reference backend in full mode), asked with the shopper's words and filters.
 */

const CATEGORIES = [
  { _id: "c-cakes", categoryname: "Cakes", image: "" },
  { _id: "c-flowers", categoryname: "Flowers", image: "" },
];
const SUBCATEGORIES = [
  { _id: "s-roses", subcategory: "Roses", category: { _id: "c-flowers" } },
  { _id: "s-choc", subcategory: "Chocolate Cakes", category: { _id: "c-cakes" } },
];
const product = (id: string, title: string, price: number, category: string, sub?: string) => ({
  _id: id,
  title,
  price,
  image: `/uploads/${id}.webp`,
  categoryname: { _id: category, name: "" },
  subcategory: sub ? { _id: sub, name: "" } : null,
});
// Newest first.
const PRODUCTS = [
  product("p1", "Red Rose Bouquet", 450, "c-flowers", "s-roses"),
  product("p2", "Birthday Cake for Mom", 900, "c-cakes"),
  product("p3", "Pink Roses Box", 1500, "c-flowers", "s-roses"),
  product("p4", "Chocolate Truffle Cake", 600, "c-cakes", "s-choc"),
  product("p5", "Black Forest Cake", 500, "c-cakes", "s-choc"),
];

type Answer = (url: URL) => { status: number; body: unknown };

const lists: Record<string, unknown> = {
  "/api/getcategories": CATEGORIES,
  "/api/getsubcategories": SUBCATEGORIES,
};

/** A plain contract backend: no paging, no search; the filter honours the price window only. */
const contract: Answer = (url) => {
  if (url.pathname in lists) return { status: 200, body: lists[url.pathname] };
  if (url.pathname === "/api/client/search") {
    return { status: 200, body: { success: true, data: PRODUCTS } };
  }
  const min = Number(url.searchParams.get("minPrice") ?? 0);
  const max = Number(url.searchParams.get("maxPrice") ?? Infinity);
  const data = PRODUCTS.filter((p) => p.price >= min && p.price <= max);
  return { status: 200, body: { success: true, data } };
};

/**
 * A backend that searches by the shared rules: its text answers carry `search`; it knows the
 * delivery needs and refuses others. Its matching is not the point here: it answers the
 * roses, and says "rosse" was meant as "rose".
 */
const relevance: Answer = (url) => {
  if (url.pathname in lists) return { status: 200, body: lists[url.pathname] };
  const q = url.searchParams.get("q");
  const delivery = url.searchParams.get("delivery");
  if (delivery && delivery !== "midnight" && delivery !== "same-day") {
    return { status: 400, body: { success: false, message: "delivery is not known" } };
  }
  const probe = q?.startsWith("zq") || delivery === "capability-probe";
  const max = Number(url.searchParams.get("maxPrice") ?? Infinity);
  const data = probe || url.searchParams.get("maxPrice") === "0" ? [] : PRODUCTS.slice(0, 1);
  const search = q === null ? {} : { search: { corrected: q === "rosse" ? "rose" : null } };
  return {
    status: 200,
    body: {
      success: true,
      data: data.filter((p) => p.price <= max),
      total: data.length,
      page: 1,
      ...search,
    },
  };
};

/** The same backend, but one that ignores `delivery`: it does not filter by delivery. */
const relevanceWithoutDelivery: Answer = (url) => {
  const copy = new URL(url);
  copy.searchParams.delete("delivery");
  return relevance(copy);
};

let answer: Answer = contract;
const asked: URL[] = [];
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://x");
  asked.push(url);
  const { status, body } = answer(url);
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  forgetBackendCapabilities();
  forgetLocalCatalogue();
  asked.length = 0;
});

const titles = (page: { products: { title: string }[] }) => page.products.map((p) => p.title);

describe("on a plain contract backend, the local catalogue applies the shared rules", () => {
  beforeEach(() => {
    answer = contract;
  });

  test("a typo finds the roses and says what it read", async () => {
    const page = await searchProducts({ query: "rosse", limit: 24 });
    expect(titles(page).sort()).toEqual(["Pink Roses Box", "Red Rose Bouquet"]);
    expect(page).toMatchObject({ total: 2, corrected: "rose", chips: [], page: 1, limit: 24 });
  });

  test("a phrase and a Hinglish word", async () => {
    expect(titles(await searchProducts({ query: "birthday cake for mom", limit: 24 }))).toEqual([
      "Birthday Cake for Mom",
    ]);
    expect(titles(await searchProducts({ query: "gulab", limit: 24 })).sort()).toEqual([
      "Pink Roses Box",
      "Red Rose Bouquet",
    ]);
  });

  test("the text's price is applied and shown as a chip", async () => {
    const page = await searchProducts({ query: "roses under 1000", limit: 24 });
    expect(titles(page)).toEqual(["Red Rose Bouquet"]);
    expect(page.chips).toEqual([{ kind: "price", label: "Under ₹1,000", without: "roses" }]);
    // Only words of price: every product in the range.
    expect((await searchProducts({ query: "under 500", limit: 24 })).total).toBe(2);
  });

  test("a price the list sets itself wins over the text's, and no price chip is shown", async () => {
    const page = await searchProducts({ query: "roses under 1000", minPrice: 1000, limit: 24 });
    expect(titles(page)).toEqual(["Pink Roses Box"]);
    expect(page.chips).toEqual([]);
  });

  test("delivery words are left out where delivery cannot be filtered, with no chip", async () => {
    const page = await searchProducts({ query: "midnight roses", limit: 24 });
    expect(titles(page).sort()).toEqual(["Pink Roses Box", "Red Rose Bouquet"]);
    expect(page.chips).toEqual([]);
  });

  test("blank text and text of only stop words find nothing", async () => {
    for (const query of ["", "   ", "for the"]) {
      expect(await searchProducts({ query, limit: 24 })).toMatchObject({ total: 0, products: [] });
    }
  });

  test("the list pages' filter reads search text the same way, relevance first", async () => {
    const page = await filterProducts({ query: "rosse", limit: 24 });
    expect(page).toEqual({ products: expect.any(Array), total: 2, page: 1, limit: 24 });
    const cheapest = await filterProducts({ query: "cake", sort: "price-asc", limit: 1 });
    expect(titles(cheapest)).toEqual(["Black Forest Cake"]);
  });

  test("suggestions: products by relevance, categories whose names hold the words", async () => {
    const cake = await searchSuggestions("choc", 8);
    expect(titles(cake)).toEqual(["Chocolate Truffle Cake", "Black Forest Cake"]);
    expect(cake.categories).toEqual([{ name: "Chocolate Cakes", href: "/subcategory/s-choc" }]);
    const roses = await searchSuggestions("rosse", 8);
    expect(roses.corrected).toBe("rose");
    expect(roses.categories).toEqual([{ name: "Roses", href: "/subcategory/s-roses" }]);
    expect((await searchSuggestions("cake", 8)).categories).toEqual([
      { name: "Cakes", href: "/products?category=Cakes" },
      { name: "Chocolate Cakes", href: "/subcategory/s-choc" },
    ]);
  });
});

describe("on a backend that searches by the shared rules", () => {
  beforeEach(() => {
    answer = relevance;
  });

  const filterAsked = () =>
    asked
      .filter((url) => url.pathname === "/api/product/filter" && url.searchParams.has("q"))
      .at(-1);

  test("it is sent the words, the text's price and delivery, relevance by default", async () => {
    const page = await searchProducts({ query: "red roses under 500 midnight", limit: 24 });
    const url = filterAsked();
    expect(url?.searchParams.get("q")).toBe("red roses");
    expect(url?.searchParams.get("maxPrice")).toBe("500");
    expect(url?.searchParams.get("delivery")).toBe("midnight");
    expect(url?.searchParams.get("sort")).toBe("relevance");
    expect(page.chips.map((chip) => chip.kind)).toEqual(["price", "delivery"]);
    expect(titles(page)).toEqual(["Red Rose Bouquet"]);
  });

  test("a delivery word is its filter and a chip that searches the words without it", async () => {
    const page = await searchProducts({ query: "Midnight cake", limit: 24 });
    const url = filterAsked();
    expect(url?.searchParams.get("q")).toBe("cake");
    expect(url?.searchParams.get("delivery")).toBe("midnight");
    expect(page.chips).toEqual([{ kind: "delivery", label: "Midnight delivery", without: "cake" }]);
  });

  test("delivery words alone list what meets the need, with no words to search", async () => {
    const page = await searchProducts({ query: "same day delivery", limit: 24 });
    const url = asked
      .filter(
        (seen) => seen.pathname === "/api/product/filter" && seen.searchParams.has("delivery"),
      )
      .at(-1);
    expect(url?.searchParams.get("delivery")).toBe("same-day");
    expect(url?.searchParams.has("q")).toBe(false);
    expect(page.chips).toEqual([{ kind: "delivery", label: "Same-day delivery", without: "" }]);
  });

  test("its correction is passed on; an explicit sort and price are kept", async () => {
    const page = await searchProducts({
      query: "rosse",
      sort: "price-asc",
      maxPrice: 800,
      limit: 24,
    });
    expect(page.corrected).toBe("rose");
    expect(filterAsked()?.searchParams.get("sort")).toBe("price-asc");
    expect(filterAsked()?.searchParams.get("maxPrice")).toBe("800");
  });

  test("suggestions come from its search list with its correction", async () => {
    const suggestions = await searchSuggestions("rosse", 8);
    const url = asked.find(
      (seen) => seen.pathname === "/api/client/search" && seen.searchParams.get("q") === "rosse",
    );
    expect(url?.searchParams.get("limit")).toBe("8");
    expect(suggestions).toMatchObject({ corrected: "rose", categories: [{ name: "Roses" }] });
    expect(titles(suggestions)).toEqual(["Red Rose Bouquet"]);
  });
});

describe("on a backend that searches but does not filter by delivery", () => {
  beforeEach(() => {
    answer = relevanceWithoutDelivery;
  });

  test("delivery words are left out of the words, with no chip and no delivery asked", async () => {
    const page = await searchProducts({ query: "midnight cake", limit: 24 });
    const url = asked
      .filter((seen) => seen.pathname === "/api/product/filter" && seen.searchParams.has("q"))
      .at(-1);
    expect(url?.searchParams.get("q")).toBe("cake");
    expect(url?.searchParams.has("delivery")).toBe(false);
    expect(page.chips).toEqual([]);
  });
});

/**
 * A backend that searches (a title holding the text), filters by category and price, and says
 * how many products match and their cheapest and dearest price, as ours does.
 */
const pricedSearch: Answer = (url) => {
  const q = url.searchParams.get("q");
  if (url.pathname !== "/api/product/filter" || !q || q.startsWith("zq")) return relevance(url);
  const categories = url.searchParams.get("categoryname")?.split(",").filter(Boolean) ?? [];
  const min = Number(url.searchParams.get("minPrice") ?? 0);
  const max = Number(url.searchParams.get("maxPrice") ?? Infinity);
  const matches = PRODUCTS.filter(
    (p) =>
      p.title.toLowerCase().includes(q) &&
      (categories.length === 0 || categories.includes(p.categoryname._id)) &&
      p.price >= min &&
      p.price <= max,
  );
  const prices = matches.map((p) => p.price);
  const limit = Number(url.searchParams.get("limit") ?? matches.length);
  return {
    status: 200,
    body: {
      success: true,
      data: matches.slice(0, limit),
      total: matches.length,
      prices: matches.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      page: 1,
      search: { corrected: null },
    },
  };
};

describe("the search results page's reads: its page and the slider's ends", () => {
  /** The filter calls that searched the shopper's words (not the capability probes). */
  const searches = () =>
    asked.filter(
      (url) =>
        url.pathname === "/api/product/filter" &&
        url.searchParams.has("q") &&
        !url.searchParams.get("q")?.startsWith("zq"),
    );

  test("the local catalogue: the ends of every match, whatever the list's own narrowing", async () => {
    answer = contract;
    const { page, all } = await searchResults({ query: "cake" });
    expect(page.total).toBe(3);
    expect(all).toEqual({ total: 3, prices: { min: 500, max: 900 } });
    const narrowed = await searchResults({ query: "cake", maxPrice: 550 });
    expect(titles(narrowed.page)).toEqual(["Black Forest Cake"]);
    expect(narrowed.all).toEqual({ total: 3, prices: { min: 500, max: 900 } });
    expect((await searchResults({ query: "zzqx" })).all).toEqual({ total: 0, prices: null });
  });

  test("a backend that says its matches' prices: one search, two when the list narrows", async () => {
    answer = pricedSearch;
    const { page, all } = await searchResults({ query: "cake" });
    expect(searches()).toHaveLength(1);
    expect(page.total).toBe(3);
    expect(all).toEqual({ total: 3, prices: { min: 500, max: 900 } });
    asked.length = 0;
    // Narrowed to one cake: the slider still spans every cake.
    const narrowed = await searchResults({ query: "cake", maxPrice: 550 });
    expect(titles(narrowed.page)).toEqual(["Black Forest Cake"]);
    expect(narrowed.all).toEqual({ total: 3, prices: { min: 500, max: 900 } });
    expect(searches()).toHaveLength(2);
    const pageCall = searches().find((url) => url.searchParams.get("limit") === "24");
    const endsCall = searches().find((url) => url.searchParams.get("limit") === "1");
    expect(pageCall?.searchParams.get("maxPrice")).toBe("550");
    expect(endsCall?.searchParams.get("maxPrice")).toBe("10000");
  });

  test("a backend that does not: its cheapest and dearest match are asked for", async () => {
    answer = relevance;
    const { all } = await searchResults({ query: "roses" });
    const sorts = searches().map((url) => url.searchParams.get("sort"));
    expect(sorts.sort()).toEqual(["price-asc", "price-desc", "relevance"]);
    expect(all).toEqual({ total: 1, prices: { min: 450, max: 450 } });
  });
});
