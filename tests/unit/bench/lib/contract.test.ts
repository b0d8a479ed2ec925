/**
 * @jest-environment node
 */
import { cachedListKey, cachedSearchKey, cachedSearches } from "@/lib/catalogue/cached-list";
import {
  contractFilterPages,
  pairedLatency,
  productIdsIn,
  sameProducts,
} from "../../../../bench/lib/contract.mjs";

const categories = [
  { id: "c1", name: "Cakes" },
  { id: "c2", name: "Flowers" },
  { id: "c3", name: "Plants" },
];

describe("contractFilterPages: the pages measured through the local catalogue", () => {
  it("are all rendered per request, never served from the list's page cache", () => {
    const pages = contractFilterPages(categories.map((category) => category.id));
    expect(pages).toHaveLength(5);
    // The seed's menu names cakes and roses, whose first result pages are cached.
    const searches = cachedSearches([
      { ...categories[0]!, image: "", subcategories: [] },
      {
        ...categories[1]!,
        image: "",
        subcategories: [{ id: "s1", name: "Roses", categoryId: "c2" }],
      },
    ]);
    expect(searches.has("cake") && searches.has("rose")).toBe(true);
    for (const { path } of pages) {
      const params = new URLSearchParams(path.slice(path.indexOf("?") + 1));
      const key = path.startsWith("/search-results")
        ? cachedSearchKey(params, searches)
        : cachedListKey(params, categories);
      expect(key).toBeNull();
    }
  });

  it("lists two categories in a price range, and leaves that list out when there is one category", () => {
    const paths = (ids: string[]) => contractFilterPages(ids).map((page) => page.path);
    expect(paths(["c1", "c2", "c3"])).toContain("/productlist?cat=c1,c2&min=500&max=2000");
    expect(paths(["c1"]).some((path) => path.startsWith("/productlist"))).toBe(false);
  });
});

describe("pairedLatency: the same page on two servers, side by side", () => {
  /** A fake server pair: `full` answers in 10 ms, `contract` in 15 ms; calls are recorded. */
  function fakeGet(calls: string[]) {
    return async (url: string) => {
      calls.push(url);
      return { ms: url === "full" ? 10 : 15, bytes: url.length, status: 200 };
    };
  }

  it("alternates which side goes first each round, after the warm-up calls", async () => {
    const calls: string[] = [];
    await pairedLatency(
      [
        { name: "full", url: "full" },
        { name: "contract", url: "contract" },
      ],
      { rounds: 3, perRound: 2, warmup: 1, get: fakeGet(calls) },
    );
    expect(calls).toEqual([
      "full",
      "contract",
      // round 1: full first; round 2: contract first; round 3: full first again
      "full",
      "full",
      "contract",
      "contract",
      "contract",
      "contract",
      "full",
      "full",
      "full",
      "full",
      "contract",
      "contract",
    ]);
  });

  it("times only the measured calls and gives the second side's p95 over the first's", async () => {
    const paired = await pairedLatency(
      [
        { name: "full", url: "full" },
        { name: "contract", url: "contract" },
      ],
      { rounds: 4, perRound: 5, warmup: 2, get: fakeGet([]) },
    );
    expect(paired.full).toMatchObject({ count: 20, p95: 10, statuses: { "200": 20 } });
    expect(paired.contract).toMatchObject({ count: 20, p95: 15, bytesMax: 8 });
    expect(paired.p95Ratio).toBe(1.5);
    expect(paired.p50Ratio).toBe(1.5);
  });

  it("asks 200 calls a side by default, so a few slow calls do not decide the p95", async () => {
    let fullCalls = 0;
    const paired = await pairedLatency(
      [
        { name: "full", url: "full" },
        { name: "contract", url: "contract" },
      ],
      {
        get: async (url) => {
          // One slow answer in 20 of the full side's timed calls (a collection, another process).
          const slow = url === "full" && ++fullCalls > 2 && fullCalls % 20 === 0;
          return { ms: slow ? 100 : 10, bytes: 1, status: 200 };
        },
      },
    );
    expect(paired.full.count).toBe(200);
    expect(paired.contract.count).toBe(200);
    expect(paired.full).toMatchObject({ p50: 10, p95: 10, p99: 100, max: 100 });
  });

  it("counts each answer's status, so a failing page is seen", async () => {
    let n = 0;
    const paired = await pairedLatency(
      [
        { name: "full", url: "full" },
        { name: "contract", url: "contract" },
      ],
      {
        rounds: 2,
        perRound: 2,
        warmup: 0,
        get: async (url) => ({
          ms: 5,
          bytes: 1,
          status: url === "contract" && n++ === 0 ? 500 : 200,
        }),
      },
    );
    expect(paired.contract.statuses).toEqual({ "200": 3, "500": 1 });
  });
});

describe("sameProducts: the shopper sees the same page whichever backend answers", () => {
  const page = (...ids: string[]) =>
    // a preloaded picture, named like a product, before the cards
    `<link rel="preload" as="image" href="/uploads/products/flowers-0-5.webp">` +
    ids.map((id) => `<a href="/products/${id}">x</a><img src="/uploads/${id}.webp">`).join("") +
    // the RSC payload names the same links again, and the pictures
    `<script>${ids.map((id) => `\\"href\\":\\"/products/${id}\\"`).join(",")}` +
    `"url":"/uploads/products/cake-15-6.webp"</script>`;

  it("reads each linked product once, in page order, and no picture", () => {
    expect(productIdsIn(page("b2", "a1", "c3"))).toEqual(["b2", "a1", "c3"]);
  });

  it("holds only when both list the same products in the same order", () => {
    expect(sameProducts(page("a", "b"), page("a", "b"))).toEqual({
      full: 2,
      contract: 2,
      same: true,
    });
    expect(sameProducts(page("a", "b"), page("b", "a")).same).toBe(false);
    expect(sameProducts(page("a", "b"), page("a")).same).toBe(false);
  });

  it("does not count two empty pages as evidence", () => {
    expect(sameProducts(page(), page()).same).toBe(false);
  });
});
