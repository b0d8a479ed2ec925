/**
 * A gift choice as the cart's requests carry it (docs/gifting.md, Cart): `variantId` and
 * `personalisation` with the messages as they are stored (normalised) and the photos as upload
 * ids. A plain choice carries nothing, so a contract backend hears what it always heard; the key
 * computed from it is the one the backend gives the line.
 */
import {
  isBlankPersonalisation,
  keyedVariant,
  lineKey,
  printedOf,
  normaliseMessage,
  type Personalisation,
} from "@giftshop/shared/gifting";
import type { DeliveryChoice } from "@/lib/delivery/types";
import type { CartLine, CartProduct } from "@/lib/types";
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
        ...printedOf({
          names: chosen.names?.map((name) => normaliseMessage(name, { oneLine: true })),
          crops: chosen.crops,
        }),
      }
    : null;
  return {
    ...(gift?.variant ? { variantId: gift.variant.id } : {}),
    ...(personalisation && !isBlankPersonalisation(personalisation) ? { personalisation } : {}),
  };
}

/**
 * The key the line of `product` with this choice has (@giftshop/shared/gifting lineKey): its
 * first variant keys like the product as listed. Without the product's variants (a card's
 * summary) a chosen variant keys as a variant; the server's answer corrects the key moments
 * later.
 */
export function giftLineKey(
  product: { id: string; variants?: readonly { id: string }[] },
  gift: GiftChoice | null | undefined,
): string {
  const body = giftBody(gift);
  return lineKey(
    product.id,
    keyedVariant(product.variants ?? [], body.variantId),
    body.personalisation,
  );
}

/** The line a gift choice makes, as it shows before the server answers. */
export function giftLine(
  product: CartProduct,
  quantity: number,
  delivery: DeliveryChoice | null,
  gift: GiftChoice | undefined,
): CartLine {
  const { personalisation } = giftBody(gift);
  const refs = gift?.personalisation?.photoRefs ?? [];
  return {
    key: giftLineKey(product, gift),
    product,
    quantity,
    delivery,
    variant: gift?.variant ?? null,
    personalisation: personalisation
      ? {
          cakeMessage: personalisation.cakeMessage,
          cardMessage: personalisation.cardMessage,
          // The upload's description rides along from the product page; an id alone shows unsized.
          photos: personalisation.photos.map(
            (id) =>
              refs.find((ref) => ref.id === id) ?? {
                id,
                width: 0,
                height: 0,
                lowResolution: false,
              },
          ),
          ...printedOf(personalisation),
        }
      : null,
  };
}
