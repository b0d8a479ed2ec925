import { expectRejected } from "../../test/expect";
import { testAppPerFile } from "../../test/test-app";
import { ids } from "../../test/fixture";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();

interface FilterAnswer {
  success: boolean;
  data: { title: string; price: number; discount: number; approved: boolean }[];
  total: number;
  prices: { min: number; max: number } | null;
  page: number;
  limit: number;
}

async function filter(params: Record<string, string>) {
  const { status, body } = await t.get(`/api/product/filter?${new URLSearchParams(params)}`);
  expect(status).toBe(200);
  const answer = body as FilterAnswer;
  return { ...answer, titles: answer.data.map((p) => p.title) };
}

describe(`GET /api/product/filter (${testEngine})`, () => {
  test("with no filter lists every approved product, newest first, and counts them", async () => {
    const all = await filter({});
    expect(all.success).toBe(true);
    expect(all.titles).toEqual([
      "Pink Roses Box",
      "Red Roses Bouquet",
      "Eggless Vanilla Cake",
      "Black Forest Cake",
      "Chocolate Truffle Cake",
    ]);
    expect(all.total).toBe(5);
    expect(all.data.every((p) => p.approved)).toBe(true);
  });

  test("categoryname takes comma-separated category ids", async () => {
    expect((await filter({ categoryname: ids.flowers })).titles).toEqual([
      "Pink Roses Box",
      "Red Roses Bouquet",
    ]);
    expect((await filter({ categoryname: `${ids.cakes},${ids.flowers}` })).total).toBe(5);
    expect((await filter({ categoryname: ids.empty })).titles).toEqual([]);
    expect((await filter({ categoryname: "" })).total).toBe(5);
  });

  test("the price range is inclusive at both ends", async () => {
    expect((await filter({ minPrice: "499", maxPrice: "1000" })).titles).toEqual([
      "Eggless Vanilla Cake",
      "Black Forest Cake",
      "Chocolate Truffle Cake",
    ]);
    expect((await filter({ minPrice: "149", maxPrice: "149" })).titles).toEqual([
      "Red Roses Bouquet",
    ]);
    expect((await filter({ maxPrice: "10000" })).total).toBe(5);
    expect((await filter({ minPrice: "9999" })).titles).toEqual(["Pink Roses Box"]);
  });

  test("discount is a minimum percent; empty means any", async () => {
    // Discounts: truffle 25, black forest 0, eggless 50, red roses 50, pink roses 17.
    expect((await filter({ discount: "50" })).titles).toEqual([
      "Red Roses Bouquet",
      "Eggless Vanilla Cake",
    ]);
    expect((await filter({ discount: "20" })).total).toBe(3);
    expect((await filter({ discount: "" })).total).toBe(5);
    expect((await filter({ discount: "60" })).titles).toEqual([]);
  });

  test("sorts by price both ways, newest and biggest discount", async () => {
    expect((await filter({ sort: "price-asc" })).data.map((p) => p.price)).toEqual([
      149, 499, 599, 1000, 9999,
    ]);
    expect((await filter({ sort: "price-desc" })).data.map((p) => p.price)).toEqual([
      9999, 1000, 599, 499, 149,
    ]);
    expect((await filter({ sort: "newest" })).titles[0]).toBe("Pink Roses Box");
    expect((await filter({ sort: "discount-desc" })).data.map((p) => p.discount)).toEqual([
      50, 50, 25, 17, 0,
    ]);
  });

  test("filters combine, and an unapproved product never appears whatever the filter", async () => {
    const combined = await filter({
      categoryname: ids.cakes,
      minPrice: "500",
      discount: "20",
      sort: "price-asc",
    });
    expect(combined.titles).toEqual(["Chocolate Truffle Cake", "Eggless Vanilla Cake"]);
    const hiddenBait = await filter({
      categoryname: ids.flowers,
      minPrice: "300",
      maxPrice: "300",
      discount: "60",
    });
    expect(hiddenBait.titles).toEqual([]);
  });

  test("subcategory, recipient and q narrow the list (reference-backend extensions)", async () => {
    expect((await filter({ subcategory: ids.chocolateCakes })).titles).toEqual([
      "Black Forest Cake",
      "Chocolate Truffle Cake",
    ]);
    expect((await filter({ recipient: "mother" })).titles).toEqual(["Eggless Vanilla Cake"]);
    expect((await filter({ recipient: "wife" })).titles).toEqual([
      "Red Roses Bouquet",
      "Chocolate Truffle Cake",
    ]);
    expect((await filter({ q: "roses" })).titles).toEqual(["Pink Roses Box", "Red Roses Bouquet"]);
  });

  test("total counts every match beyond the page, with and without a text query", async () => {
    expect(await filter({ limit: "1" })).toMatchObject({ total: 5, page: 1, limit: 1 });
    expect((await filter({ limit: "2", page: "9" })).titles).toEqual([]);
    expect((await filter({ limit: "2", page: "9" })).total).toBe(5);
    const cakes = await filter({ q: "cake", limit: "2" });
    expect(cakes.titles).toEqual(["Eggless Vanilla Cake", "Black Forest Cake"]);
    expect(cakes.total).toBe(3);
    const cakesPage2 = await filter({ q: "cake", limit: "2", page: "2", sort: "price-asc" });
    expect(cakesPage2).toMatchObject({ total: 3, page: 2 });
    expect(cakesPage2.titles).toEqual(["Eggless Vanilla Cake"]);
    expect((await filter({ q: "cake", categoryname: ids.flowers })).total).toBe(0);
    expect((await filter({ q: "roses", recipient: "wife", limit: "1" })).total).toBe(1);
    expect((await filter({ categoryname: ids.cakes, discount: "20", limit: "1" })).total).toBe(2);
    expect((await filter({ q: "secret" })).total).toBe(0);
  });

  test("prices are the cheapest and dearest of every match beyond the page, null for none", async () => {
    const filters: Record<string, string>[] = [
      {},
      { q: "cake" },
      { q: "roses", recipient: "wife" },
      { discount: "20" },
    ];
    for (const params of filters) {
      const whole = await filter(params);
      const prices = whole.data.map((p) => p.price);
      const expected = { min: Math.min(...prices), max: Math.max(...prices) };
      expect(whole.prices).toEqual(expected);
      // One product of the page, any sort: the same ends.
      expect((await filter({ ...params, limit: "1", sort: "price-desc" })).prices).toEqual(
        expected,
      );
    }
    expect((await filter({ q: "cake", minPrice: "0", maxPrice: "1" })).prices).toBeNull();
    expect((await filter({ q: "secret" })).prices).toBeNull();
  });

  test("q matches the title, the category name or the subcategory name, case-insensitively", async () => {
    // "Pink Roses Box" has no subcategory and no "flowers" in its title: its category matches.
    expect((await filter({ q: "FLOWERS" })).titles).toEqual([
      "Pink Roses Box",
      "Red Roses Bouquet",
    ]);
    // Black Forest Cake's title has no "chocolate": its subcategory (Chocolate Cakes) matches.
    const chocolate = await filter({ q: "chocolate" });
    expect(chocolate.titles).toEqual(["Black Forest Cake", "Chocolate Truffle Cake"]);
    expect(chocolate.total).toBe(2);
    expect((await filter({ q: "eggless cakes" })).titles).toEqual(["Eggless Vanilla Cake"]);
    // The orphan subcategory "Clearance" has no products; a category name alone brings no others.
    expect((await filter({ q: "clearance" })).total).toBe(0);
    expect((await filter({ q: "%" })).total).toBe(0);
    expect((await filter({ q: "_" })).total).toBe(0);
    expect((await filter({ q: "  " })).total).toBe(5);
  });

  test("pages through the list with page and limit", async () => {
    const first = await filter({ sort: "price-asc", limit: "2" });
    const second = await filter({ sort: "price-asc", limit: "2", page: "2" });
    const third = await filter({ sort: "price-asc", limit: "2", page: "3" });
    expect([...first.titles, ...second.titles, ...third.titles]).toHaveLength(5);
    expect(first.data.map((p) => p.price)).toEqual([149, 499]);
    expect(third.data.map((p) => p.price)).toEqual([9999]);
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
  });

  test("an empty sort or discount means none, as §7's own client sends them", async () => {
    const all = await filter({});
    const empty = await filter({ sort: "", discount: "" });
    expect(empty.titles).toEqual(all.titles);
    expect(empty.total).toBe(5);
    expect((await filter({ sort: "", discount: "50" })).titles).toEqual([
      "Red Roses Bouquet",
      "Eggless Vanilla Cake",
    ]);
  });

  test("a recipient slug no product carries matches nothing, so support can be probed", async () => {
    const none = await filter({ recipient: "no-such-recipient-1" });
    expect(none).toMatchObject({ success: true, data: [], total: 0 });
    expect((await filter({ recipient: "wife" })).titles).toEqual([
      "Red Roses Bouquet",
      "Chocolate Truffle Cake",
    ]);
    expect((await filter({ recipient: "" })).total).toBe(5);
  });

  test.each([
    [{ minPrice: "-1" }, "minPrice"],
    [{ maxPrice: "abc" }, "maxPrice"],
    [{ minPrice: "500", maxPrice: "100" }, "minPrice"],
    [{ discount: "101" }, "discount"],
    [{ discount: "-10" }, "discount"],
    [{ sort: "cheapest" }, "sort"],
    [{ categoryname: "cakes" }, "categoryname"],
    [{ recipient: "Boss" }, "recipient"],
    [{ recipient: "a".repeat(41) }, "recipient"],
    [{ recipient: "boss's" }, "recipient"],
    [{ limit: "1000" }, "limit"],
    [{ page: "0" }, "page"],
  ])("rejects %j with 400 naming %s", async (params, field) => {
    const { status, body } = await t.get(`/api/product/filter?${new URLSearchParams(params)}`);
    expectRejected({ status, body }, 400, field);
  });
});
