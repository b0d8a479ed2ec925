/**
 * The filter reads a page by ranking the matches over `products` alone and then reading the
 * page's products with their names (catalogue.handlers.ts `pageOf`), and a one-word relevance
 * page from its best-scoring products first (`bestFirst`, text-search.ts `bestOfOneWord`). Every page must be the
 * slice of one statement that joins the names to every match and orders them all, as JSON.
 */
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { categories, products, subcategories } from "../../db/schema";
import { textSearch } from "../../search/text-search";
import { applyCatalogue } from "../../seed/apply";
import { generateCatalogue } from "../../seed/generate";
import { testAppPerFile } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { filterQuery, filterWhere, textMatch } from "./product-filter";
import { catalogueProductJson, productColumns } from "./product-json";

const t = testAppPerFile({ seedFixture: false });
beforeAll(() => applyCatalogue(t.database.db, generateCatalogue({ products: 600 })), 120_000);

/** As the storefront asks: a price range always, 24 a page unless a test pages smaller. */
const asked = (params: Record<string, string>) => ({ minPrice: "0", maxPrice: "10000", ...params });

type Page = { data: object[]; total: number };

async function page(params: Record<string, string>): Promise<Page> {
  const { status, body } = await t.get(`/api/product/filter?${new URLSearchParams(params)}`);
  expect(status).toBe(200);
  return body as Page;
}

/** Every match in one joined statement, in `order` (null: relevance's own), as JSON. */
async function wholeAnswer(params: Record<string, string>, order: SQL[] | null) {
  const { db } = t.database;
  const q = filterQuery.parse(params);
  const found = q.q
    ? await textSearch(db, q.q, await textMatch(db, q.q), { prefixLast: false })
    : null;
  const where = await filterWhere(db, q, { text: found?.where });
  const relevance = found?.score
    ? [desc(found.score), desc(products.ratingCount), desc(products.createdAt), asc(products.id)]
    : null;
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(where)
    .orderBy(...(order ?? relevance ?? []));
  const toJson = await catalogueProductJson(db, "full")();
  return rows.map((row) => JSON.stringify(toJson(row)));
}

const newest = [desc(products.createdAt), asc(products.id)];

describe(`every filter page is the slice of the whole joined order (${testEngine})`, () => {
  test.each([
    // A typo and a Hinglish word, read as rose: every match scored.
    ["rosse", null],
    ["gulab", null],
    // One word as the catalogue writes it: its best-scoring products first, when they fill a page.
    ["cake", null],
    ["roses", null],
    // A word in few titles, or only in titles that say it another way ("Mom"): its best read
    // through the index of the titles' words.
    ["mother", null],
    ["mom", null],
    ["friend", null],
    ["flowers", null],
    // A recipient in no title: every match scores alike, read from the tie order.
    ["wife", null],
    ["husband", null],
    // Several words, one of them naming who it is for (ranked, not required).
    ["birthday cake for mom", null],
    ["chocolate cake", null],
    ["ckae", null],
  ])("q=%j by relevance", async (text) => {
    const params = asked({ q: text, sort: "relevance" });
    const whole = await wholeAnswer(params, null);
    expect(whole.length).toBeGreaterThan(5);
    for (const limit of [24, 5]) {
      const paged: string[] = [];
      for (let n = 1; (n - 1) * limit < whole.length; n++) {
        const answer = await page({ ...params, limit: String(limit), page: String(n) });
        expect(answer.total).toBe(whole.length);
        paged.push(...answer.data.map((product) => JSON.stringify(product)));
      }
      expect({ text, limit, paged }).toEqual({ text, limit, paged: whole });
    }
  });

  test.each([
    ["q=cake, price ↑", { q: "cake", sort: "price-asc" }, [asc(products.price), ...newest]],
    ["q=rosse, newest", { q: "rosse", sort: "newest" }, newest],
    ["no text, newest", { sort: "newest" }, newest],
    ["discount ↓", { sort: "discount-desc" }, [desc(products.discount), ...newest]],
  ])("%s", async (_label, sort, order) => {
    const params = asked(sort);
    const whole = await wholeAnswer(params, order);
    expect(whole.length).toBeGreaterThan(5);
    const paged: string[] = [];
    for (let n = 1; (n - 1) * 24 < whole.length; n++) {
      const answer = await page({ ...params, limit: "24", page: String(n) });
      paged.push(...answer.data.map((product) => JSON.stringify(product)));
    }
    expect(paged).toEqual(whole);
  });
});

describe(`the search box's suggestions are the top of the whole scored order (${testEngine})`, () => {
  test.each(["cake", "cak", "ros", "chocolate", "mom", "birthday c", "zzqx"])(
    "q=%j",
    async (text) => {
      const { db } = t.database;
      const found = await textSearch(db, text, await textMatch(db, text), { prefixLast: true });
      const order = found.score
        ? [
            desc(found.score),
            desc(products.ratingCount),
            desc(products.createdAt),
            asc(products.id),
          ]
        : [];
      const whole = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.approved, true), found.where))
        .orderBy(...order)
        .limit(8);
      const { status, body } = await t.get(
        `/api/client/search?${new URLSearchParams({ q: text, limit: "8" })}`,
      );
      expect(status).toBe(200);
      const ids = (body as { data: { _id: string }[] }).data.map((product) => product._id);
      // A word the catalogue holds fills the box; a word it does not, none.
      expect(whole).toHaveLength(text === "zzqx" ? 0 : 8);
      expect({ text, ids }).toEqual({ text, ids: whole.map((row) => row.id) });
    },
  );
});
