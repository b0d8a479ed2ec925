import { expectRejected } from "../../test/expect";
import { testAppPerFile, type Json } from "../../test/test-app";
import { ids, productIds, truffleCard } from "../../test/fixture";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();

const titles = (list: unknown) => (list as { title: string }[]).map((p) => p.title);

describe(`catalogue (${testEngine})`, () => {
  test("GET /api/getcategories lists every category with _id, categoryname, image and its approved product count, in order", async () => {
    const { status, body } = await t.get("/api/getcategories");
    expect(status).toBe(200);
    // Cakes and Flowers each have one unapproved product, which does not count.
    expect(body).toEqual([
      {
        _id: ids.cakes,
        categoryname: "Cakes",
        image: "/uploads/products/cakes.webp",
        productCount: 3,
      },
      {
        _id: ids.flowers,
        categoryname: "Flowers",
        image: "/uploads/products/flowers.webp",
        productCount: 2,
      },
      {
        _id: ids.empty,
        categoryname: "Festive Diyas",
        image: "/uploads/products/diyas.webp",
        productCount: 0,
      },
    ]);
  });

  test("GET /api/getsubcategories gives each subcategory its parent as { _id }, orphans with null", async () => {
    const { status, body } = await t.get("/api/getsubcategories");
    expect(status).toBe(200);
    const list = body as Json[];
    expect(list).toHaveLength(4);
    expect(list).toContainEqual({
      _id: ids.roses,
      subcategory: "Roses",
      category: { _id: ids.flowers, categoryname: "Flowers" },
    });
    expect(list).toContainEqual({ _id: ids.orphan, subcategory: "Clearance", category: null });
  });

  test("GET /api/client/search returns every approved product with image, title, category and subcategory", async () => {
    const { status, body } = await t.get("/api/client/search");
    expect(status).toBe(200);
    const data = (body as { success: boolean; data: Json[] }).data;
    expect((body as Json).success).toBe(true);
    expect(titles(data).sort()).toEqual(
      [
        "Black Forest Cake",
        "Chocolate Truffle Cake",
        "Eggless Vanilla Cake",
        "Pink Roses Box",
        "Red Roses Bouquet",
      ].sort(),
    );
    const roses = data.find((p) => p._id === productIds.redRoses);
    expect(roses).toMatchObject({
      title: "Red Roses Bouquet",
      image: "/uploads/products/p5.webp",
      images: [{ url: "/uploads/products/p5.webp", altText: "p5 photo" }],
      categoryname: { _id: ids.flowers, name: "Flowers" },
      subcategory: { _id: ids.roses, name: "Roses" },
      price: 149,
      oldprice: 299,
    });
  });

  test("GET /api/client/search?q= matches title, category or subcategory, case-insensitively", async () => {
    const byCategory = await t.get("/api/client/search?q=FLOWERS");
    expect(titles((byCategory.body as Json).data).sort()).toEqual([
      "Pink Roses Box",
      "Red Roses Bouquet",
    ]);
    const bySubcategory = await t.get("/api/client/search?q=eggless%20cakes");
    expect(titles((bySubcategory.body as Json).data)).toEqual(["Eggless Vanilla Cake"]);
    const blank = await t.get("/api/client/search?q=%20%20");
    expect((blank.body as Json).data).toEqual([]);
    const wildcard = await t.get("/api/client/search?q=%25");
    expect((wildcard.body as Json).data).toEqual([]);
    const hidden = await t.get("/api/client/search?q=secret");
    expect((hidden.body as Json).data).toEqual([]);
  });

  test("GET /api/client/productsbycategory groups approved products under each category, empty ones included", async () => {
    const { status, body } = await t.get("/api/client/productsbycategory");
    expect(status).toBe(200);
    const result = body as { success: boolean; categories: { category: Json; products: Json[] }[] };
    expect(result.success).toBe(true);
    expect(result.categories.map((g) => g.category.categoryname)).toEqual([
      "Cakes",
      "Flowers",
      "Festive Diyas",
    ]);
    expect(titles(result.categories[0]!.products)).toEqual([
      "Eggless Vanilla Cake",
      "Black Forest Cake",
      "Chocolate Truffle Cake",
    ]);
    expect(titles(result.categories[1]!.products)).toEqual(["Pink Roses Box", "Red Roses Bouquet"]);
    expect(result.categories[2]!.products).toEqual([]);
    expect(result.categories[0]!.products[0]).toMatchObject({
      _id: productIds.egglessVanilla,
      categoryname: { _id: ids.cakes, name: "Cakes" },
      subcategory: { _id: ids.eggless, name: "Eggless Cakes" },
    });
  });

  test("GET /api/client/productsbycategory?limit= keeps the newest approved products of each category", async () => {
    const limited = await t.get("/api/client/productsbycategory?limit=2");
    const groups = (limited.body as { categories: { products: Json[] }[] }).categories;
    // The newest flower is unapproved (Hidden Roses): the newest approved ones take its place.
    expect(groups.map((g) => titles(g.products))).toEqual([
      ["Eggless Vanilla Cake", "Black Forest Cake"],
      ["Pink Roses Box", "Red Roses Bouquet"],
      [],
    ]);
    const one = await t.get("/api/client/productsbycategory?limit=1");
    expect(
      (one.body as { categories: { products: Json[] }[] }).categories.map((g) =>
        titles(g.products),
      ),
    ).toEqual([["Eggless Vanilla Cake"], ["Pink Roses Box"], []]);
    expect((await t.get("/api/client/productsbycategory?limit=51")).status).toBe(400);
  });

  test("GET /api/products/{id} returns the whole product with its spec fields", async () => {
    const { status, body } = await t.get(`/api/products/${productIds.truffle}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...truffleCard,
      flavor: "Chocolate",
      weight: "500 g",
      approved: true,
      careInstructions: [],
    });
    for (const field of [
      "brand",
      "description",
      "ingredients",
      "type",
      "shape",
      "netQuantity",
      "diameter",
      "serves",
    ]) {
      expect(typeof (body as Json)[field]).toBe("string");
    }
  });

  test("GET /api/products/{id}: an unapproved or unknown product is 404, a malformed id 400", async () => {
    expect((await t.get(`/api/products/${productIds.hiddenCake}`)).status).toBe(404);
    const unknown = await t.get(`/api/products/${ids.unknown}`);
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, message: "Product not found" },
    });
    const malformed = await t.get("/api/products/not-an-id");
    expectRejected(malformed, 400, "24-character hex id");
  });

  test("GET /api/product/related/{id} lists other approved products of the same category, same subcategory first", async () => {
    const { status, body } = await t.get(`/api/product/related/${productIds.truffle}`);
    expect(status).toBe(200);
    expect((body as Json).success).toBe(true);
    expect(titles((body as Json).data)).toEqual(["Black Forest Cake", "Eggless Vanilla Cake"]);
    const roses = await t.get(`/api/product/related/${productIds.pinkRoses}`);
    expect(titles((roses.body as Json).data)).toEqual(["Red Roses Bouquet"]);
    expect((await t.get(`/api/product/related/${ids.unknown}`)).status).toBe(404);
    expect((await t.get("/api/product/related/123")).status).toBe(400);
  });
});
