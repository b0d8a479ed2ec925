/** @jest-environment node */
import { buildCatalogue, newestFirst, type LocalCatalogue } from "@/lib/backend/local-catalogue";
import { recipientsOf, RECIPIENT_SLUGS } from "@giftshop/shared/recipients";
import type { ProductFilter } from "@/lib/types";

const categories = [
  { _id: "cat-cakes", categoryname: "Cakes", image: "" },
  { _id: "cat-flowers", categoryname: "Flowers", image: "" },
  { _id: "cat-men", categoryname: "Men's Accessories", image: "" },
];
const subcategories = [
  { _id: "sub-choc", subcategory: "Chocolate Cakes", category: { _id: "cat-cakes" } },
  { _id: "sub-roses", subcategory: "Roses", category: { _id: "cat-flowers" } },
  { _id: "sub-wallets", subcategory: "Wallets", category: { _id: "cat-men" } },
];

interface Draft {
  id: string;
  title: string;
  price: number;
  oldprice?: number;
  category: string;
  categoryName: string;
  subcategory?: string;
  subcategoryName?: string;
}

/** A §7 product as a plain backend's search list carries it. */
function wire(draft: Draft) {
  return {
    _id: draft.id,
    title: draft.title,
    price: draft.price,
    oldprice: draft.oldprice ?? draft.price,
    image: `/uploads/${draft.id}.webp`,
    images: [{ url: `/uploads/${draft.id}.webp`, altText: "" }],
    categoryname: { _id: draft.category, name: draft.categoryName },
    subcategory: draft.subcategory
      ? { _id: draft.subcategory, name: draft.subcategoryName ?? "" }
      : null,
  };
}

// Newest first, as GET /api/client/search lists them.
const drafts: Draft[] = [
  {
    id: "p1",
    title: "Truffle Delight Cake",
    price: 900,
    oldprice: 1000,
    category: "cat-cakes",
    categoryName: "Cakes",
    subcategory: "sub-choc",
    subcategoryName: "Chocolate Cakes",
  },
  {
    id: "p2",
    title: "Red Rose Bouquet",
    price: 500,
    oldprice: 1000,
    category: "cat-flowers",
    categoryName: "Flowers",
    subcategory: "sub-roses",
    subcategoryName: "Roses",
  },
  {
    id: "p3",
    title: "Leather Wallet for Him",
    price: 900,
    category: "cat-men",
    categoryName: "Men's Accessories",
    subcategory: "sub-wallets",
    subcategoryName: "Wallets",
  },
  {
    id: "p4",
    title: "Women's Day Roses",
    price: 300,
    oldprice: 400,
    category: "cat-flowers",
    categoryName: "Flowers",
    subcategory: "sub-roses",
    subcategoryName: "Roses",
  },
  {
    id: "p5",
    title: "Plain Vanilla Cake",
    price: 900,
    oldprice: 1200,
    category: "cat-cakes",
    categoryName: "Cakes",
  },
];

let catalogue: LocalCatalogue;
beforeAll(async () => {
  catalogue = await buildCatalogue(
    { success: true, data: drafts.map(wire) },
    categories,
    subcategories,
  );
});
const ids = (list: { id: string }[]) => list.map((product) => product.id);

describe("the local catalogue pages a filter as the backend's filter call does", () => {
  test("newest first by default, paged, with the total of every match", () => {
    expect(ids(catalogue.page({ limit: 2 }).products)).toEqual(["p1", "p2"]);
    expect(catalogue.page({ limit: 2, page: 3 })).toMatchObject({ total: 5 });
    expect(ids(catalogue.page({ limit: 2, page: 3 }).products)).toEqual(["p5"]);
    expect(catalogue.page({ limit: 2, page: 4 }).products).toEqual([]);
  });

  test("sorts by price and discount, ties newest first", () => {
    expect(ids(catalogue.page({ limit: 10, sort: "price-asc" }).products)).toEqual([
      "p4",
      "p2",
      "p1",
      "p3",
      "p5",
    ]);
    expect(ids(catalogue.page({ limit: 10, sort: "price-desc" }).products)).toEqual([
      "p1",
      "p3",
      "p5",
      "p2",
      "p4",
    ]);
    // Discounts: p2 50, p4 25, p5 25, p1 10, p3 0.
    expect(ids(catalogue.page({ limit: 10, sort: "discount-desc" }).products)).toEqual([
      "p2",
      "p4",
      "p5",
      "p1",
      "p3",
    ]);
  });

  test("categories, subcategories, prices (inclusive) and a minimum discount narrow the list", () => {
    expect(
      ids(catalogue.page({ limit: 10, categoryIds: ["cat-cakes", "cat-men"] }).products),
    ).toEqual(["p1", "p3", "p5"]);
    expect(ids(catalogue.page({ limit: 10, subcategoryIds: ["sub-roses"] }).products)).toEqual([
      "p2",
      "p4",
    ]);
    expect(ids(catalogue.page({ limit: 10, minPrice: 500, maxPrice: 900 }).products)).toEqual([
      "p1",
      "p2",
      "p3",
      "p5",
    ]);
    expect(ids(catalogue.page({ limit: 10, discount: 25 }).products)).toEqual(["p2", "p4", "p5"]);
    // The cheapest and dearest of every match, not only of the page's one product.
    const priced = (filter: ProductFilter) => catalogue.page({ ...filter, limit: 1 }).prices;
    const within = (filter: ProductFilter) => {
      const prices = catalogue.page({ ...filter, limit: 10 }).products.map((p) => p.price);
      return { min: Math.min(...prices), max: Math.max(...prices) };
    };
    for (const filter of [{}, { discount: 25 }, { categoryIds: ["cat-cakes"] }]) {
      expect(priced(filter)).toEqual(within(filter));
    }
    expect(catalogue.page({ limit: 10, categoryIds: ["unknown"] })).toEqual({
      products: [],
      total: 0,
      prices: null,
      corrected: null,
      ignored: [],
    });
  });

  test("text matches words anywhere, and the contract's substrings, case-insensitive", () => {
    expect(ids(catalogue.page({ limit: 10, query: "CAKE" }).products)).toEqual(["p1", "p5"]);
    expect(ids(catalogue.page({ limit: 10, query: "roses" }).products)).toEqual(["p2", "p4"]);
    // "men": the word in "Men's Accessories" and "for Him", the recipients the mapping gives
    // a chocolate cake, and "Women's" by the contract's substring rule.
    expect(ids(catalogue.page({ limit: 10, query: "men" }).products)).toEqual(["p1", "p3", "p4"]);
    expect(catalogue.page({ limit: 10, query: "no such thing" }).total).toBe(0);
    // A text spanning two titles in the joined haystack is not a match.
    expect(catalogue.page({ limit: 10, query: "cake\nred" }).total).toBe(0);
  });

  test("a recipient page lists exactly the products the recipient mapping gives it", () => {
    expect(ids(catalogue.page({ limit: 10, recipient: "men" }).products)).toContain("p3");
    for (const slug of RECIPIENT_SLUGS) {
      const expected = drafts
        .filter((draft) =>
          recipientsOf({
            categoryName: draft.categoryName,
            subcategoryName: draft.subcategoryName ?? "",
            title: draft.title,
          }).includes(slug),
        )
        .map((draft) => draft.id);
      expect(ids(catalogue.page({ limit: 10, recipient: slug }).products)).toEqual(expected);
    }
    expect(catalogue.page({ limit: 10, recipient: "nobody" }).total).toBe(0);
  });

  test("a page carries what a card needs", () => {
    expect(catalogue.page({ limit: 1, query: "bouquet" }).products[0]).toEqual({
      id: "p2",
      title: "Red Rose Bouquet",
      price: 500,
      oldPrice: 1000,
      discount: 50,
      image: { url: "/uploads/p2.webp", alt: "Red Rose Bouquet" },
      categoryId: "cat-flowers",
      categoryName: "Flowers",
      subcategoryId: "sub-roses",
      subcategoryName: "Roses",
    });
  });
});

describe("suggestions and counts", () => {
  test("suggestions are the best matches, the last word a prefix, at most the limit", () => {
    // A title word outweighs a category name; ties go to the newest.
    expect(ids(catalogue.suggest("ro", 8).products)).toEqual(["p2", "p4"]);
    expect(ids(catalogue.suggest("wal", 8).products)).toEqual(["p3"]);
    expect(ids(catalogue.suggest("cake", 1).products)).toEqual(["p1"]);
    expect(catalogue.suggest("   ", 8)).toEqual({ products: [], corrected: null });
  });

  test("counts products per category id", () => {
    expect(catalogue.counts()).toEqual(
      new Map([
        ["cat-cakes", 2],
        ["cat-flowers", 2],
        ["cat-men", 1],
      ]),
    );
  });
});

describe("what a plain backend may send", () => {
  test("unapproved products and products that break the contract are left out", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const built = await buildCatalogue(
      [wire(drafts[0]!), { ...wire(drafts[1]!), approved: false }, { _id: "broken" }],
      categories,
      subcategories,
    );
    expect(built.size).toBe(1);
    jest.restoreAllMocks();
  });

  test("the answer's text, read product by product, builds the same catalogue", async () => {
    const fromText = await buildCatalogue(
      JSON.stringify({ success: true, data: drafts.map(wire) }),
      categories,
      subcategories,
    );
    for (const filter of [{ limit: 10 }, { limit: 2, page: 2, sort: "price-asc" as const }]) {
      expect(fromText.page(filter)).toEqual(catalogue.page(filter));
    }
    expect(fromText.suggest("rose", 8)).toEqual(catalogue.suggest("rose", 8));
    await expect(buildCatalogue('{"success":false}', categories, subcategories)).rejects.toThrow(
      "no list of products",
    );
  });

  test("a category or subcategory named only by name is found by its name", async () => {
    const product = { ...wire(drafts[1]!), categoryname: "Flowers", subcategory: "Roses" };
    const built = await buildCatalogue([product], categories, subcategories);
    expect(built.page({ limit: 5, categoryIds: ["cat-flowers"] }).total).toBe(1);
    expect(built.page({ limit: 5, subcategoryIds: ["sub-roses"] }).total).toBe(1);
    expect(built.counts()).toEqual(new Map([["cat-flowers", 1]]));
  });

  test("the original's bare ids are found as ids; a deleted subcategory's id is no name", async () => {
    const product = { ...wire(drafts[1]!), categoryname: "cat-flowers", subcategory: "sub-roses" };
    const built = await buildCatalogue([product], categories, subcategories);
    expect(built.page({ limit: 5 }).products[0]).toMatchObject({
      categoryId: "cat-flowers",
      categoryName: "Flowers",
      subcategoryId: "sub-roses",
      subcategoryName: "Roses",
    });
    const orphan = { ...product, subcategory: "67f4d8d05eed5eed5e0000ff" };
    const rebuilt = await buildCatalogue([orphan], categories, subcategories);
    expect(rebuilt.page({ limit: 5 }).products[0]).toMatchObject({
      subcategoryId: null,
      subcategoryName: "",
    });
    expect(rebuilt.suggest("5eed", 5).products).toEqual([]);
  });
});

describe("for a backend without related products or search", () => {
  test("related: the same category, the same subcategory first, newest first, never itself", () => {
    expect(catalogue.related("p2", 12)).toEqual(["p4"]);
    expect(catalogue.related("p1", 12)).toEqual(["p5"]);
    expect(catalogue.related("p1", 0)).toEqual([]);
    expect(catalogue.related("nope", 12)).toEqual([]);
  });

  test("every id, newest first", () => {
    expect(catalogue.ids()).toEqual(["p1", "p2", "p3", "p4", "p5"]);
  });

  test("the filter's list is put newest first by ObjectId, when every id is one", () => {
    const older = { _id: "67f4e6e05eed5eed5e000012" };
    const newer = { _id: "67F4FC785EED5EED5E000013" };
    expect(newestFirst([older, newer])).toEqual([newer, older]);
    const mixed = [older, { _id: "p1" }];
    expect(newestFirst(mixed)).toBe(mixed);
  });
});
