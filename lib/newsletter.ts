/**
 * The newsletter sign-up's rules (docs/contract.md, The shop), without zod: the footer form, on
 * every page, checks them in the browser, and lib/validations/newsletter.ts builds the handler's
 * schema from the same pattern and words.
 */

export const EMAIL_MAX = 254;
export const EMAIL_REQUIRED = "Please enter your email address.";
export const EMAIL_TOO_LONG = "That email address is too long.";
export const EMAIL_INVALID = "Please enter a valid email address.";
const AGREEMENT_REQUIRED = "Please agree to receive our emails to subscribe.";

/** zod's own `z.email()` pattern, so the form and the handler accept the same addresses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type NewsletterFieldErrors = { email?: string; agree?: string };

/** The form's trimmed email when it may be sent, else the first problem of each field. */
export function checkNewsletterForm(form: {
  email: string;
  agree: boolean;
}): { ok: true; email: string } | { ok: false; errors: NewsletterFieldErrors } {
  const email = form.email.trim();
  const errors: NewsletterFieldErrors = {};
  if (!email) errors.email = EMAIL_REQUIRED;
  else if (email.length > EMAIL_MAX) errors.email = EMAIL_TOO_LONG;
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID;
  if (!form.agree) errors.agree = AGREEMENT_REQUIRED;
  return errors.email || errors.agree ? { ok: false, errors } : { ok: true, email };
}
