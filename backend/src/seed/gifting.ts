/**
 * Gifting in the seed catalogue (docs/gifting.md, Seed): the variants a product is sold in and
 * what it can be personalised with, derived from what the generator already drew (its price,
 * its old price, its kind), so adding them changes no id, title or price of the catalogue.
 */
import type { PersonalisationSpec, ProductVariant } from "@giftshop/shared/gifting";
import type { PrintArea } from "@giftshop/shared/print-crop";

/**
 * How a draft's variants are priced from its own price: a cake by weight (½, 1, 2 kg) and egg
 * (with egg or eggless; an eggless cake is eggless in every size), a bouquet by stems (6, 12,
 * 24). Null: sold as it is.
 */
export type VariantPlan = { kind: "cake"; eggless: boolean } | { kind: "stems" };

/** A cake: a message piped on top and a card. */
export const CAKE_PERSONALISATION: PersonalisationSpec = {
  cakeMessage: true,
  cardMessage: true,
  photos: null,
};

/** Flowers, plants, chocolates, hampers, cupcakes and soft toys: a message card. */
export const CARD_PERSONALISATION: PersonalisationSpec = {
  cakeMessage: false,
  cardMessage: true,
  photos: null,
};

/**
 * A gift printed with 1..`max` of the buyer's photos (a photo cake takes one too), and a card.
 * `print` is the shape each photo is printed in; none: the photos are a reference (an artist
 * draws a caricature from them), so nothing is cropped.
 */
export function photoPersonalisation(
  max: number,
  { cake = false, print }: { cake?: boolean; print?: PrintArea } = {},
): PersonalisationSpec {
  return {
    cakeMessage: cake,
    cardMessage: true,
    photos: { min: 1, max, ...(print ? { print } : {}) },
  };
}

/** The shop's highest price, old prices included. */
const PRICE_CEILING = 9999;

/** The nearest price ending in 49 or 99, as the shop's prices do, at most PRICE_CEILING. */
function shopPrice(value: number): number {
  return Math.min(PRICE_CEILING, Math.max(49, Math.round((value + 1) / 50) * 50 - 1));
}

/** The nearest price ending in 9 (…09 to …99): old prices keep the discount this close. */
function endingInNine(value: number): number {
  return Math.min(PRICE_CEILING, Math.max(9, Math.round((value + 1) / 10) * 10 - 1));
}

/** A variant priced `price`, with an old price at the discount the product itself shows. */
function variant(
  id: string,
  options: Record<string, string>,
  price: number,
  product: { price: number; oldPrice: number },
): ProductVariant {
  const oldPrice =
    product.oldPrice === product.price
      ? price
      : Math.max(price, endingInNine((price * product.oldPrice) / product.price));
  return {
    id,
    label: Object.values(options).join(" · "),
    options,
    price,
    oldPrice,
    discount: Math.round(((oldPrice - price) / oldPrice) * 100),
  };
}

/** What ½ kg's price becomes at a weight: a bigger cake costs less per kilo. */
const WEIGHTS = [
  { id: "500g", label: "½ kg", halves: 1, factor: 1 },
  { id: "1kg", label: "1 kg", halves: 2, factor: 1.8 },
  { id: "2kg", label: "2 kg", halves: 4, factor: 3.4 },
] as const;

/** Eggless costs this much more per ½ kg (condensed milk and a separate batch). */
const EGGLESS_SURCHARGE_PER_HALF_KG = 50;

/**
 * A cake's variants, the first (½ kg, with egg; for an eggless cake ½ kg eggless) at the
 * product's own price and old price: 500g-egg, 500g-eggless, 1kg-egg, 1kg-eggless, 2kg-egg,
 * 2kg-eggless, or the three eggless ones.
 */
export function cakeVariants(
  product: { price: number; oldPrice: number },
  { eggless }: { eggless: boolean },
): ProductVariant[] {
  const eggs = eggless ? ([true] as const) : ([false, true] as const);
  const variants: ProductVariant[] = [];
  for (const weight of WEIGHTS) {
    for (const noEgg of eggs) {
      const base = weight.factor === 1 ? product.price : shopPrice(product.price * weight.factor);
      const surcharge = noEgg && !eggless ? EGGLESS_SURCHARGE_PER_HALF_KG * weight.halves : 0;
      const id = `${weight.id}-${noEgg ? "eggless" : "egg"}`;
      const options = { Weight: weight.label, Egg: noEgg ? "Eggless" : "With egg" };
      variants.push(variant(id, options, base + surcharge, product));
    }
  }
  return withFirstAsProduct(variants, product);
}

/** A bouquet's variants: 6 stems at the product's price, 12 and 24 at about 1.8× and 3.4×. */
export function stemVariants(product: { price: number; oldPrice: number }): ProductVariant[] {
  const variants = [
    { stems: 6, factor: 1 },
    { stems: 12, factor: 1.8 },
    { stems: 24, factor: 3.4 },
  ].map(({ stems, factor }) =>
    variant(
      `${stems}-stems`,
      { Stems: `${stems} stems` },
      factor === 1 ? product.price : shopPrice(product.price * factor),
      product,
    ),
  );
  return withFirstAsProduct(variants, product);
}

/** The two digits a pack of number candles spells, as the shopper picks them. */
const CANDLE_DIGIT_OPTIONS = ["First digit", "Second digit"] as const;

/**
 * Number candles' variants: one per pair of digits (00 to 99), all at the product's price, so
 * the shopper's two digits travel with the line, the order and the mail as its variant
 * ("Number 25") through the cart's usual checks. The first, 10, is the product as listed.
 */
export function candleDigitVariants(product: {
  price: number;
  oldPrice: number;
}): ProductVariant[] {
  const [first, second] = CANDLE_DIGIT_OPTIONS;
  // "10" leads: a number a shopper might well want, where "00" would not be.
  const numbers = [10, ...Array.from({ length: 100 }, (_, n) => n).filter((n) => n !== 10)];
  const variants = numbers.map((n) => {
    const [tens, units] = String(n).padStart(2, "0");
    return {
      ...variant(
        `digits-${tens}${units}`,
        { [first]: tens!, [second]: units! },
        product.price,
        product,
      ),
      label: `Number ${tens}${units}`,
    };
  });
  return withFirstAsProduct(variants, product);
}

/** The variants a plan gives a product priced `product`; [] for no plan. */
export function variantsFor(
  plan: VariantPlan | null,
  product: { price: number; oldPrice: number },
): ProductVariant[] {
  if (!plan) return [];
  return plan.kind === "cake" ? cakeVariants(product, plan) : stemVariants(product);
}

/** The first variant is the product as listed: its old price and discount exactly the product's. */
function withFirstAsProduct(
  variants: ProductVariant[],
  product: { price: number; oldPrice: number },
): ProductVariant[] {
  const [first, ...rest] = variants;
  if (!first) return variants;
  const discount = Math.round(((product.oldPrice - product.price) / product.oldPrice) * 100);
  return [{ ...first, price: product.price, oldPrice: product.oldPrice, discount }, ...rest];
}
