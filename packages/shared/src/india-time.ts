/**
 * India time, computed from the instant alone: IST is UTC+5:30 all year (India keeps no
 * daylight saving), so neither the server's nor the browser's own time zone matters. No Intl
 * here: a card's script reads these on every list page.
 */

/** India time is UTC+5:30 all year: India keeps no daylight saving. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day (YYYY-MM-DD) of an instant, whatever the machine's time zone. */
export function istDate(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
