/**
 * What the shopper chose for a gift before adding it to the cart (docs/gifting.md): the variant
 * and the personalisation (photo upload ids). Both null for a plain product.
 */
import type { Personalisation, PhotoRef } from "@giftshop/shared/gifting";
import type { ProductVariant } from "@/lib/types";

export interface GiftChoice {
  variant: ProductVariant | null;
  /** Messages and photo ids; the photos' descriptions ride along for the optimistic line. */
  personalisation: (Personalisation & { photoRefs?: PhotoRef[] }) | null;
}
