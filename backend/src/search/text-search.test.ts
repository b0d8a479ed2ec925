/**
 * Search by the shared rules in SQL (docs/search.md): words in any order, typos, synonyms and
 * Hinglish, ranking, the contract's substring rule kept, and the correction in the answer.
 */
import { products } from "../db/schema";
import { ids } from "../test/fixture";
import { testAppPerFile } from "../test/test-app";
import { testEngine } from "../test/test-db";
import { sql } from "drizzle-orm";
import { searchRules, searchWords } from "../db/schema";
import { fillSearchDocuments, refreshSearchDocuments } from "./documents";

const extra = [
  {
    n: 1,
    title: "Red Rose Bouquet",
    categoryId: ids.flowers,
    subcategoryId: ids.roses,
    ratingCount: 2,
  },
  {
    n: 2,
    title: "Pink Rose Basket",
    categoryId: ids.flowers,
    subcategoryId: ids.roses,
    ratingCount: 9,
  },
  {
    n: 3,
    title: "Happy Birthday Chocolate Cake",
    categoryId: ids.cakes,
    subcategoryId: ids.chocolateCakes,
    ratingCount: 0,
  },
  {
    n: 4,
    title: "Vanilla Dream Cake",
    categoryId: ids.cakes,
    subcategoryId: ids.chocolateCakes,
    description: "A birthday favourite, topped with sugar roses.",
    ratingCount: 50,
  },
  { n: 5, title: "Gulab Jamun Cake", categoryId: ids.cakes, subcategoryId: null, ratingCount: 1 },
];

const t = testAppPerFile();
beforeAll(async () => {
  await t.database.db.insert(products).values(
    extra.map(({ n, ...fields }) => ({
      id: `e${String(n).padStart(23, "0")}`,
      name: fields.title,
      price: 700,
      oldPrice: 900,
      approved: true,
      sellerId: ids.seller,
      createdAt: new Date(Date.UTC(2026, 10, n)),
      ...fields,
    })),
  );
  // Rows written past the seed get their documents as a backend's start writes them.
  expect(await fillSearchDocuments(t.database.db)).toBeGreaterThanOrEqual(extra.length);
  expect(await fillSearchDocuments(t.database.db)).toBe(0);
});

type Answer = {
  data: { title: string }[];
  search?: { corrected: string | null; ignored: string[] };
};

async function results(q: string, { limit = 50, page = 1 } = {}) {
  const params = new URLSearchParams({
    q,
    sort: "relevance",
    limit: String(limit),
    page: String(page),
  });
  const { status, body } = await t.get(`/api/product/filter?${params}`);
  expect(status).toBe(200);
  const answer = body as Answer;
  return {
    titles: answer.data.map((p) => p.title),
    corrected: answer.search?.corrected,
    ignored: answer.search?.ignored,
  };
}

describe(`search by the shared rules (${testEngine})`, () => {
  test("a typo of one letter is read as the catalogue's word, and the answer says so", async () => {
    const { titles, corrected } = await results("rosse");
    expect(corrected).toBe("rose");
    expect(titles.slice(0, 2).sort()).toEqual(["Pink Rose Basket", "Red Rose Bouquet"]);
  });

  test("two letters swapped near a short word's start are one edit, as in the storefront's index", async () => {
    const { titles, corrected } = await results("ckae");
    expect(corrected).toBe("cake");
    expect(titles.length).toBeGreaterThan(0);
  });

  test("words are found in any order, a title's words above a category's", async () => {
    const { titles, corrected } = await results("cake chocolate");
    expect(corrected).toBeNull();
    // Both words in the title outrank 'chocolate' only in the subcategory's name.
    const both = titles.indexOf("Happy Birthday Chocolate Cake");
    const named = titles.indexOf("Vanilla Dream Cake");
    expect(both).toBeGreaterThanOrEqual(0);
    expect(named).toBeGreaterThan(both);
    // A description is not searched: every backend's list carries names only.
    expect((await results("sugar roses")).titles).not.toContain("Vanilla Dream Cake");
  });

  test("a word naming who it is for ranks without ruling out; Hinglish reads through synonyms", async () => {
    expect((await results("bday cake for mom")).titles).toContain("Happy Birthday Chocolate Cake");
    const gulab = await results("gulab");
    // 'gulab' is a rose; the Gulab Jamun Cake is still found by the contract's own rule, after.
    expect(gulab.titles.slice(0, 2).sort()).toEqual(["Pink Rose Basket", "Red Rose Bouquet"]);
    expect(gulab.titles).toContain("Gulab Jamun Cake");
  });

  test("a word no product holds is set aside and named while other words remain", async () => {
    const cakes = await results("cake qwxz");
    expect(cakes.ignored).toEqual(["qwxz"]);
    expect(cakes.titles).toContain("Vanilla Dream Cake");
    // A correction is searched by, the unknown word still set aside.
    const roses = await results("rosse qwxz");
    expect(roses).toMatchObject({ corrected: "rose", ignored: ["qwxz"] });
    expect(roses.titles.slice(0, 2).sort()).toEqual(["Pink Rose Basket", "Red Rose Bouquet"]);
    // Nothing but unknown words finds nothing.
    expect(await results("qwxz plmkj")).toMatchObject({ titles: [], ignored: [] });
  });

  test("equal matches go to the more reviewed first", async () => {
    // Every word must be found: no product is both a bouquet and a basket.
    expect((await results("rose bouquet basket")).titles).toEqual([]);
    const roses = await results("roses");
    expect(roses.titles.indexOf("Pink Rose Basket")).toBeLessThan(
      roses.titles.indexOf("Red Rose Bouquet"),
    );
  });

  test("every page is the whole order's slice, whether the best scorers fill it or not", async () => {
    // A page the best-scoring products fill is read from them alone; the pages past them are
    // scored whole. Paging through must walk the one order either way.
    for (const q of ["cake", "rose", "chocolate cake", "roses"]) {
      const whole = (await results(q)).titles;
      expect(whole.length).toBeGreaterThan(3);
      for (const limit of [1, 2, 3]) {
        const paged: string[] = [];
        for (let page = 1; (page - 1) * limit < whole.length; page++) {
          paged.push(...(await results(q, { limit, page })).titles);
        }
        expect({ q, limit, paged }).toEqual({ q, limit, paged: whole });
      }
    }
  });

  test("suggestions read the last word as it is being typed, and carry the correction", async () => {
    const { status, body } = await t.get("/api/client/search?q=birthday%20choc&limit=8");
    expect(status).toBe(200);
    expect((body as Answer).data[0]?.title).toBe("Happy Birthday Chocolate Cake");
    expect((body as Answer).search).toEqual({ corrected: null, ignored: [] });
  });

  test("the filter's answer carries the correction whatever the sort", async () => {
    const { body } = await t.get("/api/product/filter?categoryname=&q=rosse&sort=price-asc");
    expect((body as Answer).search).toEqual({ corrected: "rose", ignored: [] });
    expect((body as Answer).data.length).toBeGreaterThanOrEqual(2);
  });
});

describe(`the word list counts each word's products by field (${testEngine})`, () => {
  test("titles, names only, and the rest", async () => {
    const rows = await t.database.db.select().from(searchWords);
    const byWord = Object.fromEntries(rows.map(({ word, ...counts }) => [word, counts]));
    // Bouquet is said by titles only ("Red Rose Bouquet" and the seed's).
    expect(byWord.bouquet!.titles).toBeGreaterThanOrEqual(1);
    expect(byWord.bouquet).toMatchObject({ titles: byWord.bouquet!.products, names: 0 });
    // Flower: the Flowers category's name, in no title.
    expect(byWord.flower).toMatchObject({ titles: 0, names: byWord.flower!.products });
    // Chocolate: in two titles, and the chocolate cakes' name for the others.
    expect(byWord.chocolate!.titles).toBeGreaterThanOrEqual(1);
    expect(byWord.chocolate!.names).toBeGreaterThanOrEqual(1);
    // A word is counted in its heaviest field only; recipients are in neither.
    for (const counts of rows)
      expect(counts.titles + counts.names).toBeLessThanOrEqual(counts.products);
    expect(rows.some((counts) => counts.products > 0 && counts.titles + counts.names === 0)).toBe(
      true,
    );
  });
});

describe(`stored documents follow the word file (${testEngine})`, () => {
  test("a start after the word file changed writes every document again", async () => {
    const { db } = t.database;
    // As if the documents had been written under other rules: 'rose' stored as 'gulab'.
    await db.update(searchRules).set({ fingerprint: "0-older" });
    await db.execute(sql`update products set search_doc = 'gulab:1A'::tsvector`);
    // 'gulab' reads as rose, which no stale document holds (the contract rule finds no rose).
    expect((await results("gulab")).titles).not.toContain("Red Rose Bouquet");

    const written = await refreshSearchDocuments(db);
    expect(written).toBeGreaterThanOrEqual(extra.length);
    expect((await results("gulab")).titles).toContain("Red Rose Bouquet");
    // Current rules: nothing to write on the next start.
    expect(await refreshSearchDocuments(db)).toBe(0);
  });
});
