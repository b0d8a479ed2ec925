/**
 * The delivery a shopper sends with a cart line, a quote or an order line (docs/delivery.md):
 * a pincode, and for a hand delivery a day and a slot. Checked for shape here; whether it can
 * be had is the store's question (store.ts, checkChoice).
 */
import { z } from "zod";
import { PIN_PATTERN } from "@giftshop/shared/validations/pincode";
import type { DeliveryChoice } from "../db/schema";
import { isCalendarDate } from "./rules";
import { idSchema } from "../lib/ids";

const INVALID_PINCODE = "Enter a valid 6-digit PIN code.";

export const pincodeSchema = z
  .string({ message: INVALID_PINCODE })
  .regex(PIN_PATTERN, { message: INVALID_PINCODE });

const dateMessage = "date must be a day written YYYY-MM-DD";

/** One chosen delivery; extra keys are dropped so only these three are ever stored. */
export const deliveryChoiceSchema = z.object({
  pincode: pincodeSchema,
  date: z
    .string({ message: dateMessage })
    .refine(isCalendarDate, { message: dateMessage })
    .optional(),
  slotId: z
    .string({ message: "slotId must be a slot's id" })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: "slotId must be a slot's id" })
    .optional(),
}) satisfies z.ZodType<DeliveryChoice>;

/** A choice for one product of the cart, as a quote or checkout takes it. */
export const productChoiceSchema = deliveryChoiceSchema.extend({ productId: idSchema });

/** A line's choice without its product id, in the order the fields are stored. */
export function choiceOf({ pincode, date, slotId }: DeliveryChoice): DeliveryChoice {
  return { pincode, ...(date ? { date } : {}), ...(slotId ? { slotId } : {}) };
}

/** The shopper's sentence when a line was checked for another pincode than the address's. */
export function pincodeMismatch(title: string, checked: string, address: string): string {
  return (
    `“${title}” was checked for delivery to ${checked}, but this address is in ${address}. ` +
    "Please check its delivery again for this address."
  );
}
