/**
 * A line's delivery choice and the PIN code field (docs/delivery.md), apart from
 * lib/validations/delivery.ts so the cart's schemas can take a choice without a cycle.
 */
import { z } from "./zod";
import { normalizedField } from "./fields";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/pincode";
import { PINCODE_INVALID, PINCODE_MISSING } from "@/lib/delivery/messages";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

export { DELIVERY_UNAVAILABLE } from "@/lib/delivery/messages";

export const pincodeField = normalizedField(normalizePin, PIN_PATTERN, {
  missing: PINCODE_MISSING,
  invalid: PINCODE_INVALID,
});

const dateField = z
  .string({ message: "Choose a delivery day." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Choose a delivery day." });
const slotIdField = z
  .string({ message: "Choose a delivery slot." })
  .regex(BACKEND_ID, { message: "Choose a delivery slot." });

/**
 * A line's delivery: the pincode, and for a hand delivery its day and slot together (a
 * courier one has neither).
 */
export const deliveryChoiceSchema = z
  .object({ pincode: pincodeField, date: dateField.optional(), slotId: slotIdField.optional() })
  .refine((choice) => (choice.date === undefined) === (choice.slotId === undefined), {
    message: "Choose both a delivery day and a slot.",
  });
