/**
 * The table of shopper queries (issue 33, docs/search.md): what a person types into the search
 * box, and the products they would expect to see. `npm run search:cases` runs every case over
 * the seeded catalogue (tests/fixtures/search-catalogue.json) by today's rule and by the search
 * rules and writes the table into docs/search.md; a unit test holds the share found.
 *
 * A product is expected when it matches any listed group (its subcategory, its category, a
 * title that holds one of the words, or one of the recipients) and lies within the price
 * bounds. A case is found when the first result is expected, at least min(3, expected products
 * in the catalogue) of the top 10 results are expected and, when it names a price, every one of
 * the top 10 is within it.
 */
import { matchesSearch } from "../catalogue-rules";
import { parseSearch } from "./query";
import { recipientsOf } from "../recipients";
import { SearchIndex, type IndexedProduct } from "./search-index";

export type CaseKind =
  "typo" | "hinglish" | "phrase" | "price" | "occasion" | "recipient" | "plain";

export interface SearchCase {
  query: string;
  kind: CaseKind;
  expect: {
    subcategory?: string[];
    category?: string[];
    /** Words (lower-case) the title holds. */
    titleHas?: string[];
    /** Recipient slugs (packages/shared/src/recipients.ts). */
    recipient?: string[];
    maxPrice?: number;
    minPrice?: number;
  };
}

/** A product of the fixture: what search reads, its price and its review count. */
export interface CaseProduct extends IndexedProduct {
  price: number;
}

const CAKES = ["Cakes", "Birthday Cakes", "Anniversary Cakes"];
const cakes = { category: ["Cakes"], subcategory: ["Birthday Cakes", "Anniversary Cakes"] };
const ROSES = { subcategory: ["Roses"], titleHas: ["rose"] };
const FLOWERS = {
  category: ["Flowers"],
  subcategory: ["Birthday Flowers", "Anniversary Flowers"],
};

export const SEARCH_CASES: readonly SearchCase[] = [
  // Typos: one edit from a catalogue word of four letters or more.
  { query: "rosse", kind: "typo", expect: ROSES },
  {
    query: "chocolte cake",
    kind: "typo",
    expect: { titleHas: ["chocolate", "choco "], subcategory: ["Chocolate Cakes"] },
  },
  {
    query: "orchid bouqet",
    kind: "typo",
    expect: { subcategory: ["Orchids"], titleHas: ["orchid"] },
  },
  {
    query: "lilys",
    kind: "typo",
    expect: { subcategory: ["Lilies"], titleHas: ["lilies", "lily"] },
  },
  { query: "bonzai", kind: "typo", expect: { subcategory: ["Bonsai"] } },
  { query: "perfum", kind: "typo", expect: { subcategory: ["Perfumes"] } },
  { query: "walet", kind: "typo", expect: { subcategory: ["Wallets"] } },
  { query: "cupcaks", kind: "typo", expect: { subcategory: ["Cupcakes"] } },
  {
    query: "tedy bear",
    kind: "typo",
    expect: { subcategory: ["Soft Toys"], titleHas: ["teddy"] },
  },
  { query: "carnation", kind: "plain", expect: { subcategory: ["Carnations"] } },
  // Hinglish.
  { query: "gulab", kind: "hinglish", expect: ROSES },
  { query: "phool", kind: "hinglish", expect: FLOWERS },
  { query: "ghadi", kind: "hinglish", expect: { subcategory: ["Watches"] } },
  { query: "paudha", kind: "hinglish", expect: { category: ["Plants"] } },
  { query: "maa ke liye cake", kind: "hinglish", expect: cakes },
  { query: "biwi ke liye phool", kind: "hinglish", expect: FLOWERS },
  {
    query: "janamdin cake",
    kind: "hinglish",
    expect: { subcategory: ["Birthday Cakes"], titleHas: ["birthday"] },
  },
  { query: "dry fruit meva", kind: "hinglish", expect: { subcategory: ["Dry Fruit Hampers"] } },
  // Phrases.
  {
    query: "red velvet cake",
    kind: "phrase",
    expect: { subcategory: ["Red Velvet Cakes"], titleHas: ["red velvet"] },
  },
  {
    query: "black forest",
    kind: "phrase",
    expect: { subcategory: ["Black Forest Cakes"], titleHas: ["black forest"] },
  },
  { query: "photo cake", kind: "phrase", expect: { subcategory: ["Photo Cakes"] } },
  { query: "money plant", kind: "phrase", expect: { subcategory: ["Money Plants"] } },
  {
    query: "personalised mug",
    kind: "phrase",
    expect: { subcategory: ["Personalised Mugs"], titleHas: ["mug"] },
  },
  {
    query: "flowers and chocolates",
    kind: "phrase",
    expect: { subcategory: ["Flowers & Chocolates"] },
  },
  {
    query: "cake and flowers combo",
    kind: "phrase",
    expect: { subcategory: ["Cake & Flower Combos"] },
  },
  { query: "chocolate bouquet", kind: "phrase", expect: { subcategory: ["Chocolate Bouquets"] } },
  // Price words.
  {
    query: "eggless cake under 500",
    kind: "price",
    expect: { subcategory: ["Eggless Cakes"], titleHas: ["eggless"], maxPrice: 500 },
  },
  { query: "roses under 1000", kind: "price", expect: { ...ROSES, maxPrice: 1000 } },
  {
    query: "watch below 3000",
    kind: "price",
    expect: { subcategory: ["Watches"], maxPrice: 3000 },
  },
  { query: "plants under ₹600", kind: "price", expect: { category: ["Plants"], maxPrice: 600 } },
  {
    query: "chocolates 500 to 1000",
    kind: "price",
    expect: { category: ["Chocolates"], minPrice: 500, maxPrice: 1000 },
  },
  // Occasions.
  {
    query: "birthday cake for mom",
    kind: "occasion",
    expect: { subcategory: ["Birthday Cakes"], titleHas: ["birthday"] },
  },
  {
    query: "bday cake",
    kind: "occasion",
    expect: { subcategory: ["Birthday Cakes"], titleHas: ["birthday"] },
  },
  {
    query: "anniversary flowers for wife",
    kind: "occasion",
    expect: { subcategory: ["Anniversary Flowers"] },
  },
  { query: "anniversary gifts", kind: "occasion", expect: { category: ["Anniversary Gifts"] } },
  { query: "birthday hamper", kind: "occasion", expect: { subcategory: ["Birthday Hampers"] } },
  { query: "anniversary cakes", kind: "occasion", expect: { subcategory: ["Anniversary Cakes"] } },
  // Recipients.
  { query: "gifts for mom", kind: "recipient", expect: { recipient: ["mother"] } },
  { query: "gift for wife", kind: "recipient", expect: { recipient: ["wife"] } },
  { query: "gifts for husband", kind: "recipient", expect: { recipient: ["husband"] } },
  {
    query: "gifts for him",
    kind: "recipient",
    expect: { recipient: ["men", "husband", "bofriends"] },
  },
  {
    query: "gifts for her",
    kind: "recipient",
    expect: { recipient: ["women", "wife", "girlfriend"] },
  },
  { query: "gift for bf", kind: "recipient", expect: { recipient: ["bofriends"] } },
  { query: "gifts for kids", kind: "recipient", expect: { recipient: ["kids"] } },
  {
    query: "perfume for men",
    kind: "recipient",
    expect: { subcategory: ["Perfumes"], titleHas: ["perfume", "attar"] },
  },
  // Plain words and plurals.
  {
    query: "cakes",
    kind: "plain",
    expect: { category: CAKES.slice(0, 1), subcategory: CAKES.slice(1) },
  },
  { query: "handbags", kind: "plain", expect: { subcategory: ["Handbags"] } },
  { query: "sunglass", kind: "plain", expect: { subcategory: ["Sunglasses"] } },
  { query: "truffle", kind: "plain", expect: { subcategory: ["Truffles"], titleHas: ["truffle"] } },
];

/** Whether `product` is what `c` expects. */
export function isExpected(c: SearchCase, product: CaseProduct): boolean {
  const { expect } = c;
  if (expect.maxPrice !== undefined && product.price > expect.maxPrice) return false;
  if (expect.minPrice !== undefined && product.price < expect.minPrice) return false;
  const title = product.title.toLowerCase();
  return (
    Boolean(expect.subcategory?.includes(product.subcategoryName)) ||
    Boolean(expect.category?.includes(product.categoryName)) ||
    Boolean(expect.titleHas?.some((word) => title.includes(word))) ||
    Boolean(expect.recipient?.some((slug) => product.recipients?.includes(slug)))
  );
}

export interface CaseResult {
  query: string;
  kind: CaseKind;
  today: boolean;
  now: boolean;
  /** The first result by the search rules. */
  top: string | null;
}

/** How many products of the catalogue `c` expects. */
export const expectedCount = (c: SearchCase, products: readonly CaseProduct[]) =>
  products.filter((p) => isExpected(c, p)).length;

/**
 * Whether the results `found` (best first) answer `c`, which expects `expected` products of the
 * catalogue (the rule in this file's comment).
 */
export function isFound(c: SearchCase, found: readonly CaseProduct[], expected: number): boolean {
  const first = found[0];
  if (!first || !isExpected(c, first)) return false;
  const top = found.slice(0, 10);
  const { minPrice = 0, maxPrice = Infinity } = c.expect;
  if (top.some((p) => p.price < minPrice || p.price > maxPrice)) return false;
  return top.filter((p) => isExpected(c, p)).length >= Math.min(3, expected);
}

/** Every case by today's rule and by the search rules, and the share each finds. */
export function evaluateCases(cases: readonly SearchCase[], products: readonly CaseProduct[]) {
  // Indexed as every backend indexes them (backend/src/search/documents.ts and the local
  // catalogue): names, and recipients by the shared rule.
  const index = new SearchIndex(
    products.map(({ title, categoryName, subcategoryName, popularity }) => ({
      title,
      categoryName,
      subcategoryName,
      popularity,
      recipients: recipientsOf({ title, categoryName, subcategoryName }),
    })),
  );
  const results: CaseResult[] = cases.map((c) => {
    const expected = expectedCount(c, products);
    const today = products.filter((p) => matchesSearch(p, c.query)).slice(0, 10);
    const intent = parseSearch(c.query);
    const ranked =
      intent.terms.length > 0
        ? index.search({ terms: intent.terms, text: intent.text, prefixLast: false }).ranked
        : products.map((_, i) => i);
    const now = ranked
      .map((i) => products[i] as CaseProduct)
      .filter(
        (p) =>
          (intent.minPrice === undefined || p.price >= intent.minPrice) &&
          (intent.maxPrice === undefined || p.price <= intent.maxPrice),
      )
      .slice(0, 10);
    return {
      query: c.query,
      kind: c.kind,
      today: isFound(c, today, expected),
      now: isFound(c, now, expected),
      top: now[0]?.title ?? null,
    };
  });
  const share = (pick: (r: CaseResult) => boolean) => results.filter(pick).length / results.length;
  return { results, todayShare: share((r) => r.today), nowShare: share((r) => r.now) };
}
