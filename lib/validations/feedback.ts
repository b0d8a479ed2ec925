/**
 * The feedback form's rules (docs/contract.md, Validation: name, email and message are all
 * required).
 */
import { z } from "./zod";
import { emailField, requiredText } from "./fields";

// Limits match the reference backend's, so nothing the form accepts is refused there.
export const FEEDBACK_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** One schema for the browser form and the /api/feedback handler. */
export const feedbackSchema = z.object({
  name: requiredText(
    "Please enter your name.",
    FEEDBACK_LIMITS.name,
    `Please keep your name under ${FEEDBACK_LIMITS.name} characters.`,
  ),
  email: emailField(FEEDBACK_LIMITS.email),
  message: requiredText(
    "Please enter your message.",
    FEEDBACK_LIMITS.message,
    `Please keep your message under ${FEEDBACK_LIMITS.message} characters.`,
  ),
});

export type FeedbackInput = z.output<typeof feedbackSchema>;
export type FeedbackField = keyof FeedbackInput;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** Spec texts shown to the shopper after a submit (docs/contract.md, Messages). */
export const FEEDBACK_SUCCESS = "Feedback submitted successfully!";
export const FEEDBACK_FAILURE = "Error submitting feedback.";

/** Validates `values`; the first problem of each field, keyed by field, when any. */
export function validateFeedback(
  values: unknown,
): { ok: true; data: FeedbackInput } | { ok: false; errors: FeedbackErrors } {
  const result = feedbackSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FeedbackErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "message") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
