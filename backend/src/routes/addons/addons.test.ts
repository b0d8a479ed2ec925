/**
 * GET /api/addons (docs/gifting.md): the add-ons step's list, approved add-ons only, candles
 * before cards; and what gifting adds to a product's answer in full mode but not in contract mode.
 */
import { eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { generateCatalogue } from "../../seed/generate";
import { applyCatalogue } from "../../seed/apply";
import { productIds } from "../../test/fixture";
import { cakeVariants, giftIds } from "../../test/gifting-fixture";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { addOnRank } from "./addons.handlers";

const t = testAppPerFile({ seedGifting: true });

describe(`GET /api/addons (${testEngine})`, () => {
  test("answers the approved add-ons as products, candles before the card", async () => {
    const { status, body } = await t.get("/api/addons");
    expect(status).toBe(200);
    const answer = body as { success: boolean; products: Json[] };
    expect(answer.success).toBe(true);
    expect(answer.products.map((p) => p._id)).toEqual([giftIds.candles, giftIds.card]);
    const [candles] = answer.products;
    expect(candles).toMatchObject({
      title: "Birthday Candles",
      price: 49,
      addOn: true,
      variants: [],
      personalisation: null,
      image: expect.stringMatching(/^\/uploads\//),
    });
  });

  test("an add-on awaiting approval is not offered", async () => {
    await t.database.db
      .update(products)
      .set({ approved: false })
      .where(eq(products.id, giftIds.candles));
    try {
      const { body } = await t.get("/api/addons");
      expect((body as { products: Json[] }).products.map((p) => p._id)).toEqual([giftIds.card]);
    } finally {
      await t.database.db
        .update(products)
        .set({ approved: true })
        .where(eq(products.id, giftIds.candles));
    }
  });

  test("add-ons stay off the home page's rails but in their category's list", async () => {
    const { body } = await t.get("/api/client/productsbycategory?limit=50");
    const onRails = (body as { categories: { products: Json[] }[] }).categories.flatMap((group) =>
      group.products.map((p) => p._id),
    );
    expect(onRails).toContain(giftIds.cake);
    expect(onRails).not.toContain(giftIds.candles);
    expect(onRails).not.toContain(giftIds.card);
    const { body: found } = await t.get("/api/client/search?q=candles");
    expect((found as { data: Json[] }).data.map((p) => p._id)).toEqual([giftIds.candles]);
  });

  test("groups by what the title names: candles, cards, balloons, chocolates, then the rest", () => {
    const titles = [
      "Dark Chocolate Pack",
      "Hydrogen Balloon Bunch",
      "Musical Birthday Card",
      "Number Candles",
      "Ribbon",
    ];
    expect([...titles].sort((a, b) => addOnRank(a) - addOnRank(b))).toEqual([
      "Number Candles",
      "Musical Birthday Card",
      "Hydrogen Balloon Bunch",
      "Dark Chocolate Pack",
      "Ribbon",
    ]);
  });
});

describe(`gifting's product fields in full mode (${testEngine})`, () => {
  test("a cake carries its variants, first at the product's price, and its personalisation", async () => {
    const { status, body } = await t.get(`/api/products/${giftIds.cake}`);
    expect(status).toBe(200);
    const cake = body as Json;
    expect(cake.variants).toEqual(cakeVariants);
    expect(cake.price).toBe(cakeVariants[0]?.price);
    expect(cake.personalisation).toEqual({ cakeMessage: true, cardMessage: true, photos: null });
    expect(cake.addOn).toBe(false);
  });

  test("a photo mug says how many photos it takes", async () => {
    const { body } = await t.get(`/api/products/${giftIds.mug}`);
    expect((body as Json).personalisation).toEqual({
      cakeMessage: false,
      cardMessage: true,
      photos: { min: 1, max: 1 },
    });
  });

  test("a plain product says it has none of them, in lists too", async () => {
    const { body } = await t.get(`/api/products/${productIds.truffle}`);
    expect(body).toMatchObject({ variants: [], personalisation: null, addOn: false });
    const { body: list } = await t.get("/api/product/filter?sort=newest&limit=50");
    for (const product of (list as { data: Json[] }).data) {
      expect(product).toHaveProperty("variants");
      expect(product).toHaveProperty("personalisation");
      expect(product).toHaveProperty("addOn");
    }
  });

  test("search results stay light: no gifting fields", async () => {
    const { body } = await t.get("/api/client/search");
    const [first] = (body as { data: Json[] }).data;
    expect(first).not.toHaveProperty("variants");
  });
});

describe(`contract mode: no gifting (${testEngine})`, () => {
  const plain = testAppPerFile({ seedGifting: true, profile: "contract" });

  test("GET /api/addons is 404", async () => {
    const { status } = await plain.get("/api/addons");
    expect(status).toBe(404);
  });

  test("a product with variants answers only §3's fields", async () => {
    const { status, body } = await plain.get(`/api/products/${giftIds.cake}`);
    expect(status).toBe(200);
    for (const key of ["variants", "personalisation", "addOn"])
      expect(body).not.toHaveProperty(key);
    expect((body as Json).price).toBe(cakeVariants[0]?.price);
  });
});

describe(`the seed catalogue's add-ons (${testEngine})`, () => {
  const seeded = testAppPerFile({ seedFixture: false });
  const catalogue = generateCatalogue();

  beforeAll(() => applyCatalogue(seeded.database.db, catalogue), 60_000);

  test("are offered candles, cards, balloons, chocolates, and kept off the home rails", async () => {
    const { body } = await seeded.get("/api/addons");
    const offered = (body as { products: Json[] }).products;
    expect(offered.map((p) => p.title)).toEqual([
      "Twisted Birthday Candles (Pack of 12)",
      "Golden Number Candles (Any 2 Digits)",
      "Happy Birthday Greeting Card",
      "Love You Greeting Card",
      "Birthday Balloon Bunch (5 Balloons)",
      "Heart Foil Balloons (Pack of 3)",
      "Milk Chocolate Bars (Pack of 4)",
      "Assorted Chocolate Truffles (Box of 6)",
    ]);
    const { body: rails } = await seeded.get("/api/client/productsbycategory?limit=50");
    const onRails = (rails as { categories: { products: Json[] }[] }).categories.flatMap((g) =>
      g.products.map((p) => p._id),
    );
    for (const addOn of offered) expect(onRails).not.toContain(addOn._id);
  });

  test("a seeded cake answers its six variants", async () => {
    const cake = catalogue.products.find(
      (p) => p.approved && p.type === "" && p.netQuantity === "1 Cake",
    );
    const { body } = await seeded.get(`/api/products/${cake?.id ?? ""}`);
    const variants = (body as { variants: { id: string; price: number }[] }).variants;
    expect(variants.map((v) => v.id)).toEqual([
      "500g-egg",
      "500g-eggless",
      "1kg-egg",
      "1kg-eggless",
      "2kg-egg",
      "2kg-eggless",
    ]);
    expect(variants[0]?.price).toBe((body as Json).price);
  });
});
