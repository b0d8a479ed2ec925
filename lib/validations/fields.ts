/**
 * Field rules more than one form shares, so the same input gets the same words in every form.
 */
import { withoutBidiControls } from "@giftshop/shared/validations/text";
import { z } from "./zod";

/** PostgreSQL text cannot hold U+0000; refusing it in the form keeps a bad byte from a 500. */
export const hasNoNul = (value: string) => !value.includes("\u0000");

/**
 * A trimmed text the shopper must fill in, at most `max` characters, without bidirectional
 * controls (they would reorder it where someone else reads it: validations/text.ts).
 */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z
    .string({ message: missing })
    .transform(withoutBidiControls)
    .pipe(z.string().trim().min(1, { message: missing }).max(max, { message: tooLong }));
}

/** A required email address of at most `max` characters. */
export function emailField(max: number) {
  return requiredText(
    "Please enter your email address.",
    max,
    "Please enter a valid email address.",
  ).pipe(z.email({ message: "Please enter a valid email address." }));
}

/**
 * A required code the shopper may type with spaces or a prefix (a mobile number, a PIN code):
 * `normalize` tidies it, then it must match `pattern`.
 */
export function normalizedField(
  normalize: (value: string) => string,
  pattern: RegExp,
  messages: { missing: string; invalid: string },
) {
  return z
    .string({ message: messages.missing })
    .transform(normalize)
    .pipe(
      z
        .string()
        .min(1, { message: messages.missing })
        .regex(pattern, { message: messages.invalid }),
    );
}
