/**
 * One table of search, filter and sort cases over a small catalogue whose every number is
 * known, run against both implementations of catalogue-rules.ts: the reference backend's SQL
 * (backend/src/routes/catalogue/rule-cases.test.ts) and the storefront's local catalogue
 * (tests/unit/lib/backend/local-catalogue-rules.test.ts). A case names its products by key;
 * the expected list is in answer order.
 */
import type { FilterCriteria, Sort } from "./catalogue-rules";

export const RULE_CATEGORIES = [
  { id: "ca0000000000000000000001", name: "Cakes" },
  { id: "ca0000000000000000000002", name: "Flowers" },
  { id: "ca0000000000000000000003", name: "Plants" },
] as const;

const [cakes, flowers, plants] = RULE_CATEGORIES;

export const RULE_SUBCATEGORIES = [
  { id: "5ca000000000000000000001", name: "Chocolate Cakes", categoryId: cakes.id },
  { id: "5ca000000000000000000002", name: "Eggless Cakes", categoryId: cakes.id },
  { id: "5ca000000000000000000003", name: "Roses", categoryId: flowers.id },
  { id: "5ca000000000000000000004", name: "Bonsai", categoryId: plants.id },
] as const;

const [chocolateCakes, egglessCakes, roses, bonsai] = RULE_SUBCATEGORIES;

/** A product of the rule catalogue; `day` orders them (a later day is newer). */
export interface RuleProduct {
  id: string;
  title: string;
  price: number;
  oldPrice: number;
  categoryId: string;
  subcategoryId: string | null;
  day: number;
}

const product = (
  day: number,
  title: string,
  price: number,
  oldPrice: number,
  categoryId: string,
  subcategoryId: string | null,
): RuleProduct => ({
  id: `ab${String(day).padStart(22, "0")}`,
  title,
  price,
  oldPrice,
  categoryId,
  subcategoryId,
  day,
});

/** The products by key; discounts in percent beside each. */
export const RULE_PRODUCTS = {
  truffle: product(1, "Chocolate Truffle Cake", 599, 799, cakes.id, chocolateCakes.id), // 25
  blackForest: product(2, "Black Forest Cake", 499, 499, cakes.id, chocolateCakes.id), // 0
  eggless: product(3, "Eggless Vanilla Cake", 1000, 2000, cakes.id, egglessCakes.id), // 50
  redRoses: product(4, "Red Roses Bouquet", 149, 298, flowers.id, roses.id), // 50
  pinkRoses: product(5, "Pink Roses Box", 9999, 11999, flowers.id, roses.id), // 17
  jade: product(6, "Jade Plant", 599, 599, plants.id, null), // 0
  ficus: product(7, "Ficus Bonsai", 599, 999, plants.id, bonsai.id), // 40
  roseCake: product(8, "Rose Petal Cake", 799, 999, cakes.id, null), // 20
} as const;

export type RuleProductKey = keyof typeof RULE_PRODUCTS;

/** One case: the criteria and sort asked for, and the products answered, in order. */
export interface RuleCase {
  name: string;
  criteria: FilterCriteria;
  sort?: Sort;
  expected: RuleProductKey[];
}

const NEWEST: RuleProductKey[] = [
  "roseCake",
  "ficus",
  "jade",
  "pinkRoses",
  "redRoses",
  "eggless",
  "blackForest",
  "truffle",
];

export const RULE_CASES: readonly RuleCase[] = [
  { name: "no criteria: every product, newest first", criteria: {}, expected: NEWEST },
  {
    name: "an empty category list narrows nothing",
    criteria: { categoryIds: [] },
    expected: NEWEST,
  },
  {
    name: "one category",
    criteria: { categoryIds: [flowers.id] },
    expected: ["pinkRoses", "redRoses"],
  },
  {
    name: "any of several categories",
    criteria: { categoryIds: [plants.id, flowers.id] },
    expected: ["ficus", "jade", "pinkRoses", "redRoses"],
  },
  {
    name: "any of several subcategories",
    criteria: { subcategoryIds: [chocolateCakes.id, bonsai.id] },
    expected: ["ficus", "blackForest", "truffle"],
  },
  {
    name: "category and subcategory together",
    criteria: { categoryIds: [cakes.id], subcategoryIds: [egglessCakes.id, roses.id] },
    expected: ["eggless"],
  },
  {
    name: "the price range is inclusive at both ends",
    criteria: { minPrice: 499, maxPrice: 799 },
    expected: ["roseCake", "ficus", "jade", "blackForest", "truffle"],
  },
  {
    name: "a minimum price alone",
    criteria: { minPrice: 1000 },
    expected: ["pinkRoses", "eggless"],
  },
  { name: "a maximum price alone", criteria: { maxPrice: 149 }, expected: ["redRoses"] },
  {
    name: "a minimum discount, inclusive",
    criteria: { discount: 40 },
    expected: ["ficus", "redRoses", "eggless"],
  },
  { name: "a 0 discount narrows nothing", criteria: { discount: 0 }, expected: NEWEST },
  {
    name: "a recipient: the products for them",
    criteria: { recipient: "kids" },
    expected: ["roseCake", "eggless", "blackForest", "truffle"],
  },
  {
    name: "a recipient slug no page has matches nothing",
    criteria: { recipient: "aliens" },
    expected: [],
  },
  {
    name: "search: a title, any case",
    criteria: { query: "ROSE" },
    expected: ["roseCake", "pinkRoses", "redRoses"],
  },
  {
    name: "search: a category name, outer spaces ignored",
    criteria: { query: "  plants " },
    expected: ["ficus", "jade"],
  },
  {
    name: "search: a subcategory name",
    criteria: { query: "eggless cakes" },
    expected: ["eggless"],
  },
  {
    name: "search: part of a word in the category name",
    criteria: { query: "ake" },
    expected: ["roseCake", "eggless", "blackForest", "truffle"],
  },
  { name: "search: pattern characters are plain text", criteria: { query: "%" }, expected: [] },
  { name: "search: nothing contains the text", criteria: { query: "orchid" }, expected: [] },
  {
    name: "price, cheapest first; ties newest first",
    criteria: {},
    sort: "price-asc",
    expected: [
      "redRoses",
      "blackForest",
      "ficus",
      "jade",
      "truffle",
      "roseCake",
      "eggless",
      "pinkRoses",
    ],
  },
  {
    name: "price, dearest first; ties newest first",
    criteria: {},
    sort: "price-desc",
    expected: [
      "pinkRoses",
      "eggless",
      "roseCake",
      "ficus",
      "jade",
      "truffle",
      "blackForest",
      "redRoses",
    ],
  },
  {
    name: "biggest discount first; ties newest first",
    criteria: {},
    sort: "discount-desc",
    expected: [
      "redRoses",
      "eggless",
      "ficus",
      "truffle",
      "roseCake",
      "pinkRoses",
      "jade",
      "blackForest",
    ],
  },
  {
    name: "newest, named",
    criteria: { categoryIds: [plants.id] },
    sort: "newest",
    expected: ["ficus", "jade"],
  },
  {
    name: "search, category and price together, sorted by price",
    criteria: { query: "cake", categoryIds: [cakes.id], maxPrice: 1000 },
    sort: "price-desc",
    expected: ["eggless", "roseCake", "truffle", "blackForest"],
  },
];
