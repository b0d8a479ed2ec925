/**
 * A line's delivery choice and the PIN code field (docs/delivery.md), apart from
 * lib/validations/delivery.ts so the cart's schemas can take a choice without a cycle.
 */
import { z } from "./zod";
import { normalizedField } from "./fields";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/india";

/** The backend's own words for a pin that is not 6 digits starting 1–9. */
export const PINCODE_INVALID = "Enter a valid 6-digit PIN code.";
/** A delivery call to a backend without the delivery extension. */
export const DELIVERY_UNAVAILABLE = "Delivery checks are not available.";

export const pincodeField = normalizedField(normalizePin, PIN_PATTERN, {
  missing: "Please enter the PIN code.",
  invalid: PINCODE_INVALID,
});

const dateField = z
  .string({ message: "Choose a delivery day." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Choose a delivery day." });
const slotIdField = z
  .string({ message: "Choose a delivery slot." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "Choose a delivery slot." });

/**
 * A line's delivery: the pincode, and for a hand delivery its day and slot together (a
 * courier one has neither).
 */
export const deliveryChoiceSchema = z
  .object({ pincode: pincodeField, date: dateField.optional(), slotId: slotIdField.optional() })
  .refine((choice) => (choice.date === undefined) === (choice.slotId === undefined), {
    message: "Choose both a delivery day and a slot.",
  });
