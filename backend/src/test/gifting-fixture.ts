/**
 * Gifting's test products (docs/gifting.md), added to the fixture catalogue by
 * `createTestApp({ seedGifting: true })`: a cake sold by weight and egg with messages, roses
 * by stem count, a photo mug, and two add-ons. Every price is known, so tests assert exact
 * totals. Kept apart from test/fixture.ts so the catalogue tests' exact lists stay as they are.
 */
import { inArray } from "drizzle-orm";
import type { PersonalisationSpec, ProductVariant } from "@giftshop/shared/gifting";
import type { Db } from "../db/client";
import { deliveryKinds, products } from "../db/schema";
import { ids } from "./fixture";

const id = (n: number) => `d${String(n).padStart(23, "0")}`;

/** Gifting product ids by role. */
export const giftIds = {
  /** Chocolate cake: ½ kg / 1 kg × with egg / eggless; cake message and card. */
  cake: id(1),
  /** Red roses: 6, 12 or 24 stems; card message only. */
  roses: id(2),
  /** A mug printed with one photo; card message. */
  mug: id(3),
  /** Add-on: a greeting card (₹99). */
  card: id(4),
  /** Add-on: birthday candles (₹49). */
  candles: id(5),
  /** Two mugs, each printed with a name (at most 12 characters); card message. */
  nameMugs: id(6),
} as const;

const variant = (
  variantId: string,
  options: Record<string, string>,
  price: number,
  oldPrice: number,
): ProductVariant => ({
  id: variantId,
  label: Object.values(options).join(" · "),
  options,
  price,
  oldPrice,
  discount: Math.round(((oldPrice - price) / oldPrice) * 100),
});

/** The cake's variants, first (and so the product's own price) ½ kg with egg. */
export const cakeVariants: ProductVariant[] = [
  variant("500g-egg", { Weight: "½ kg", Egg: "With egg" }, 599, 699),
  variant("500g-eggless", { Weight: "½ kg", Egg: "Eggless" }, 649, 749),
  variant("1kg-egg", { Weight: "1 kg", Egg: "With egg" }, 1099, 1299),
  variant("1kg-eggless", { Weight: "1 kg", Egg: "Eggless" }, 1199, 1399),
];

const roseVariants: ProductVariant[] = [
  variant("6-stems", { Stems: "6 stems" }, 399, 499),
  variant("12-stems", { Stems: "12 stems" }, 699, 899),
  variant("24-stems", { Stems: "24 stems" }, 1299, 1599),
];

const cakeSpec: PersonalisationSpec = { cakeMessage: true, cardMessage: true, photos: null };
const cardOnly: PersonalisationSpec = { cakeMessage: false, cardMessage: true, photos: null };
const mugSpec: PersonalisationSpec = {
  cakeMessage: false,
  cardMessage: true,
  photos: { min: 1, max: 1 },
};

const nameMugSpec: PersonalisationSpec = {
  cakeMessage: false,
  cardMessage: true,
  photos: null,
  names: { labels: ["Name on the first mug", "Name on the second mug"], max: 12 },
};

const base = {
  brand: "Uphaar",
  description: "",
  approved: true,
  sellerId: ids.seller,
  images: [{ url: "/uploads/products/gift.webp", altText: "gift photo" }],
  recipients: [] as string[],
  createdAt: new Date(Date.UTC(2026, 8, 1)),
};

/** Writes the gifting products; cakes and flowers get their delivery kinds when they exist. */
export async function applyGiftingFixture(db: Db): Promise<void> {
  const kinds = new Set(
    (
      await db
        .select({ id: deliveryKinds.id })
        .from(deliveryKinds)
        .where(inArray(deliveryKinds.id, ["cake", "flowers"]))
    ).map((kind) => kind.id),
  );
  const kind = (name: string) => (kinds.has(name) ? name : null);
  const first = (list: ProductVariant[]) => {
    const [head] = list;
    if (!head) throw new Error("a product with variants needs one");
    return { price: head.price, oldPrice: head.oldPrice, discount: head.discount };
  };
  await db.insert(products).values([
    {
      ...base,
      id: giftIds.cake,
      title: "Chocolate Celebration Cake",
      name: "Chocolate Celebration Cake",
      ...first(cakeVariants),
      categoryId: ids.cakes,
      subcategoryId: ids.chocolateCakes,
      variants: cakeVariants,
      personalisation: cakeSpec,
      deliveryKind: kind("cake"),
    },
    {
      ...base,
      id: giftIds.roses,
      title: "Red Roses Hand Bunch",
      name: "Red Roses Hand Bunch",
      ...first(roseVariants),
      categoryId: ids.flowers,
      subcategoryId: ids.roses,
      variants: roseVariants,
      personalisation: cardOnly,
      deliveryKind: kind("flowers"),
    },
    {
      ...base,
      id: giftIds.mug,
      title: "Personalised Photo Mug",
      name: "Personalised Photo Mug",
      price: 449,
      oldPrice: 599,
      discount: 25,
      categoryId: ids.flowers,
      subcategoryId: null,
      personalisation: mugSpec,
    },
    {
      ...base,
      id: giftIds.nameMugs,
      title: "Personalised Name Mugs (Set of 2)",
      name: "Name Mugs (Set of 2)",
      price: 549,
      oldPrice: 999,
      discount: 45,
      categoryId: ids.flowers,
      subcategoryId: null,
      personalisation: nameMugSpec,
    },
    {
      ...base,
      id: giftIds.card,
      title: "Greeting Card",
      name: "Greeting Card",
      price: 99,
      oldPrice: 99,
      discount: 0,
      categoryId: ids.flowers,
      subcategoryId: null,
      addOn: true,
    },
    {
      ...base,
      id: giftIds.candles,
      title: "Birthday Candles",
      name: "Birthday Candles",
      price: 49,
      oldPrice: 49,
      discount: 0,
      categoryId: ids.cakes,
      subcategoryId: null,
      addOn: true,
    },
  ]);
}
