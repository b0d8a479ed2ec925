import {
  RULE_CASES,
  RULE_CATEGORIES,
  RULE_PRODUCTS,
  RULE_SUBCATEGORIES,
  type RuleProduct,
} from "@giftshop/shared/catalogue-rule-cases";
import {
  compareByKey,
  matchesCriteria,
  matchesSearch,
  RANKED_SORTS,
  SORTS,
  sortKeys,
  type RuledProduct,
} from "@giftshop/shared/catalogue-rules";
import { discountPercent } from "@giftshop/shared/money";
import { recipientsOf } from "@giftshop/shared/recipients";
import { SORTS as STOREFRONT_SORTS } from "@/lib/types";

const nameOf = (list: readonly { id: string; name: string }[], id: string | null) =>
  list.find((row) => row.id === id)?.name ?? "";

/** A fixture product as the rules read it, with its day and id for the tie-breaks. */
function ruled(product: RuleProduct): RuledProduct & RuleProduct {
  const categoryName = nameOf(RULE_CATEGORIES, product.categoryId);
  const subcategoryName = nameOf(RULE_SUBCATEGORIES, product.subcategoryId);
  return {
    ...product,
    categoryName,
    subcategoryName,
    discount: discountPercent(product.price, product.oldPrice),
    recipients: recipientsOf({ title: product.title, categoryName, subcategoryName }),
  };
}

const products = Object.values(RULE_PRODUCTS).map(ruled);

describe("catalogue rules", () => {
  test.each(RULE_CASES.map((rule) => [rule.name, rule] as const))(
    "the rules as functions: %s",
    (_name, rule) => {
      const keys = sortKeys(rule.sort ?? "newest");
      const value = (product: (typeof products)[number], field: string) =>
        field === "createdAt" ? product.day : field === "price" ? product.price : product.discount;
      const found = products
        .filter((product) => matchesCriteria(product, rule.criteria))
        .sort((a, b) => {
          for (const key of keys) {
            if (key.field === "id") return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
            const order = compareByKey(key, value(a, key.field), value(b, key.field));
            if (order !== 0) return order;
          }
          return 0;
        });
      expect(found.map((product) => product.id)).toEqual(
        rule.expected.map((key) => RULE_PRODUCTS[key].id),
      );
    },
  );

  test("the search ignores case and the text's outer spaces", () => {
    const product = { title: "Red Roses", categoryName: "Flowers", subcategoryName: "" };
    expect(matchesSearch(product, "  rOSE ")).toBe(true);
    expect(matchesSearch(product, "flow")).toBe(true);
    expect(matchesSearch(product, "lily")).toBe(false);
  });

  test("every sort but newest and relevance ranks by a field of its own; the storefront lists the same sorts", () => {
    expect(RANKED_SORTS).toEqual(SORTS.filter((sort) => sort !== "newest" && sort !== "relevance"));
    expect(STOREFRONT_SORTS).toEqual(SORTS);
  });
});
