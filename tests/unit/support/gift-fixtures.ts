/** A cake with variants and messages, and its gift lines, for the cart's gifting tests. */
import { keyedVariant, lineKey, type PersonalisationView } from "@giftshop/shared/gifting";
import type { CartLine, ProductVariant } from "@/lib/types";
import { product } from "./cart-fixtures";

export const CAKE_ID = "a00000000000000000000001";
export const HALF_KG: ProductVariant = {
  id: "half-kg",
  label: "½ kg · Eggless",
  options: { Weight: "½ kg", Egg: "Eggless" },
  price: 599,
  oldPrice: 799,
  discount: 25,
};
export const ONE_KG: ProductVariant = {
  id: "1kg",
  label: "1 kg · Eggless",
  options: { Weight: "1 kg", Egg: "Eggless" },
  price: 1099,
  oldPrice: 1299,
  discount: 15,
};

/** The cake as the reference backend's cart answers it: its choices along. */
export const giftCake = {
  ...product(CAKE_ID, 599, 799),
  variants: [HALF_KG, ONE_KG],
  personalisation: { cakeMessage: true, cardMessage: true, photos: null },
};

export const message = (cakeMessage: string, cardMessage = ""): PersonalisationView => ({
  cakeMessage,
  cardMessage,
  photos: [],
});

/** A gift line of the cake: its key computed as the backend computes it. */
export function giftLine(
  variant: ProductVariant | null,
  personalisation: PersonalisationView | null,
  quantity = 1,
): CartLine {
  const photos = personalisation?.photos.map((photo) => photo.id) ?? [];
  return {
    key: lineKey(
      CAKE_ID,
      keyedVariant(giftCake.variants, variant?.id),
      personalisation ? { ...personalisation, photos } : null,
    ),
    product: giftCake,
    quantity,
    delivery: null,
    variant,
    personalisation,
  };
}
