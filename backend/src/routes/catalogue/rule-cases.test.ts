/**
 * The shared table of search, filter and sort cases (@giftshop/shared/catalogue-rule-cases)
 * against this backend's SQL; the storefront's local catalogue runs the same table
 * (tests/unit/lib/backend/local-catalogue-rules.test.ts).
 */
import {
  RULE_CASES,
  RULE_CATEGORIES,
  RULE_PRODUCTS,
  RULE_SUBCATEGORIES,
  type RuleCase,
} from "@giftshop/shared/catalogue-rule-cases";
import { FILTER_PARAMS, LIST_PARAMS, type FilterCriteria } from "@giftshop/shared/catalogue-rules";
import { discountPercent } from "@giftshop/shared/money";
import { recipientsOf } from "@giftshop/shared/recipients";
import { applyCatalogue } from "../../seed/apply";
import { blankDetails, type SeedCatalogue, type SeedImage } from "../../seed/types";
import { ids } from "../../test/fixture";
import { perFile } from "../../test/per-file";
import { createTestApp } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const image = (name: string): SeedImage => ({
  url: `/uploads/products/${name}.webp`,
  altText: `${name} photo`,
  art: { kind: "cake", hue: 20, variant: 0 },
});

/** The rule catalogue as the seed writes it; recipients by the rule the seed applies. */
function ruleCatalogue(): SeedCatalogue {
  const nameOf = (list: readonly { id: string; name: string }[], id: string | null) =>
    list.find((row) => row.id === id)?.name ?? "";
  return {
    categories: RULE_CATEGORIES.map((row, position) => ({
      ...row,
      position,
      image: image(row.name),
    })),
    subcategories: RULE_SUBCATEGORIES.map((row) => ({ ...row })),
    products: Object.values(RULE_PRODUCTS).map((row) => ({
      ...blankDetails(),
      id: row.id,
      title: row.title,
      name: row.title,
      description: `${row.title}.`,
      price: row.price,
      oldPrice: row.oldPrice,
      discount: discountPercent(row.price, row.oldPrice),
      approved: true,
      sellerId: ids.seller,
      categoryId: row.categoryId,
      subcategoryId: row.subcategoryId,
      recipients: recipientsOf({
        title: row.title,
        categoryName: nameOf(RULE_CATEGORIES, row.categoryId),
        subcategoryName: nameOf(RULE_SUBCATEGORIES, row.subcategoryId),
      }),
      images: [image(`p${row.day}`)],
      createdAt: new Date(Date.UTC(2026, 9, row.day)).toISOString(),
    })),
    reviews: [],
    banners: [],
  };
}

const full = perFile(async () => {
  const t = await createTestApp({ seedFixture: false });
  await applyCatalogue(t.database.db, ruleCatalogue());
  return t;
});
const contract = perFile(async () => {
  const t = await createTestApp({ seedFixture: false, profile: "contract" });
  await applyCatalogue(t.database.db, ruleCatalogue());
  return t;
});

/** The filter call's query string for a case, named by FILTER_PARAMS. */
function paramsOf({ criteria, sort }: RuleCase): URLSearchParams {
  const params = new URLSearchParams();
  for (const [criterion, value] of Object.entries(criteria)) {
    const name = FILTER_PARAMS[criterion as keyof FilterCriteria];
    params.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  if (sort) params.set(LIST_PARAMS.sort, sort);
  return params;
}

const idsOf = (body: unknown) => (body as { data: { _id: string }[] }).data.map((row) => row._id);
const expectedIds = (rule: RuleCase) => rule.expected.map((key) => RULE_PRODUCTS[key].id);

/** §7's own criteria, the ones a plain §7 backend honours too. */
const SPEC_CRITERIA = new Set<keyof FilterCriteria>([
  "categoryIds",
  "minPrice",
  "maxPrice",
  "discount",
]);
const isSpecCase = (rule: RuleCase) =>
  Object.keys(rule.criteria).every((key) => SPEC_CRITERIA.has(key as keyof FilterCriteria));

describe(`the catalogue rule cases against the backend's SQL (${testEngine})`, () => {
  test.each(RULE_CASES.map((rule) => [rule.name, rule] as const))(
    "GET /api/product/filter: %s",
    async (_name, rule) => {
      const { status, body } = await full.get(`/api/product/filter?${paramsOf(rule)}`);
      expect(status).toBe(200);
      expect(idsOf(body)).toEqual(expectedIds(rule));
      expect((body as { total: number }).total).toBe(rule.expected.length);
    },
  );

  test.each(RULE_CASES.filter(isSpecCase).map((rule) => [rule.name, rule] as const))(
    "GET /api/product/filter in contract mode: %s",
    async (_name, rule) => {
      const { status, body } = await contract.get(`/api/product/filter?${paramsOf(rule)}`);
      expect(status).toBe(200);
      expect(idsOf(body)).toEqual(expectedIds(rule));
    },
  );

  const searchCases = RULE_CASES.filter(
    (rule) => rule.criteria.query && Object.keys(rule.criteria).length === 1 && !rule.sort,
  );
  // Suggestions find what the results page finds, best first: the case's products, in the
  // order the filter gives them by relevance.
  test.each(searchCases.map((rule) => [rule.name, rule] as const))(
    "GET /api/client/search: %s",
    async (_name, rule) => {
      const query = rule.criteria.query ?? "";
      const q = new URLSearchParams({ q: query, limit: "50" });
      const { status, body } = await full.get(`/api/client/search?${q}`);
      expect(status).toBe(200);
      expect([...idsOf(body)].sort()).toEqual([...expectedIds(rule)].sort());
      const ranked = new URLSearchParams({ q: query, sort: "relevance", limit: "50" });
      const page = await full.get(`/api/product/filter?${ranked}`);
      expect(idsOf(body)).toEqual(idsOf(page.body));
    },
  );
});
