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
  /**
   * When the counters cannot be read (Redis away, the memory store full of live windows):
   * true refuses the request (503), false lets it through. Closed for the rules that stand
   * between a guesser and a password or a mailed code; open for the rest, so a cache outage
   * never stops shoppers browsing, reviewing or buying.
   */
  failClosed: boolean;
}

export const RATE_LIMITS = {
  // Password step of the login: guessing passwords and mailing codes to a victim.
  "login-email": { limit: 10, windowMs: 15 * MINUTE, per: "email", failClosed: true },
  "login-ip": { limit: 30, windowMs: 15 * MINUTE, per: "ip", failClosed: true },
  // Typing a mailed code (login code, email verification): guessing 6 digits.
  "code-account": { limit: 10, windowMs: 15 * MINUTE, per: "account", failClosed: true },
  "code-ip": { limit: 30, windowMs: 15 * MINUTE, per: "ip", failClosed: true },
  // Asking for a new verification code: mail bombing (on top of one code a minute).
  "resend-account": { limit: 5, windowMs: HOUR, per: "account", failClosed: false },
  "resend-ip": { limit: 20, windowMs: HOUR, per: "ip", failClosed: false },
  // New accounts: mass sign-ups, each of which mails a welcome code to any address.
  "signup-ip": { limit: 5, windowMs: HOUR, per: "ip", failClosed: false },
  // Asking for a password-reset code: mail bombing, probing for accounts.
  "reset-request-email": { limit: 5, windowMs: HOUR, per: "email", failClosed: true },
  "reset-request-ip": { limit: 20, windowMs: HOUR, per: "ip", failClosed: true },
  // Setting the new password with the code: guessing the code.
  "reset-confirm-email": { limit: 10, windowMs: 15 * MINUTE, per: "email", failClosed: true },
  "reset-confirm-ip": { limit: 30, windowMs: 15 * MINUTE, per: "ip", failClosed: true },
  // Posting reviews (no login needed): review spam.
  review: { limit: 10, windowMs: HOUR, per: "user or ip", failClosed: false },
  // The contact form and the newsletter: spam, filling the database.
  "feedback-ip": { limit: 5, windowMs: HOUR, per: "ip", failClosed: false },
  "newsletter-ip": { limit: 5, windowMs: HOUR, per: "ip", failClosed: false },
  // The open delivery questions (a pincode, a product's options there): scraping the zones
  // or hammering the database; far above a shopper trying pincodes and opening products.
  "delivery-ip": { limit: 300, windowMs: MINUTE, per: "ip", failClosed: false },
  // Starting an online payment: creating provider orders in bulk.
  "checkout-user": { limit: 20, windowMs: HOUR, per: "user", failClosed: false },
  // Placing a cash-on-delivery order: filling the shop's dispatch queue with orders nobody
  // pays for (an online order is limited at its payment, above).
  "cod-user": { limit: 10, windowMs: HOUR, per: "user", failClosed: false },
  // Changing the profile's email: probing which addresses have accounts (a taken one is
  // refused), and pointing order mail at address after address.
  "email-change-user": { limit: 5, windowMs: HOUR, per: "user", failClosed: false },
  // Uploading a photo for a photo gift: each one is decoded in full, and its bytes stored.
  "upload-user": { limit: 60, windowMs: HOUR, per: "user", failClosed: false },
  // Web Vitals beacons (a page sends one or two): filling the vitals table from one address.
  "vitals-ip": { limit: 60, windowMs: MINUTE, per: "ip", failClosed: false },
  // Uploading gift photos (10 MB each, passed on to the backend): filling its storage and
  // tying up the storefront with big bodies; far above a shopper trying a few photos.
  "photo-user": { limit: 60, windowMs: HOUR, per: "user", failClosed: false },
  // Wrong password-reset codes per email over a day, counted only when a code is wrong: the
  // cap on guessing a reset code however many codes are asked for (docs/security.md). At
  // the cap the reset is locked for the rest of the day and the owner is mailed.
  "reset-wrong-email": { limit: 10, windowMs: 24 * HOUR, per: "email", failClosed: true },
} as const satisfies Record<string, RateRule>;

export type RuleName = keyof typeof RATE_LIMITS;
