import { isCentred, roundCrop } from "@giftshop/shared/print-crop";
import type { GiftChoice } from "@/lib/cart/gift";
import type { GiftState } from "./gift-state";

// Apart from gift-state.tsx: Add to Cart loads this (with the print's crop rounding) when it is
// tapped, not with the product page (docs/performance.md).

/** What Add to Cart hands the cart: the variant (the first when none was chosen), the rest normalised. */
export function giftChoiceOf(state: GiftState): GiftChoice {
  const spec = state.product.personalisation;
  const variant = state.variant ?? state.product.variants[0] ?? null;
  if (!spec) return { variant, personalisation: null };
  return {
    variant,
    personalisation: {
      // As typed: the cart normalises them (lib/cart/gift-body.ts), as the backend does.
      cakeMessage: spec.cakeMessage ? state.cakeMessage : "",
      cardMessage: spec.cardMessage ? state.cardMessage : "",
      photos: state.photos.map((photo) => photo.ref.id),
      ...(spec.names ? { names: state.names } : {}),
      ...(state.photos.some((photo) => !isCentred(photo.crop))
        ? { crops: state.photos.map((photo) => roundCrop(photo.crop)) }
        : {}),
      photoRefs: state.photos.map((photo) => photo.ref),
    },
  };
}
