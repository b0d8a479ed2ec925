/**
 * A gift choice as the cart's requests carry it (docs/gifting.md, Cart): `variantId` and
 * `personalisation` with the messages as they are stored (normalised) and the photos as upload
 * ids. A plain choice carries nothing, so a contract backend hears what it always heard; the key
 * computed from it is the one the backend gives the line.
 */
import { lineKey, normaliseMessage, type Personalisation } from "@giftshop/shared/gifting";
import type { GiftChoice } from "./gift";

export interface GiftBody {
  variantId?: string;
  personalisation?: Personalisation;
}

/** The request fields of a gift choice: only those it has. */
export function giftBody(gift: GiftChoice | null | undefined): GiftBody {
  const chosen = gift?.personalisation;
  const personalisation: Personalisation | null = chosen
    ? {
        cakeMessage: normaliseMessage(chosen.cakeMessage, { oneLine: true }),
        cardMessage: normaliseMessage(chosen.cardMessage),
        photos: [...chosen.photos],
      }
    : null;
  const blank =
    !personalisation ||
    (!personalisation.cakeMessage &&
      !personalisation.cardMessage &&
      !personalisation.photos.length);
  return {
    ...(gift?.variant ? { variantId: gift.variant.id } : {}),
    ...(blank ? {} : { personalisation }),
  };
}

/** The key the line of `productId` with this choice has (@giftshop/shared/gifting lineKey). */
export function giftLineKey(productId: string, gift: GiftChoice | null | undefined): string {
  const body = giftBody(gift);
  return lineKey(productId, body.variantId, body.personalisation);
}
