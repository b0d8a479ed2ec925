/** @jest-environment node */
import { buildCatalogue, type LocalCatalogue } from "@/lib/backend/local-catalogue";
import {
  RULE_CASES,
  RULE_CATEGORIES,
  RULE_PRODUCTS,
  RULE_SUBCATEGORIES,
} from "@giftshop/shared/catalogue-rule-cases";

/**
 * The shared table of search, filter and sort cases (@giftshop/shared/catalogue-rule-cases)
 * against the local catalogue; the reference backend's SQL runs the same table
 * (backend/src/routes/catalogue/rule-cases.test.ts).
 */

const nameOf = (list: readonly { id: string; name: string }[], id: string | null) =>
  list.find((row) => row.id === id)?.name ?? "";

/** The rule catalogue as §7's search list carries it, newest first. */
const searchList = Object.values(RULE_PRODUCTS)
  .sort((a, b) => b.day - a.day)
  .map((product) => ({
    _id: product.id,
    title: product.title,
    price: product.price,
    oldprice: product.oldPrice,
    image: `/uploads/${product.id}.webp`,
    categoryname: { _id: product.categoryId, name: nameOf(RULE_CATEGORIES, product.categoryId) },
    subcategory: product.subcategoryId
      ? { _id: product.subcategoryId, name: nameOf(RULE_SUBCATEGORIES, product.subcategoryId) }
      : null,
  }));

let catalogue: LocalCatalogue;

beforeAll(async () => {
  catalogue = await buildCatalogue(
    { success: true, data: searchList },
    RULE_CATEGORIES.map((row) => ({ _id: row.id, categoryname: row.name, image: "" })),
    RULE_SUBCATEGORIES.map((row) => ({
      _id: row.id,
      subcategory: row.name,
      category: { _id: row.categoryId },
    })),
  );
});

describe("the catalogue rule cases against the local catalogue", () => {
  test.each(RULE_CASES.map((rule) => [rule.name, rule] as const))("page: %s", (_name, rule) => {
    const { criteria, sort } = rule;
    const page = catalogue.page({
      ...criteria,
      categoryIds: criteria.categoryIds && [...criteria.categoryIds],
      subcategoryIds: criteria.subcategoryIds && [...criteria.subcategoryIds],
      ...(sort ? { sort } : {}),
      limit: 50,
    });
    expect(page.products.map((product) => product.id)).toEqual(
      rule.expected.map((key) => RULE_PRODUCTS[key].id),
    );
    expect(page.total).toBe(rule.expected.length);
  });

  const searchCases = RULE_CASES.filter(
    (rule) => rule.criteria.query && Object.keys(rule.criteria).length === 1 && !rule.sort,
  );
  // Suggestions find what the page finds, best first: the same products as the case's.
  test.each(searchCases.map((rule) => [rule.name, rule] as const))("suggest: %s", (_name, rule) => {
    const query = rule.criteria.query ?? "";
    const suggested = catalogue.suggest(query, 50).products.map((product) => product.id);
    expect([...suggested].sort()).toEqual(rule.expected.map((key) => RULE_PRODUCTS[key].id).sort());
    expect(suggested).toEqual(
      catalogue.page({ query, sort: "relevance", limit: 50 }).products.map((product) => product.id),
    );
  });
});
