/**
 * A gift line's choices (docs/gifting.md, Cart): the variant a shopper picked and what they
 * personalised it with, checked against the product as the catalogue has it now. Adding a line
 * and editing one check alike, and the line's key follows from what was kept.
 */
import { z } from "zod";
import {
  CAKE_MESSAGE_MAX,
  CARD_MESSAGE_MAX,
  LINE_KEY,
  NAME_MAX,
  VARIANT_ID,
  isBlankPersonalisation,
  keyedVariant,
  lineKey,
  messageFits,
  normaliseMessage,
  type Personalisation,
  type PersonalisationSpec,
  type ProductVariant,
} from "@giftshop/shared/gifting";
import { nameTooLong, namesMissing } from "@giftshop/shared/messages/gifting";
import {
  CENTRED,
  SQUARE_PRINT,
  clampCrop,
  isCentred,
  roundCrop,
  type Crop,
} from "@giftshop/shared/print-crop";
import { cropSchema } from "@giftshop/shared/validations/crop";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { fail } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { photoRefs } from "../../uploads/store";

export const CHOOSE_OPTION = "Please choose one of this gift's options.";
export const CAKE_TOO_LONG = `The message on the cake can be at most ${CAKE_MESSAGE_MAX} characters.`;
export const CARD_TOO_LONG = `The card message can be at most ${CARD_MESSAGE_MAX} characters.`;
export const PHOTO_NOT_FOUND = "A photo for this gift was not found. Please upload it again.";

/** Generous bounds on what is read at all; the real limits are counted in graphemes below. */
const RAW_MESSAGE_MAX = 4000;
const RAW_PHOTOS_MAX = 20;
const RAW_NAMES_MAX = 10;

/** A line key as sent by the storefront: a product id, optionally a dot and a hash. */
const LINE_KEY_MESSAGE =
  "must be a cart line's key: a 24-character hex id, optionally a dot and its hash";
export const lineKeySchema = z
  .string({ message: LINE_KEY_MESSAGE })
  .regex(LINE_KEY, { message: LINE_KEY_MESSAGE });

export const variantIdSchema = z
  .string({ message: "variantId must be one of the gift's option ids" })
  .regex(VARIANT_ID, { message: "variantId must be one of the gift's option ids" })
  .nullable();

/** A message field as sent: text, bounded before it is counted in graphemes. */
const messageInput = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .max(RAW_MESSAGE_MAX, { message: `${field} is too long` });

export const personalisationSchema = z
  .object(
    {
      cakeMessage: messageInput("cakeMessage").optional(),
      cardMessage: messageInput("cardMessage").optional(),
      photos: z
        .array(idSchema, { message: "photos must be a list of upload ids" })
        .max(RAW_PHOTOS_MAX, { message: `photos holds ${RAW_PHOTOS_MAX} photos at most` })
        .optional(),
      crops: z
        .array(cropSchema, { message: "crops must be a list, one per photo" })
        .max(RAW_PHOTOS_MAX, { message: `crops holds ${RAW_PHOTOS_MAX} crops at most` })
        .optional(),
      names: z
        .array(
          z
            .string({ message: "names must be a list of texts" })
            .max(NAME_MAX * 16, { message: nameTooLong(NAME_MAX) }),
          { message: "names must be a list of texts" },
        )
        .max(RAW_NAMES_MAX, { message: `names holds ${RAW_NAMES_MAX} names at most` })
        .optional(),
    },
    {
      message: "personalisation must be an object with cakeMessage, cardMessage, photos and names",
    },
  )
  .nullable();

export type PersonalisationInput = z.output<typeof personalisationSchema>;

/** What a gift line is checked against: the product's variants and personalisation spec. */
export interface GiftProduct {
  id: string;
  variants: ProductVariant[];
  personalisation: PersonalisationSpec | null;
}

/** The approved product `productId` with what its lines may choose; 404 for any other. */
export async function loadGiftProduct(
  db: Pick<Db, "select">,
  productId: string,
): Promise<GiftProduct> {
  const [product] = await db
    .select({
      id: products.id,
      variants: products.variants,
      personalisation: products.personalisation,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.approved, true)))
    .limit(1);
  if (!product) fail(404, "Product not found");
  return product;
}

/** A gift line as stored: its key, variant and personalisation (null when plain). */
export interface GiftLine {
  key: string;
  variantId: string | null;
  personalisation: Personalisation | null;
}

const photoCount = (n: number) => `${n} photo${n === 1 ? "" : "s"}`;

/**
 * The cake's and the card's messages of `input`, normalised and counted as the shopper sees
 * them; refused (400) where `spec` takes no such message or one runs over its limit. The cart
 * and a placed order's change of messages check alike.
 */
export function checkMessages(
  spec: PersonalisationSpec | null,
  input: { cakeMessage?: string; cardMessage?: string },
): { cakeMessage: string; cardMessage: string } {
  const cakeMessage = normaliseMessage(input.cakeMessage ?? "", { oneLine: true });
  const cardMessage = normaliseMessage(input.cardMessage ?? "");
  if (cakeMessage && !spec?.cakeMessage) {
    fail(400, "personalisation.cakeMessage: this gift takes no message on the cake.");
  }
  if (cardMessage && !spec?.cardMessage) {
    fail(400, "personalisation.cardMessage: this gift takes no card message.");
  }
  if (!messageFits(cakeMessage, CAKE_MESSAGE_MAX)) fail(400, CAKE_TOO_LONG);
  if (!messageFits(cardMessage, CARD_MESSAGE_MAX)) fail(400, CARD_TOO_LONG);
  return { cakeMessage, cardMessage };
}

/**
 * Checks `variantId` and `personalisation` for a line of `product` owned by `userId`: the
 * variant is one of the product's (its first when none is named), messages are normalised and
 * counted as the shopper sees them, only fields the product takes are filled, and each photo
 * is the shopper's own. Answers the line as it is stored, with its key.
 */
export async function checkGiftLine(
  db: Pick<Db, "select">,
  userId: string,
  product: GiftProduct,
  variantId: string | null | undefined,
  input: PersonalisationInput | undefined,
): Promise<GiftLine> {
  // Without a choice, a product with variants is bought as it is listed: its first variant.
  const variant = variantId
    ? product.variants.find((v) => v.id === variantId)
    : product.variants[0];
  if (product.variants.length > 0 ? !variant : Boolean(variantId)) fail(400, CHOOSE_OPTION);

  const spec = product.personalisation;
  const { cakeMessage, cardMessage } = checkMessages(spec, input ?? {});
  const photos = input?.photos ?? [];
  const names = (input?.names ?? []).map((name) => normaliseMessage(name, { oneLine: true }));
  if (photos.length > 0 && !spec?.photos) {
    fail(400, "personalisation.photos: this gift takes no photos.");
  }
  if (names.some(Boolean) && !spec?.names) {
    fail(400, "personalisation.names: this gift prints no names.");
  }
  let crops: Crop[] = [];
  if (spec?.photos) {
    const { min, max } = spec.photos;
    if (photos.length < min || photos.length > max) {
      const wanted = min === max ? photoCount(min) : `${min} to ${max} photos`;
      fail(400, `Please add ${wanted} for this gift.`);
    }
    const refs = await photoRefs(db, userId, photos);
    const owned = new Map(refs.map((photo) => [photo.id, photo]));
    if (photos.some((id) => !owned.has(id))) fail(404, PHOTO_NOT_FOUND);
    const asked = input?.crops ?? [];
    if (asked.length > photos.length) fail(400, "personalisation.crops: one crop per photo.");
    // Held inside each photo and rounded, so two ways of asking for one print are one line.
    crops = photos.map((id, i) => {
      const photo = owned.get(id) ?? { width: 0, height: 0 };
      return roundCrop(clampCrop(asked[i] ?? CENTRED, photo, spec.photos?.print ?? SQUARE_PRINT));
    });
  } else if (input?.crops?.length) {
    fail(400, "personalisation.crops: this gift takes no photos.");
  }

  if (spec?.names) {
    const { labels, max } = spec.names;
    if (names.length > labels.length) fail(400, "personalisation.names: one name per field.");
    if (labels.some((_, i) => !names[i])) fail(400, namesMissing(labels));
    if (names.some((name) => !messageFits(name, max))) fail(400, nameTooLong(max));
  }

  const personalisation: Personalisation = {
    cakeMessage,
    cardMessage,
    photos,
    ...(spec?.names ? { names } : {}),
    ...(crops.some((crop) => !isCentred(crop)) ? { crops } : {}),
  };
  const kept = isBlankPersonalisation(personalisation) ? null : personalisation;
  const chosen = variant?.id ?? null;
  return {
    key: lineKey(product.id, keyedVariant(product.variants, chosen), kept),
    variantId: chosen,
    personalisation: kept,
  };
}
