import { products } from "../../db/schema";
import { ids } from "../../test/fixture";
import { testAppPerFile } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

// Titles whose `%` and `_` would match other titles if the search treated them as wildcards.
const extra = [
  { n: 1, title: "Flat 50% Off Hamper" },
  { n: 2, title: "Diwali 500 g Sweets" },
  { n: 3, title: "Mug_Set Classic" },
  { n: 4, title: "Mug Set Deluxe" },
];

const t = testAppPerFile();
beforeAll(async () => {
  await t.database.db.insert(products).values(
    extra.map(({ n, title }) => ({
      id: `d${String(n).padStart(23, "0")}`,
      title,
      name: title,
      price: 500,
      oldPrice: 500,
      approved: true,
      sellerId: ids.seller,
      categoryId: ids.empty,
      createdAt: new Date(Date.UTC(2026, 10, n)),
    })),
  );
});

async function filterTitles(q: string) {
  const { status, body } = await t.get(`/api/product/filter?${new URLSearchParams({ q })}`);
  expect(status).toBe(200);
  const answer = body as { data: { title: string }[]; total: number };
  return { titles: answer.data.map((p) => p.title), total: answer.total };
}

async function suggestionTitles(q: string) {
  const { status, body } = await t.get(
    `/api/client/search?${new URLSearchParams({ q, limit: "8" })}`,
  );
  expect(status).toBe(200);
  return (body as { data: { title: string }[] }).data.map((p) => p.title);
}

describe(`text search takes % and _ literally (${testEngine})`, () => {
  test.each([
    ["50%", ["Flat 50% Off Hamper"]],
    ["mug_set", ["Mug_Set Classic"]],
    ["_set", ["Mug_Set Classic"]],
    ["%off", []],
    ["mug set", ["Mug Set Deluxe"]],
  ])("q=%j finds %j in the filter and in suggestions", async (q, expected) => {
    expect(await filterTitles(q)).toEqual({ titles: expected, total: expected.length });
    expect(await suggestionTitles(q)).toEqual(expected);
  });

  test("a backslash is a character too", async () => {
    expect(await filterTitles("\\")).toEqual({ titles: [], total: 0 });
  });

  test("a category name matches every product of the category, newest first", async () => {
    expect(await filterTitles("diyas")).toEqual({
      titles: ["Mug Set Deluxe", "Mug_Set Classic", "Diwali 500 g Sweets", "Flat 50% Off Hamper"],
      total: 4,
    });
  });
});
