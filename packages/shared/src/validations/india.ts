/**
 * Indian phone numbers and PIN codes, shared by the storefront's forms and the reference
 * backend so both accept and refuse the same input.
 */

/** A 10-digit Indian mobile number: starts with 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** A 6-digit PIN code; the first digit is never 0. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/**
 * Reduces what people type ("+91 98765-43210", "098765 43210") to the 10 digits that
 * MOBILE_PATTERN checks; anything else is returned trimmed, for the pattern to refuse.
 */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/[\s\-().]/g, "");
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^\d+$/.test(bare) ? bare : value.trim();
}

/** Removes the spaces people put inside a PIN ("560 001"). */
export function normalizePin(value: string): string {
  return value.replace(/\s/g, "");
}
