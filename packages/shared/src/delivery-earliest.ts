/**
 * The earliest day a gift can arrive, applied to the instant it is ordered: one function for
 * the storefront's cards, which word the day in the shopper's browser, and for the backend's
 * tests, which hold the rule to the product page's own answer (docs/delivery.md, "Earliest
 * delivery on cards").
 */
import type { EarliestDelivery } from "./delivery-shapes";
import { IST_OFFSET_MS, istDate } from "./india-time";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Minutes after midnight of an HH:MM time of day. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * The IST day (YYYY-MM-DD) a gift under `rule` can arrive at the earliest when ordered at `now`.
 *
 * @example earliestDate({ days: 0, until: "16:00" }, new Date("2026-11-26T15:59+05:30")) // "2026-11-26"
 */
export function earliestDate(rule: EarliestDelivery, now: Date): string {
  const minute = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / MINUTE_MS);
  const late = rule.until !== null && minute >= minutesOf(rule.until);
  return istDate(new Date(now.getTime() + (rule.days + (late ? 1 : 0)) * DAY_MS));
}
