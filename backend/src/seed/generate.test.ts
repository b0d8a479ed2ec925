import { NAME_MAX } from "@giftshop/shared/gifting";
import { PRINT_SHAPES } from "@giftshop/shared/print-crop";
import { z } from "zod";
import { recipientsOf } from "@giftshop/shared/recipients";
import { SEED_KINDS } from "./delivery";
import { ADD_ON_COUNT } from "./add-ons";
import { DEFAULT_SEED, generateCatalogue, SEED_EPOCH_MS } from "./generate";
import { ART_HUES } from "./content";
import { productImageUrl } from "./generate-images";
import {
  ART_KINDS,
  ART_VIEWS,
  BLOOM_LOOKS,
  CAKE_LOOKS,
  PHOTO_LOOKS,
  RECIPIENTS,
  type SeedCatalogue,
  type SeedProduct,
} from "./types";

const DAY_MS = 86_400_000;
const hexId = z.string().regex(/^[a-f0-9]{24}$/);
const isoDate = z.iso.datetime();
const art = z.strictObject({
  kind: z.enum(ART_KINDS),
  hue: z.number().int().min(0).max(359),
  variant: z.number().int().min(0).max(9),
  look: z
    .strictObject({
      cake: z.enum(CAKE_LOOKS).optional(),
      shape: z.enum(["heart", "round"]).optional(),
      tiers: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      bloom: z.enum(BLOOM_LOOKS).optional(),
      photo: z.enum(PHOTO_LOOKS).optional(),
      with: z.enum(ART_KINDS).optional(),
    })
    .optional(),
  view: z
    .number()
    .int()
    .min(1)
    .max(ART_VIEWS - 1)
    .optional(),
});
const image = z.strictObject({
  url: z.string().regex(/^\/uploads\/[a-z]+\/[a-z0-9-]+\.webp$/),
  altText: z.string().min(1),
  art,
});
// Gifts start at ₹149; add-ons (docs/gifting.md) at ₹49.
const price = z.number().int().min(49).max(9999);
const variant = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  label: z.string().min(1),
  options: z.record(z.string(), z.string().min(1)),
  price,
  oldPrice: price,
  discount: z.number().int().min(0).max(60),
});
const personalisation = z.strictObject({
  cakeMessage: z.boolean(),
  cardMessage: z.boolean(),
  photos: z
    .strictObject({
      min: z.number().int().min(1),
      max: z.number().int().max(6),
      print: z
        .strictObject({
          aspect: z.number().min(0.5).max(2),
          shape: z.enum(PRINT_SHAPES),
        })
        .optional(),
    })
    .nullable(),
  names: z
    .strictObject({
      labels: z.array(z.string().min(1)).min(1).max(2),
      max: z.number().int().min(8).max(NAME_MAX),
    })
    .optional(),
});
const productSchema = z
  .strictObject({
    id: hexId,
    title: z.string().min(3),
    name: z.string().min(3),
    price,
    oldPrice: price,
    discount: z.number().int().min(0).max(60),
    brand: z.string(),
    description: z.string().min(40),
    careInstructions: z.array(z.string().min(1)),
    ingredients: z.string(),
    flavor: z.string(),
    // Empty only for a cake sold with egg or eggless (its variants say which).
    type: z.string(),
    shape: z.string(),
    weight: z.string(),
    netQuantity: z.string().min(1),
    diameter: z.string(),
    serves: z.string(),
    approved: z.boolean(),
    sellerId: hexId,
    categoryId: hexId,
    // Candles and balloons are in Birthday Gifts without a shelf of their own.
    subcategoryId: hexId.nullable(),
    recipients: z.array(z.enum(RECIPIENTS)),
    deliveryKind: z.enum(SEED_KINDS.map((kind) => kind.id)),
    images: z.array(image).min(2).max(ART_VIEWS),
    createdAt: isoDate,
    variants: z.array(variant),
    personalisation: personalisation.nullable(),
    addOn: z.boolean(),
  })
  .refine((p) => p.oldPrice >= p.price, "oldPrice below price")
  .refine((p) => p.addOn || (p.price >= 149 && p.subcategoryId !== null), "a gift below ₹149")
  .refine((p) => p.type !== "" || p.variants[0]?.options.Egg === "With egg", "type left empty")
  .refine(
    (p) => p.discount === Math.round(((p.oldPrice - p.price) / p.oldPrice) * 100),
    "discount does not match the formula",
  )
  .refine((p) => new Set(p.recipients).size === p.recipients.length, "repeated recipient");

/** What a storefront on a plain §7 backend computes for the product's recipient pages. */
function fallbackRecipients(catalogue: SeedCatalogue, product: SeedProduct) {
  return recipientsOf({
    title: product.title,
    subcategoryName: subcategoryName(catalogue, product),
    categoryName: catalogue.categories.find((c) => c.id === product.categoryId)?.name,
  });
}

const reviewSchema = z.strictObject({
  id: hexId,
  productId: hexId,
  userName: z.string().regex(/^\S+ [A-Z]\.$/),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: isoDate,
});

function emptyCategories(catalogue: SeedCatalogue) {
  const used = new Set(catalogue.products.map((p) => p.categoryId));
  return catalogue.categories.filter((c) => !used.has(c.id));
}

function subcategoryName(catalogue: SeedCatalogue, product: SeedProduct): string {
  return catalogue.subcategories.find((s) => s.id === product.subcategoryId)?.name ?? "";
}

describe("generateCatalogue", () => {
  const catalogue = generateCatalogue();
  const approved = catalogue.products.filter((p) => p.approved);

  it("is deterministic and depends on the seed", () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue({ seed: DEFAULT_SEED, products: 360 })).toEqual(catalogue);
    const other = generateCatalogue({ seed: 7 });
    expect(other.products.map((p) => p.id)).not.toEqual(catalogue.products.map((p) => p.id));
    expect(other.products.map((p) => p.title)).not.toEqual(catalogue.products.map((p) => p.title));
  });

  it("never consults Math.random or the clock", () => {
    const random = jest.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    const now = jest.spyOn(Date, "now").mockImplementation(() => {
      throw new Error("Date.now used");
    });
    try {
      expect(generateCatalogue({ products: 50 }).products).toHaveLength(50 + ADD_ON_COUNT);
    } finally {
      random.mockRestore();
      now.mockRestore();
    }
  });

  it("is plain JSON data with no undefined fields", () => {
    expect(JSON.parse(JSON.stringify(catalogue))).toEqual(catalogue);
  });

  it("has the expected shape and counts", () => {
    const { categories, subcategories, products, reviews } = catalogue;
    expect(categories.map((c) => c.position)).toEqual(categories.map((_, i) => i));
    expect(categories.slice(0, 9).map((c) => c.name)).toEqual([
      "Cakes",
      "Flowers",
      "Personalised Gifts",
      "Plants",
      "Chocolates",
      "Combos & Hampers",
      "Fashion & Accessories",
      "Birthday Gifts",
      "Anniversary Gifts",
    ]);
    expect(emptyCategories(catalogue)).toHaveLength(1);
    expect(categories.length - emptyCategories(catalogue).length).toBeGreaterThanOrEqual(8);
    for (const c of categories) {
      expect(c.id).toMatch(/^[a-f0-9]{24}$/);
      expect(image.parse(c.image).url).toMatch(/^\/uploads\/categories\//);
    }
    expect(subcategories.length).toBeGreaterThanOrEqual(40);
    const orphans = subcategories.filter((s) => s.categoryId === null);
    expect(orphans.length).toBeGreaterThanOrEqual(3);
    const usedSubs = new Set(products.map((p) => p.subcategoryId));
    for (const orphan of orphans) expect(usedSubs.has(orphan.id)).toBe(false);
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(reviews.length).toBeGreaterThan(products.length);
  });

  it("gives every product valid fields and consistent links", () => {
    const categoryIds = new Set(catalogue.categories.map((c) => c.id));
    const [empty] = emptyCategories(catalogue);
    for (const product of catalogue.products) {
      const result = productSchema.safeParse(product);
      if (!result.success) throw new Error(`${product.title}: ${result.error.message}`);
      expect(categoryIds.has(product.categoryId)).toBe(true);
      expect(product.categoryId).not.toBe(empty?.id);
      const sub = catalogue.subcategories.find((s) => s.id === product.subcategoryId);
      if (product.subcategoryId !== null) expect(sub?.categoryId).toBe(product.categoryId);
      for (const img of product.images) {
        expect(img.url).toBe(productImageUrl(img.art));
      }
      const created = Date.parse(product.createdAt);
      expect(created).toBeLessThan(SEED_EPOCH_MS);
      expect(created).toBeGreaterThan(SEED_EPOCH_MS - 366 * DAY_MS);
    }
    const ids = [
      ...catalogue.categories.map((c) => c.id),
      ...catalogue.subcategories.map((s) => s.id),
      ...catalogue.products.map((p) => p.id),
      ...catalogue.reviews.map((r) => r.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalogue.products.map((p) => p.createdAt)).size).toBe(
      catalogue.products.length,
    );
    expect(new Set(catalogue.products.map((p) => p.sellerId)).size).toBeLessThanOrEqual(6);
  });

  it("fills kind-specific fields", () => {
    const cakeCategory = catalogue.categories[0]?.id;
    const cakes = catalogue.products.filter(
      (p) => p.categoryId === cakeCategory && subcategoryName(catalogue, p) !== "Cupcakes",
    );
    expect(cakes.length).toBeGreaterThan(30);
    for (const cake of cakes) {
      expect(cake.flavor).not.toBe("");
      // Listed at its smallest size; the shopper picks the weight from its variants.
      expect(cake.weight).toBe("½ kg");
      expect(cake.name).toMatch(/ ½ kg$/);
      expect(["Round", "Heart", "Square"]).toContain(cake.shape);
      expect(cake.serves).toMatch(/^\d+-\d+ people$/);
      expect(cake.diameter).toMatch(/^\d+ inch$/);
      expect(["Eggless", ""]).toContain(cake.type);
      expect(cake.ingredients).toMatch(/flour/i);
      expect(cake.netQuantity).toBe("1 Cake");
      expect(cake.careInstructions.length).toBeGreaterThan(0);
      expect(cake.price).toBeGreaterThanOrEqual(449);
      expect(cake.price).toBeLessThanOrEqual(2499);
    }
    const flowerCategory = catalogue.categories[1]?.id;
    const flowers = catalogue.products.filter((p) => p.categoryId === flowerCategory);
    expect(flowers.length).toBeGreaterThan(20);
    for (const flower of flowers) expect(flower.careInstructions.length).toBeGreaterThan(0);
    const fashion = catalogue.products.filter((p) => p.categoryId === catalogue.categories[6]?.id);
    for (const item of fashion) expect(item.brand).not.toBe("");
  });

  it("gives each product the delivery kind of what it is", () => {
    const kindsIn = (name: string) =>
      new Set(
        catalogue.products
          .filter((p) => subcategoryName(catalogue, p) === name)
          .map((p) => p.deliveryKind),
      );
    const expected: [string, string][] = [
      ["Chocolate Cakes", "cake"],
      ["Cupcakes", "cake"],
      ["Birthday Cakes", "cake"],
      ["Roses", "flowers"],
      ["Anniversary Flowers", "flowers"],
      ["Bonsai", "plants"],
      ["Truffles", "chocolates"],
      ["Cake & Flower Combos", "hampers"],
      ["Personalised Mugs", "personalised"],
      ["Couple Gifts", "personalised"],
      ["Soft Toys", "soft-toys"],
      ["Watches", "fashion"],
    ];
    for (const [name, kind] of expected)
      expect([name, kindsIn(name)]).toEqual([name, new Set([kind])]);
    const big = generateCatalogue({ products: 2000 });
    expect(big.products.every((p) => p.deliveryKind)).toBe(true);
  });

  it("uses a distinct first picture for every product", () => {
    const firsts = catalogue.products.map((p) => p.images[0]?.url);
    expect(new Set(firsts).size).toBe(catalogue.products.length);
  });

  it("tags every product with the recipients the storefront's fallback rules give it", () => {
    for (const product of catalogue.products) {
      expect([product.title, product.recipients]).toEqual([
        product.title,
        fallbackRecipients(catalogue, product),
      ]);
    }
  });

  it("fills every recipient page, and keeps women's things off the men's pages", () => {
    for (const recipient of RECIPIENTS) {
      const page = approved.filter((p) => p.recipients.includes(recipient));
      expect([recipient, page.length >= 12]).toEqual([recipient, true]);
    }
    // No handbag, necklace or stole on the men's and husband's pages unless it is a men's one.
    const forHer = ["Handbags", "Jewellery", "Scarves & Stoles", "Truffles", "Flower Boxes"];
    for (const product of catalogue.products) {
      if (!product.recipients.some((r) => r === "men" || r === "husband")) continue;
      expect(product.title).not.toMatch(/\b(Women's|for Her)\b/);
      if (forHer.includes(subcategoryName(catalogue, product))) {
        expect(product.title).toMatch(/\bMen's\b/);
      }
    }
  });

  it("covers approval and discount filters", () => {
    expect(catalogue.products.length - approved.length).toBeGreaterThanOrEqual(5);
    for (const threshold of [10, 20, 30, 40, 50]) {
      expect(approved.some((p) => p.discount >= threshold)).toBe(true);
    }
    expect(catalogue.products.some((p) => p.discount === 0 && p.oldPrice === p.price)).toBe(true);
  });

  it("writes plausible reviews on approved products", () => {
    const products = new Map(catalogue.products.map((p) => [p.id, p]));
    const ratings = [0, 0, 0, 0, 0, 0];
    for (const review of catalogue.reviews) {
      reviewSchema.parse(review);
      const product = products.get(review.productId);
      expect(product?.approved).toBe(true);
      const at = Date.parse(review.createdAt);
      expect(at).toBeGreaterThan(Date.parse(product?.createdAt ?? ""));
      expect(at).toBeLessThan(SEED_EPOCH_MS);
      expect(at).toBeGreaterThanOrEqual(SEED_EPOCH_MS - 200 * DAY_MS);
      ratings[review.rating] = (ratings[review.rating] ?? 0) + 1;
    }
    const total = catalogue.reviews.length;
    expect(((ratings[4] ?? 0) + (ratings[5] ?? 0)) / total).toBeGreaterThan(0.65);
    expect((ratings[1] ?? 0) + (ratings[2] ?? 0)).toBeGreaterThan(0);
    const reviewed = new Set(catalogue.reviews.map((r) => r.productId)).size;
    expect(reviewed / approved.length).toBeGreaterThan(0.55);
    expect(reviewed / approved.length).toBeLessThan(0.85);
  });

  it("has the hero, gift and offer banners", () => {
    expect(catalogue.banners.map((b) => b.key)).toEqual([
      "hero-1",
      "hero-2",
      "hero-3",
      "hero-4",
      "gift-1",
      "gift-2",
      "offer-1",
      "offer-2",
      "offer-3",
      "offer-4",
    ]);
    for (const banner of catalogue.banners) {
      expect(banner.title).not.toBe("");
      expect(image.parse(banner.image).url).toBe(`/uploads/banners/${banner.key}.webp`);
    }
  });

  it("scales to large catalogues deterministically and within bounds", () => {
    const big = generateCatalogue({ products: 20_000 });
    expect(JSON.stringify(generateCatalogue({ products: 20_000 })) === JSON.stringify(big)).toBe(
      true,
    );
    expect(big.products).toHaveLength(20_000 + ADD_ON_COUNT);
    expect(big.categories.map((c) => c.id)).toEqual(catalogue.categories.map((c) => c.id));
    expect(emptyCategories(big).map((c) => c.name)).toEqual(
      emptyCategories(catalogue).map((c) => c.name),
    );
    // Each first picture has up to ART_VIEWS views; a spent pool repeats first pictures.
    const pool = Object.values(ART_HUES).reduce((sum, hues) => sum + hues.length * 10, 0);
    const firsts = new Set(big.products.map((p) => p.images[0]?.url));
    const images = new Set(big.products.flatMap((p) => p.images.map((i) => i.url)));
    expect(firsts.size).toBeLessThanOrEqual(pool);
    expect(images.size).toBeLessThanOrEqual(ART_VIEWS * pool);
    for (const p of big.products) {
      const floor = p.addOn ? 49 : 149;
      expect(p.price >= floor && p.price <= 9999 && p.oldPrice >= p.price).toBe(true);
    }
    expect(new Set(big.products.map((p) => p.id)).size).toBe(20_000 + ADD_ON_COUNT);
    expect(new Set(big.products.map((p) => p.createdAt)).size).toBe(20_000 + ADD_ON_COUNT);
    for (const p of big.products) {
      expect(p.recipients).toEqual(fallbackRecipients(big, p));
    }
    // Each subcategory's share of products matches the default catalogue's.
    const share = (c: SeedCatalogue, id: string) => {
      const gifts = c.products.filter((p) => !p.addOn);
      return gifts.filter((p) => p.subcategoryId === id).length / gifts.length;
    };
    for (const sub of catalogue.subcategories) {
      expect(Math.abs(share(big, sub.id) - share(catalogue, sub.id))).toBeLessThan(0.005);
    }
  });
});
