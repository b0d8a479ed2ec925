/**
 * Every rate limit of the shop, storefront (BFF) and reference backend alike: one table, so
 * the numbers live in one place (docs/security.md "Rate limits" explains each). A rule counts
 * requests per key (an email, an account, a user or an IP) in a fixed window.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateRule {
  /** Requests allowed per key and window; the next one is refused with 429. */
  limit: number;
  windowMs: number;
  /** What the key is (documentation; the caller supplies the key). */
  per: "email" | "account" | "user" | "ip" | "user or ip";
}

export const RATE_LIMITS = {
  // Password step of the login: guessing passwords and mailing codes to a victim.
  "login-email": { limit: 10, windowMs: 15 * MINUTE, per: "email" },
  "login-ip": { limit: 30, windowMs: 15 * MINUTE, per: "ip" },
  // Typing a mailed code (login code, email verification): guessing 6 digits.
  "code-account": { limit: 10, windowMs: 15 * MINUTE, per: "account" },
  "code-ip": { limit: 30, windowMs: 15 * MINUTE, per: "ip" },
  // Asking for a new verification code: mail bombing (on top of one code a minute).
  "resend-account": { limit: 5, windowMs: HOUR, per: "account" },
  "resend-ip": { limit: 20, windowMs: HOUR, per: "ip" },
  // New accounts: mass sign-ups, each of which mails a welcome code to any address.
  "signup-ip": { limit: 5, windowMs: HOUR, per: "ip" },
  // Asking for a password-reset code: mail bombing, probing for accounts.
  "reset-request-email": { limit: 5, windowMs: HOUR, per: "email" },
  "reset-request-ip": { limit: 20, windowMs: HOUR, per: "ip" },
  // Setting the new password with the code: guessing the code.
  "reset-confirm-email": { limit: 10, windowMs: 15 * MINUTE, per: "email" },
  "reset-confirm-ip": { limit: 30, windowMs: 15 * MINUTE, per: "ip" },
  // Posting reviews (no login needed): review spam.
  review: { limit: 10, windowMs: HOUR, per: "user or ip" },
  // The contact form and the newsletter: spam, filling the database.
  "feedback-ip": { limit: 5, windowMs: HOUR, per: "ip" },
  "newsletter-ip": { limit: 5, windowMs: HOUR, per: "ip" },
  // Starting an online payment: creating provider orders in bulk.
  "checkout-user": { limit: 20, windowMs: HOUR, per: "user" },
} as const satisfies Record<string, RateRule>;

export type RuleName = keyof typeof RATE_LIMITS;
