/**
 * The Indian PIN code's rules, shared by the storefront and the backend. Kept apart from
 * india.ts (mobile numbers and the list of states): the product page's delivery check ships
 * these with the page, and nothing more.
 */

/** A 6-digit PIN code; the first digit is never 0. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/** Removes the spaces people put inside a PIN ("560 001"). */
export function normalizePin(value: string): string {
  return value.replace(/\s/g, "");
}
