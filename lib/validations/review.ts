/**
 * The review form (docs/contract.md, Screens: Product detail; Behaviour; Validation), one schema
 * for the browser form and the BFF handler, so both refuse the same input with the same words. The
 * form loads it when first used, so zod stays out of the product page's first load.
 */
import { z } from "./zod";
import { withoutBidiControls } from "@giftshop/shared/validations/text";
import { hasNoNul, requiredText } from "./fields";
import { COMMENT_MAX, DEFAULT_RATING, MAX_RATING, NAME_MAX } from "@giftshop/shared/limits/review";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

export { COMMENT_MAX, DEFAULT_RATING, MAX_RATING, NAME_MAX } from "@giftshop/shared/limits/review";

const ratingMessage = `Choose a rating from 1 to ${MAX_RATING} stars.`;

/** What the shopper types: a name, a star rating and an optional comment. */
export const reviewFormSchema = z.object({
  userName: requiredText(
    "Please enter your name.",
    NAME_MAX,
    `Please keep your name under ${NAME_MAX} characters.`,
  ).refine(hasNoNul, { message: "Your name contains a character we cannot save." }),
  rating: z
    .number({ message: ratingMessage })
    .int({ message: ratingMessage })
    .min(1, { message: ratingMessage })
    .max(MAX_RATING, { message: ratingMessage })
    .default(DEFAULT_RATING),
  comment: z
    .string()
    .transform(withoutBidiControls)
    .pipe(
      z
        .string()
        .trim()
        .max(COMMENT_MAX, { message: "Please keep your comment under 2,000 characters." })
        .refine(hasNoNul, { message: "Your comment contains a character we cannot save." }),
    )
    .default(""),
});

/** The form's parsed values and its field names. */
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
export type ReviewField = keyof ReviewFormValues;

/** What POST /api/reviews accepts: the form plus the product it is about. */
export const reviewRequestSchema = reviewFormSchema.extend({
  productId: z
    .string({ message: "The product is missing." })
    .regex(BACKEND_ID, { message: "The product is missing." }),
});

/** A parsed POST /api/reviews body. */
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** The first message per field of a failed parse, for showing next to each field. */
export function reviewFieldErrors(error: z.ZodError): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "userName" || field === "rating" || field === "comment") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
