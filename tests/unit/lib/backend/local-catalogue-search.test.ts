/** @jest-environment node */
import { buildCatalogue, type LocalCatalogue } from "@/lib/backend/local-catalogue";

/**
 * The local catalogue searches by the shared search rules (@giftshop/shared/search), as the
 * reference backend does in SQL: words anywhere, synonyms and Hinglish, typos, relevance.
 */

const categories = [
  { _id: "c-cakes", categoryname: "Cakes", image: "" },
  { _id: "c-flowers", categoryname: "Flowers", image: "" },
  { _id: "c-balloons", categoryname: "Balloons", image: "" },
];
const subcategories = [
  { _id: "s-roses", subcategory: "Roses", category: { _id: "c-flowers" } },
  { _id: "s-choc", subcategory: "Chocolate Cakes", category: { _id: "c-cakes" } },
];

interface Draft {
  id: string;
  title: string;
  price: number;
  category: string;
  subcategory?: string;
  reviews?: number;
  type?: string;
}

const wire = (draft: Draft) => ({
  _id: draft.id,
  title: draft.title,
  price: draft.price,
  image: `/uploads/${draft.id}.webp`,
  categoryname: { _id: draft.category, name: "" },
  subcategory: draft.subcategory ? { _id: draft.subcategory, name: "" } : null,
  ...(draft.reviews ? { rating: { average: 4.5, count: draft.reviews } } : {}),
  ...(draft.type ? { type: draft.type } : {}),
});

// Newest first.
const drafts: Draft[] = [
  {
    id: "p1",
    title: "Red Rose Bouquet",
    price: 700,
    category: "c-flowers",
    subcategory: "s-roses",
    reviews: 3,
  },
  { id: "p2", title: "Birthday Cake for Mom", price: 900, category: "c-cakes", type: "Eggless" },
  {
    id: "p3",
    title: "Chocolate Truffle Cake",
    price: 600,
    category: "c-cakes",
    subcategory: "s-choc",
  },
  {
    id: "p4",
    title: "Pink Roses Box",
    price: 1500,
    category: "c-flowers",
    subcategory: "s-roses",
    reviews: 10,
  },
  { id: "p5", title: "Mother's Day Orchids", price: 1200, category: "c-flowers" },
  { id: "p6", title: "Happy Birthday Balloon Bouquet", price: 400, category: "c-balloons" },
];

let catalogue: LocalCatalogue;
beforeAll(async () => {
  catalogue = await buildCatalogue(
    { success: true, data: drafts.map(wire) },
    categories,
    subcategories,
  );
});

const found = (query: string, sort: "relevance" | "price-asc" | "newest" = "relevance") => {
  const page = catalogue.page({ query, sort, limit: 10 });
  return {
    ids: page.products.map((product) => product.id),
    total: page.total,
    corrected: page.corrected,
  };
};

describe("searching the local catalogue by the shared rules", () => {
  test("a typo is read as the catalogue's word, and the correction is said", () => {
    // Both are roses by title; the more reviewed comes first.
    expect(found("rosse")).toEqual({ ids: ["p4", "p1"], total: 2, corrected: "rose" });
  });

  test("a shopper's phrase: every word anywhere, stop words left out, mom read as mother", () => {
    expect(found("birthday cake for mom")).toEqual({ ids: ["p2"], total: 1, corrected: null });
    // Titles first (the one that holds the very text first), then the flowers the recipient
    // mapping gives mothers, the more reviewed first.
    expect(found("mom").ids).toEqual(["p2", "p5", "p4", "p1"]);
  });

  test("a Hinglish word finds what its English word finds", () => {
    expect(found("gulab")).toEqual(found("roses"));
    expect(found("gulab").ids).toEqual(["p4", "p1"]);
  });

  test("a product's type is searched too", () => {
    expect(found("eggless cake").ids).toEqual(["p2"]);
  });

  test("other sorts order the same matches by their own key", () => {
    expect(found("bouquet").ids.sort()).toEqual(["p1", "p6"]);
    expect(found("bouquet", "price-asc").ids).toEqual(["p6", "p1"]);
    expect(found("rosse", "newest")).toEqual({ ids: ["p1", "p4"], total: 2, corrected: "rose" });
  });

  test("the contract's substring rule still finds what words do not, after the word matches", () => {
    expect(found("ouque").ids.sort()).toEqual(["p1", "p6"]);
    expect(found("%").total).toBe(0);
  });

  test("relevance without search text is the newest first", () => {
    const page = catalogue.page({ sort: "relevance", limit: 3 });
    expect(page.products.map((product) => product.id)).toEqual(["p1", "p2", "p3"]);
  });

  test("a copy read again ranks by its own reviews, not the last copy's", async () => {
    const reviewed = drafts.map((draft) => (draft.id === "p1" ? { ...draft, reviews: 20 } : draft));
    const again = await buildCatalogue(
      { success: true, data: reviewed.map(wire) },
      categories,
      subcategories,
    );
    const page = again.page({ query: "rosse", sort: "relevance", limit: 10 });
    expect(page.products.map((product) => product.id)).toEqual(["p1", "p4"]);
    expect(found("rosse").ids).toEqual(["p4", "p1"]);
  });

  test("suggestions rank by relevance, the last word read as the start of a word", () => {
    expect(catalogue.suggest("birthday c", 8).products.map((product) => product.id)).toEqual([
      "p2",
    ]);
    expect(catalogue.suggest("birthday", 1).products.map((product) => product.id)).toEqual(["p2"]);
    expect(catalogue.suggest("chocolte", 8)).toMatchObject({ corrected: "chocolate" });
  });
});
