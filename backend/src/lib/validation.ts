import { z } from "zod";
import { MOBILE_PATTERN, normalizeMobile } from "@giftshop/shared/validations/india";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/pincode";
import { withoutBidiControls } from "@giftshop/shared/validations/text";

// PostgreSQL text cannot hold U+0000; refusing it here turns a would-be 500 into a 400.
const hasNoNul = (value: string) => !value.includes("\u0000");

/**
 * Optional free text (a comment, a search): without bidirectional controls (they would
 * reorder it where it is shown: validations/text.ts), trimmed, capped, no NUL characters.
 */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .transform(withoutBidiControls)
    .pipe(
      z
        .string()
        .trim()
        .max(max, { message: `${label} must be at most ${max} characters` })
        .refine(hasNoNul, { message: `${label} must not contain NUL characters` }),
    );
}

/**
 * A required text field (a name, an address line): without bidirectional controls, trimmed,
 * with a length cap, so a 50 kB name is refused.
 */
export function text(label: string, max: number) {
  return z
    .string({ message: `${label} is required` })
    .transform(withoutBidiControls)
    .pipe(
      z
        .string()
        .trim()
        .min(1, { message: `${label} is required` })
        .max(max, { message: `${label} must be at most ${max} characters` })
        .refine(hasNoNul, { message: `${label} must not contain NUL characters` }),
    );
}

export const emailSchema = z
  .string({ message: "email is required" })
  .trim()
  .max(254, { message: "email must be at most 254 characters" })
  .pipe(z.email({ message: "email must be a valid email address" }));

/**
 * A whole number from `min` to `max` written in digits (a command-line or environment value):
 * `notWhole` is the message for anything else; `show` writes a bound in the other messages.
 *
 * @example wholeNumberText(1, 100, { notWhole: "must be a whole number (1–100)" })
 */
export function wholeNumberText(
  min: number,
  max: number,
  { notWhole, show = String }: { notWhole: string; show?: (bound: number) => string },
) {
  return z
    .string()
    .regex(/^\d+$/, { message: notWhole })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `must be at least ${show(min)}` })
        .max(max, { message: `must be at most ${show(max)}` }),
    );
}

/** A whole number of rupees from a query string: digits only, no sign, no exponent. */
export function rupeesParam(label: string) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { message: `${label} must be a whole number of rupees, 0 or more` })
    .transform(Number);
}

/** A 10-digit Indian mobile number, normalised ("+91 98765-43210" → "9876543210"). */
export function mobileSchema(label: string) {
  return z
    .string({ message: `${label} is required` })
    .transform(normalizeMobile)
    .pipe(
      z
        .string()
        .regex(MOBILE_PATTERN, { message: `${label} must be a 10-digit Indian mobile number` }),
    );
}

/** An optional second mobile number: empty, or a valid one. */
export function optionalMobileSchema(label: string) {
  const message = `${label} must be a 10-digit Indian mobile number`;
  return z
    .string({ message })
    .max(20, { message })
    .optional()
    .default("")
    .transform((value) => (value.trim() === "" ? "" : normalizeMobile(value)))
    .refine((value) => value === "" || MOBILE_PATTERN.test(value), { message });
}

/** A 6-digit PIN code, spaces removed. */
export const pinSchema = z
  .string({ message: "pin is required" })
  .transform(normalizePin)
  .pipe(z.string().regex(PIN_PATTERN, { message: "pin must be a 6-digit PIN code" }));
