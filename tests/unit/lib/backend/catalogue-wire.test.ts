/** @jest-environment node */
import {
  categoriesAnswer,
  categoryNamed,
  groupSubcategories,
  hasBareRefs,
  imageUrl,
  productAnswer,
  productListAnswer,
  productsByCategoryAnswer,
  reshapeProducts,
  reshapeReviews,
  reshapeSummary,
  reviewsAnswer,
  subcategoriesAnswer,
  summaryWire,
  withNamedRefs,
} from "@/lib/backend/catalogue-wire";
import { summarise } from "@/lib/types";

const base = {
  _id: "p1",
  title: "Red Velvet Cake",
  price: 799,
  oldprice: 999,
  categoryname: { _id: "c1", name: "Cakes" },
  subcategory: { _id: "s1", name: "Red Velvet Cakes" },
};

function one(wire: unknown) {
  const [product] = reshapeProducts([wire]);
  if (!product) throw new Error("the product was dropped");
  return product;
}

describe("product reshape", () => {
  test("images as objects keep their alt text and move under /uploads", () => {
    const product = one({
      ...base,
      images: [
        { url: "http://api.example.in/uploads/products/a.webp", altText: "Front" },
        { url: "/uploads/products/b.webp", altText: "" },
      ],
    });
    expect(product.images).toEqual([
      { url: "/uploads/products/a.webp", alt: "Front" },
      { url: "/uploads/products/b.webp", alt: "Red Velvet Cake" },
    ]);
    expect(product.image).toEqual(product.images[0]);
  });

  test("images as plain path strings", () => {
    const product = one({ ...base, images: ["/uploads/products/a.webp"] });
    expect(product.images).toEqual([{ url: "/uploads/products/a.webp", alt: "Red Velvet Cake" }]);
  });

  test("a lone image field", () => {
    const product = one({ ...base, image: "/uploads/products/solo.webp" });
    expect(product.images).toEqual([
      { url: "/uploads/products/solo.webp", alt: "Red Velvet Cake" },
    ]);
  });

  test("no image at all gives no picture (the UI shows a placeholder)", () => {
    expect(one(base).image).toBeNull();
  });

  test("category and subcategory as objects with name, or as plain names", () => {
    const product = one(base);
    expect(product).toMatchObject({
      categoryId: "c1",
      categoryName: "Cakes",
      subcategoryId: "s1",
      subcategoryName: "Red Velvet Cakes",
    });
    const plain = one({ ...base, categoryname: "Cakes", subcategory: null });
    expect(plain).toMatchObject({
      categoryName: "Cakes",
      subcategoryName: "",
      subcategoryId: null,
    });
  });

  test("the discount is recomputed from the prices, never trusted from the wire", () => {
    expect(one({ ...base, discount: 90 }).discount).toBe(20);
    expect(one({ ...base, oldprice: undefined }).discount).toBe(0);
    expect(one({ ...base, price: "499", oldprice: "998" })).toMatchObject({
      price: 499,
      oldPrice: 998,
      discount: 50,
    });
  });

  test("missing text fields become empty strings; care instructions a list", () => {
    const product = one({ ...base, careInstructions: "Keep refrigerated" });
    expect(product.careInstructions).toEqual(["Keep refrigerated"]);
    expect(product.flavor).toBe("");
    expect(product.name).toBe("Red Velvet Cake");
  });

  test("the reviews' rating is kept for the card; a malformed one is none, the product stays", () => {
    expect(one({ ...base, rating: { average: 4.6, count: 12 } }).rating).toEqual({
      average: 4.6,
      count: 12,
    });
    expect(summarise(one({ ...base, rating: { average: 4.6, count: 12 } })).rating).toEqual({
      average: 4.6,
      count: 12,
    });
    for (const rating of [
      { average: 7, count: 3 },
      { average: 4 },
      "4.5",
      { average: 4, count: 0 },
    ]) {
      expect(one({ ...base, rating }).rating).toBeUndefined();
    }
    expect(one(base).rating).toBeUndefined();
  });

  test("the earliest-delivery rule is kept for the card; a malformed one is none, the product stays", () => {
    const rule = { days: 0, until: "16:00" };
    expect(summarise(one({ ...base, earliestDelivery: rule })).earliest).toEqual(rule);
    expect(one({ ...base, earliestDelivery: { days: 1, until: null } }).earliest).toEqual({
      days: 1,
      until: null,
    });
    for (const earliestDelivery of [
      { days: -1, until: null },
      { days: 0, until: "4 pm" },
      "today",
    ]) {
      expect(one({ ...base, earliestDelivery }).earliest).toBeUndefined();
    }
    // A contract backend sends none: the card shows no line.
    expect(one(base)).not.toHaveProperty("earliest");
  });

  test("unapproved and malformed products are dropped, the rest kept", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const products = reshapeProducts([
      base,
      { ...base, _id: "p2", approved: false },
      { _id: "p3", title: "No price" },
    ]);
    expect(products.map((p) => p.id)).toEqual(["p1"]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe("a card's fields alone", () => {
  test("read by the product's own rules, they are the full product's summary", () => {
    const wires = [
      { ...base, images: ["/uploads/products/a.webp"], price: "799", flavor: "Red Velvet" },
      { ...base, title: "", name: "Cake", image: "uploads/b.webp", categoryname: "Cakes" },
      { ...base, oldprice: null, subcategory: null, images: [{ url: "", altText: "none" }] },
    ];
    for (const wire of wires) {
      expect(reshapeSummary(summaryWire.parse(wire))).toEqual(summarise(one(wire)));
    }
    expect(summaryWire.safeParse({ _id: "p3", title: "No price" }).success).toBe(false);
  });
});

describe("answer variants", () => {
  const categories = [{ _id: "c1", categoryname: "Cakes", image: "/uploads/c.webp" }];

  test("getcategories: an array or { categories }", () => {
    expect(categoriesAnswer.parse(categories)).toEqual(categories);
    expect(categoriesAnswer.parse({ success: true, categories })).toEqual(categories);
  });

  test("subcategories are grouped by parent id (object or plain id) and orphans dropped", () => {
    const wire = subcategoriesAnswer.parse([
      { _id: "s1", subcategory: "Roses", category: { _id: "c2" } },
      { _id: "s2", subcategory: "Truffle", category: "c1" },
      { _id: "s3", subcategory: "Clearance", category: null },
      { _id: "s4", subcategory: "Lost", category: "c9" },
    ]);
    const grouped = groupSubcategories(
      [
        { id: "c1", name: "Cakes", image: "" },
        { id: "c2", name: "Flowers", image: "" },
      ],
      wire,
    );
    expect(grouped.map((c) => [c.name, c.subcategories.map((s) => s.name)])).toEqual([
      ["Cakes", ["Truffle"]],
      ["Flowers", ["Roses"]],
    ]);
  });

  test("list answers: { data } or a bare array", () => {
    expect(productListAnswer.parse({ success: true, data: [base], total: 7 })).toMatchObject({
      data: [base],
      total: 7,
    });
    expect(productListAnswer.parse([base]).data).toEqual([base]);
  });

  test("a ranking backend's search answer: its correction and set-aside words, or none when malformed", () => {
    const list = (search: unknown) =>
      productListAnswer.parse({ success: true, data: [], search }).search;
    const none = { corrected: null, ignored: [] };
    expect(list({ corrected: "rose" })).toEqual({ ...none, corrected: "rose" });
    expect(list({ corrected: null, ignored: ["birthday"] })).toEqual({
      ...none,
      ignored: ["birthday"],
    });
    expect(list({ corrected: null, took: 3 })).toEqual(none);
    expect(list({ corrected: 7, ignored: "birthday" })).toEqual(none);
    expect(list({ ignored: [""] })).toEqual(none);
    expect(list({})).toEqual(none);
    expect(list("yes")).toBeUndefined();
    expect(productListAnswer.parse({ data: [] }).search).toBeUndefined();
    expect(productListAnswer.parse([]).search).toBeUndefined();
  });

  test("the product answer: bare, { product } or { data }", () => {
    for (const answer of [base, { product: base }, { success: true, data: base }]) {
      expect(one(productAnswer.parse(answer)).id).toBe("p1");
    }
  });

  test("reviews: array, { reviews } or { data }; newest first; ratings kept within 1–5", () => {
    const list = [
      { userName: "A", rating: 4, comment: "ok", createdAt: "2026-10-01T00:00:00Z" },
      { userName: "", rating: 9, createdAt: "2026-11-01T00:00:00Z" },
    ];
    for (const answer of [list, { reviews: list }, { data: list }]) {
      const reviews = reshapeReviews(reviewsAnswer.parse(answer));
      expect(reviews.map((r) => [r.userName, r.rating])).toEqual([
        ["A shopper", 5],
        ["A", 4],
      ]);
    }
  });
});

test("imageUrl keeps backend images under the storefront's /uploads path", () => {
  expect(imageUrl("/uploads/a.webp")).toBe("/uploads/a.webp");
  expect(imageUrl("https://cdn.example.in/uploads/x/a.webp")).toBe("/uploads/x/a.webp");
  expect(imageUrl("")).toBe("");
});

test("imageUrl roots the original's relative category paths; a CDN's URL stays whole", () => {
  expect(imageUrl("uploads/categories/1743951016493.jpeg")).toBe(
    "/uploads/categories/1743951016493.jpeg",
  );
  const cloudinary = "https://res.cloudinary.com/shop/image/upload/v1744100001/abc.jpg";
  expect(imageUrl(cloudinary)).toBe(cloudinary);
});

describe("the original backend's bare ids", () => {
  const CAKES = "67f2b0a85eed5eed5e000001";
  const CHOCOLATE = "67f4d8d05eed5eed5e000009";
  const categories = [
    { id: CAKES, name: "Cakes", image: "" },
    { id: "67f2b0a85eed5eed5e000002", name: "Flowers", image: "" },
  ];
  const subcategories = [{ id: CHOCOLATE, name: "Chocolate Cakes" }];
  const original = {
    _id: "67f4e6e05eed5eed5e000012",
    title: "Chocolate Truffle Cake",
    price: 599,
    oldprice: 749,
    categoryname: CAKES,
    subcategory: CHOCOLATE,
    images: [],
  };

  test("a product's category and subcategory ids are named from the lists", () => {
    const product = one(original);
    expect(hasBareRefs(product)).toBe(true);
    expect(withNamedRefs(product, categories, subcategories)).toMatchObject({
      title: "Chocolate Truffle Cake",
      name: "Chocolate Truffle Cake",
      categoryId: CAKES,
      categoryName: "Cakes",
      subcategoryId: CHOCOLATE,
      subcategoryName: "Chocolate Cakes",
      image: null,
      images: [],
    });
  });

  test("a bare name is found by name; an id no list has is kept as an id, not shown", () => {
    const named = withNamedRefs(one({ ...original, categoryname: "flowers" }), categories, []);
    expect(named).toMatchObject({ categoryId: categories[1]?.id, categoryName: "Flowers" });
    expect(named).toMatchObject({ subcategoryId: CHOCOLATE, subcategoryName: "" });
    const unknownName = withNamedRefs(one({ ...original, categoryname: "Toys" }), categories, []);
    expect(unknownName).toMatchObject({ categoryId: "", categoryName: "Toys" });
  });

  test("products that name their category already need no lists", () => {
    expect(hasBareRefs(one(base))).toBe(false);
    expect(withNamedRefs(one(base), [], [])).toEqual(one(base));
  });

  test("productsbycategory may name a group's category only by its name", () => {
    const answer = productsByCategoryAnswer.parse({
      success: true,
      categories: [{ category: "Cakes", products: [original] }],
    });
    expect(answer.categories[0]?.category).toBe("Cakes");
    expect(categoryNamed(categories, "Cakes")?.id).toBe(CAKES);
    expect(categoryNamed(categories, "CAKES")?.id).toBe(CAKES);
    expect(categoryNamed(categories, "Toys")).toBeNull();
  });
});
