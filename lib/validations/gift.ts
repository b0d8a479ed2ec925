/**
 * A gift's choices in a cart request (docs/gifting.md, Cart): the line key, the variant id and
 * the personalisation, as the BFF handlers parse them before anything reaches the backend.
 * Messages are checked as they will be stored (normalised) and counted as the shopper sees
 * them (graphemes).
 */
import {
  CAKE_MESSAGE_MAX,
  CARD_MESSAGE_MAX,
  LINE_KEY,
  NAME_MAX,
  VARIANT_ID,
  messageFits,
  normaliseMessage,
} from "@giftshop/shared/gifting";
import { nameTooLong } from "@giftshop/shared/messages/gifting";
import { cropSchema } from "@giftshop/shared/validations/crop";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";
import { z } from "./zod";

const CAKE_MESSAGE_TOO_LONG = `The message on the cake can be at most ${CAKE_MESSAGE_MAX} characters.`;
const CARD_MESSAGE_TOO_LONG = `The card message can be at most ${CARD_MESSAGE_MAX} characters.`;
/** Most photos one gift may carry in a request; the product's spec decides the real number. */
const PHOTOS_MAX = 10;
/** Most names one gift may print in a request; the product's spec decides the real number. */
const NAMES_MAX = 10;

/** A cart line's key: a product id for a plain line, `productId.hash` for a gift line. */
export const lineKeyField = z
  .string({ message: "line is required." })
  // A plain line is keyed by its product id; a gift line by LINE_KEY.
  .refine((key) => BACKEND_ID.test(key) || LINE_KEY.test(key), {
    message: "line is not a cart line.",
  });

const variantIdField = z
  .string({ message: "variantId must be text." })
  .regex(VARIANT_ID, { message: "variantId is not one of this gift's options." });

/** A message: text, normalised as it is stored, at most `max` graphemes. */
function messageField(max: number, tooLong: string, oneLine: boolean) {
  return (
    z
      .string({ message: "A message must be text." })
      // A bound on the raw text before the grapheme count: no counting a megabyte.
      .max(max * 16, { message: tooLong })
      .transform((text) => normaliseMessage(text, { oneLine }))
      .refine((text) => messageFits(text, max), { message: tooLong })
  );
}

export const personalisationSchema = z.object({
  cakeMessage: messageField(CAKE_MESSAGE_MAX, CAKE_MESSAGE_TOO_LONG, true).default(""),
  cardMessage: messageField(CARD_MESSAGE_MAX, CARD_MESSAGE_TOO_LONG, false).default(""),
  photos: z
    .array(z.string().regex(/^[a-f0-9]{24}$/, { message: "A photo id is not an upload." }), {
      message: "photos must be a list.",
    })
    .max(PHOTOS_MAX, { message: `A gift takes at most ${PHOTOS_MAX} photos.` })
    .default([]),
  // Where each photo sits in its print; the backend holds each inside its photo.
  crops: z
    .array(cropSchema, { message: "crops must be a list." })
    .max(PHOTOS_MAX, { message: `A gift takes at most ${PHOTOS_MAX} photos.` })
    .optional(),
  // Each name within the most any gift allows; the backend holds it to the product's own limit.
  names: z
    .array(messageField(NAME_MAX, nameTooLong(NAME_MAX), true), {
      message: "names must be a list.",
    })
    .max(NAMES_MAX, { message: `A gift prints at most ${NAMES_MAX} names.` })
    .optional(),
});

/**
 * The gift fields of a parsed request, only those it has; undefined for a plain one (the
 * backend is then called exactly as the contract has it).
 */
export function giftOf(body: {
  variantId?: string;
  personalisation?: z.output<typeof personalisationSchema>;
}) {
  if (!body.variantId && !body.personalisation) return undefined;
  return {
    ...(body.variantId ? { variantId: body.variantId } : {}),
    ...(body.personalisation ? { personalisation: body.personalisation } : {}),
  };
}

/** The gift fields a cart request may carry besides the product. */
export const giftFields = {
  variantId: variantIdField.optional(),
  personalisation: personalisationSchema.optional(),
};
