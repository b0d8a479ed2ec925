/**
 * Gifting in the seed catalogue (docs/gifting.md, Seed): cakes by weight and egg, bouquets by
 * stems, what each kind of gift can be personalised with, and the add-ons; all of it without
 * changing a single gift's id, title or price.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ADD_ON_COUNT } from "./add-ons";
import { generateCatalogue } from "./generate";
import { cakeVariants, stemVariants } from "./gifting";
import { writeCatalogueImages } from "./images";
import type { SeedCatalogue, SeedProduct } from "./types";

const catalogue = generateCatalogue();
const gifts = catalogue.products.filter((p) => !p.addOn);
const addOns = catalogue.products.filter((p) => p.addOn);

const shelf = (product: SeedProduct, c: SeedCatalogue = catalogue) =>
  c.subcategories.find((s) => s.id === product.subcategoryId)?.name ?? "";
const cakes = gifts.filter((p) => p.netQuantity === "1 Cake");
const ids = (product: SeedProduct) => product.variants?.map((v) => v.id);
const endsInNine = (n: number) => n % 10 === 9;

describe("the seed's gifting", () => {
  it("keeps every gift's id, title and price as they were before gifting", () => {
    // A fingerprint of the default catalogue drawn before variants and add-ons existed: the
    // storefront's tests and bookmarks name these products.
    const fingerprint = createHash("sha256")
      .update(JSON.stringify(gifts.map((p) => [p.id, p.title, p.price, p.oldPrice])))
      .digest("hex");
    expect(fingerprint).toBe("05206dfc687b1960235efb9f9e2d93f559dab9ffcbf218f2f2789e95230b6498");
  });

  it("sells every cake by weight and egg, first at the product's own price", () => {
    expect(cakes.length).toBeGreaterThan(60);
    const withChoice = cakes.filter((cake) => cake.type === "");
    expect(withChoice.length).toBeGreaterThan(30);
    for (const cake of cakes) {
      const eggless = cake.type === "Eggless";
      expect([cake.title, ids(cake)]).toEqual([
        cake.title,
        eggless
          ? ["500g-eggless", "1kg-eggless", "2kg-eggless"]
          : ["500g-egg", "500g-eggless", "1kg-egg", "1kg-eggless", "2kg-egg", "2kg-eggless"],
      ]);
      const variants = cake.variants ?? [];
      const [first] = variants;
      expect(first).toMatchObject({
        price: cake.price,
        oldPrice: cake.oldPrice,
        discount: cake.discount,
        options: { Weight: "½ kg", Egg: eggless ? "Eggless" : "With egg" },
      });
      for (const v of variants) {
        expect(Object.keys(v.options)).toEqual(["Weight", "Egg"]);
        expect(v.label).toBe(`${v.options.Weight} · ${v.options.Egg}`);
        expect(endsInNine(v.price) && v.price <= 9999 && v.oldPrice >= v.price).toBe(true);
        expect(v.discount).toBe(Math.round(((v.oldPrice - v.price) / v.oldPrice) * 100));
        // The same discount as the cake's, give or take the rounding to a price ending in 9,
        // unless the old price would pass the shop's ₹9,999 ceiling.
        if (v.oldPrice < 9999) expect(Math.abs(v.discount - cake.discount)).toBeLessThanOrEqual(1);
      }
      const byWeight = (weight: string, egg: string) =>
        variants.find((v) => v.options.Weight === weight && v.options.Egg === egg)?.price ?? 0;
      for (const egg of eggless ? ["Eggless"] : ["With egg", "Eggless"]) {
        expect(byWeight("½ kg", egg)).toBeLessThan(byWeight("1 kg", egg));
        expect(byWeight("1 kg", egg)).toBeLessThan(byWeight("2 kg", egg));
      }
      if (!eggless) {
        for (const [weight, extra] of [
          ["½ kg", 50],
          ["1 kg", 100],
          ["2 kg", 200],
        ] as const)
          expect(byWeight(weight, "Eggless") - byWeight(weight, "With egg")).toBe(extra);
      }
    }
  });

  it("prices a kilo at about 1.8 and two at about 3.4 times half a kilo, ending in 49 or 99", () => {
    const [half, , kilo, , two] = cakeVariants({ price: 599, oldPrice: 799 }, { eggless: false });
    expect([half?.price, kilo?.price, two?.price]).toEqual([599, 1099, 2049]);
    expect([half?.discount, kilo?.discount, two?.discount]).toEqual([25, 25, 25]);
    expect(stemVariants({ price: 549, oldPrice: 549 }).map((v) => [v.price, v.oldPrice])).toEqual([
      [549, 549],
      [999, 999],
      [1849, 1849],
    ]);
  });

  it("offers 12 and 24 stems on hand-tied bouquets of six", () => {
    const bouquets = gifts.filter((p) => ids(p)?.[0] === "6-stems");
    expect(bouquets.length).toBeGreaterThanOrEqual(5);
    for (const bouquet of bouquets) {
      expect(bouquet.title).toMatch(/ 6 .* Bouquet$/);
      expect(ids(bouquet)).toEqual(["6-stems", "12-stems", "24-stems"]);
      const prices = (bouquet.variants ?? []).map((v) => v.price);
      expect(prices[0]).toBe(bouquet.price);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      expect(new Set(prices).size).toBe(3);
      expect(bouquet.variants?.[1]?.options).toEqual({ Stems: "12 stems" });
    }
    const others = gifts.filter((p) => p.netQuantity !== "1 Cake" && ids(p)?.[0] !== "6-stems");
    for (const product of others)
      expect([product.title, product.variants]).toEqual([product.title, []]);
  });

  it("lets a cake carry a message and a card, and the other gifts a card", () => {
    for (const cake of cakes) expect(cake.personalisation?.cakeMessage).toBe(true);
    const cardOnly = [
      "Roses",
      "Indoor Plants",
      "Truffles",
      "Gourmet Hampers",
      "Cupcakes",
      "Soft Toys",
    ];
    for (const product of gifts.filter((p) => cardOnly.includes(shelf(p)))) {
      expect([product.title, product.personalisation]).toEqual([
        product.title,
        { cakeMessage: false, cardMessage: true, photos: null },
      ]);
    }
    const fashion = gifts.filter((p) => p.deliveryKind === "fashion");
    for (const item of fashion) expect(item.personalisation).toBeNull();
  });

  it("asks photo gifts for their photos: a mug or cushion one, a collage six", () => {
    const photoGifts = gifts.filter((p) =>
      ["Personalised Mugs", "Personalised Cushions", "Photo Frames"].includes(shelf(p)),
    );
    for (const gift of photoGifts.filter((p) => /Photo|Magic|Travel|Cushion/.test(p.name))) {
      const expected = /Collage/.test(gift.name) ? 6 : /Family Tree/.test(gift.name) ? 4 : 1;
      expect([gift.title, gift.personalisation]).toEqual([
        gift.title,
        {
          cakeMessage: false,
          cardMessage: true,
          photos: { min: 1, max: expected, print: expect.any(Object) },
        },
      ]);
    }
    expect(photoGifts.filter((p) => p.personalisation?.photos).length).toBeGreaterThan(10);
    const photoCakes = cakes.filter((p) => shelf(p) === "Photo Cakes");
    for (const cake of photoCakes) {
      expect(cake.personalisation?.photos).toEqual({
        min: 1,
        max: 1,
        print: { aspect: 1, shape: "round" },
      });
    }
  });

  it("prints each photo in its item's shape; a caricature's photos are the artist's reference", () => {
    const printed = gifts.filter((p) => p.personalisation?.photos);
    const shape = (name: RegExp) =>
      printed.filter((p) => name.test(p.name)).map((p) => p.personalisation?.photos?.print);
    for (const print of shape(/Heart Shaped Photo Cushion/)) expect(print?.shape).toBe("heart");
    for (const print of shape(/Moon Lamp|Family Tree/)) expect(print?.shape).toBe("round");
    for (const print of shape(/Photo Mug/)) expect(print).toEqual({ aspect: 4 / 3, shape: "rect" });
    for (const print of shape(/Caricature/)) expect(print).toBeUndefined();
    expect(
      printed
        .filter((p) => !/Caricature/.test(p.name))
        .every((p) => p.personalisation?.photos?.print),
    ).toBe(true);
  });

  it("asks name gifts for each name they print: two for the mugs, one to engrave, one in neon", () => {
    const named = gifts.filter((p) => p.personalisation?.names);
    const kinds = [
      "Name Mugs (Set of 2)",
      "Couple Name Mugs (Set of 2)",
      "Engraved Wooden Keychain",
      "Metal Name Keychain",
      "Name Neon Lamp",
      "Couple Name Neon Lamp",
    ];
    for (const gift of named) expect(kinds).toContain(gift.name);
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const gift of named) {
      const names = gift.personalisation?.names;
      const expected = /Mugs/.test(gift.name) ? 2 : 1;
      expect([gift.title, names?.labels.length]).toEqual([gift.title, expected]);
      expect(gift.personalisation?.photos).toBeNull();
      expect(gift.description).not.toMatch(/photo/i);
    }
    // Every title that says "Name" asks for one.
    for (const gift of gifts.filter((p) => /\bName\b/.test(p.title))) {
      expect([gift.title, Boolean(gift.personalisation?.names)]).toEqual([gift.title, true]);
    }
  });

  it("has two each of candles, cards, balloons and chocolates as add-ons, with pictures", () => {
    expect(addOns).toHaveLength(ADD_ON_COUNT);
    expect(addOns.map((p) => p.images[0]?.art.kind)).toEqual([
      "candles",
      "candles",
      "greeting-card",
      "greeting-card",
      "balloons",
      "balloons",
      "chocolate",
      "chocolate",
    ]);
    const oldestGift = Math.min(...gifts.map((p) => Date.parse(p.createdAt)));
    for (const addOn of addOns) {
      expect(addOn.approved).toBe(true);
      expect(addOn.price >= 49 && addOn.price <= 299 && endsInNine(addOn.price)).toBe(true);
      expect(addOn.images[0]?.url).toMatch(/^\/uploads\/products\/[a-z-]+-\d+-\d\.webp$/);
      // Listed before every gift: the end of a "newest" list, never its top.
      expect(Date.parse(addOn.createdAt)).toBeLessThan(oldestGift);
      // Number candles are sold by the two digits they spell; the rest as they are.
      const variants = addOn.variants ?? [];
      if (/number candles/i.test(addOn.title)) {
        expect(variants).toHaveLength(100);
        expect(variants.map((v) => v.label)).toEqual(
          expect.arrayContaining(["Number 10", "Number 25", "Number 00", "Number 99"]),
        );
        expect(new Set(variants.map((v) => v.price))).toEqual(new Set([addOn.price]));
        expect(variants.find((v) => v.id === "digits-25")?.options).toEqual({
          "First digit": "2",
          "Second digit": "5",
        });
      } else {
        expect(addOn.variants).toEqual([]);
      }
    }
    const categoryOf = (p: SeedProduct) => catalogue.categories.find((c) => c.id === p.categoryId);
    expect(new Set(addOns.map((p) => categoryOf(p)?.name))).toEqual(
      new Set(["Birthday Gifts", "Personalised Gifts", "Chocolates"]),
    );
  });

  it("draws the add-ons apart: a bigger catalogue has the same ones", () => {
    const bigger = generateCatalogue({ products: 500 });
    const strip = (p: SeedProduct) => [p.title, p.price, p.categoryId, p.subcategoryId];
    expect(bigger.products.filter((p) => p.addOn).map(strip)).toEqual(addOns.map(strip));
  });

  it("writes the add-ons' pictures with the catalogue's", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "seed-add-ons-"));
    try {
      const only = { ...catalogue, categories: [], banners: [], products: addOns };
      const { written } = await writeCatalogueImages(dir, only, { cacheDir: null });
      expect(written).toBeGreaterThanOrEqual(ADD_ON_COUNT);
      for (const addOn of addOns) {
        const file = path.join(dir, (addOn.images[0]?.url ?? "").replace(/^\/uploads\//, ""));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 800]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test("a candle pack's pictures show the candles its title sells", () => {
  const addOns = generateCatalogue({ products: 40 }).products.filter(
    (product) => product.addOn && /candles/i.test(product.title),
  );
  expect(addOns.length).toBeGreaterThanOrEqual(2);
  for (const candles of addOns) {
    const numbers = /number/i.test(candles.title);
    for (const image of candles.images) {
      expect(image.art.kind).toBe("candles");
      if (numbers) expect(image.art.variant).toBeGreaterThanOrEqual(4);
      if (numbers) expect(image.art.variant).toBeLessThanOrEqual(6);
      else expect(image.art.variant).toBeLessThanOrEqual(3);
    }
  }
});
