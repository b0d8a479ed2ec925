/** Gifting products for the product page's tests (docs/gifting.md): a cake by weight and egg, a photo mug. */
import type { PersonalisationSpec, ProductVariant } from "@/lib/types";

const variant = (
  id: string,
  weight: string,
  egg: string,
  price: number,
  oldPrice: number,
): ProductVariant => ({
  id,
  label: `${weight} · ${egg}`,
  options: { Weight: weight, Egg: egg },
  price,
  oldPrice,
  discount: Math.round(((oldPrice - price) / oldPrice) * 100),
});

/** ½ kg and 1 kg come with and without egg; 2 kg only with egg. */
export const CAKE_VARIANTS: ProductVariant[] = [
  variant("500g-egg", "½ kg", "With egg", 599, 799),
  variant("500g-eggless", "½ kg", "Eggless", 649, 799),
  variant("1kg-egg", "1 kg", "With egg", 1099, 1399),
  variant("1kg-eggless", "1 kg", "Eggless", 1149, 1499),
  variant("2kg-egg", "2 kg", "With egg", 1999, 2499),
];

export const CAKE_ID = "a00000000000000000000007";
export const MUG_ID = "a00000000000000000000009";

export const CAKE_SPEC: PersonalisationSpec = {
  cakeMessage: true,
  cardMessage: true,
  photos: null,
};
export const MUG_SPEC: PersonalisationSpec = {
  cakeMessage: false,
  cardMessage: false,
  photos: { min: 1, max: 2 },
};
export const NAME_MUGS_ID = "a0000000000000000000000a";
export const NAME_MUGS_SPEC: PersonalisationSpec = {
  cakeMessage: false,
  cardMessage: true,
  photos: null,
  names: { labels: ["Name on the first mug", "Name on the second mug"], max: 12 },
};
/** A mug printed with one photo in a 4:3 panel: its photo can be placed. */
export const PRINTED_MUG_SPEC: PersonalisationSpec = {
  cakeMessage: false,
  cardMessage: false,
  photos: { min: 1, max: 1, print: { aspect: 4 / 3, shape: "rect" } },
};
