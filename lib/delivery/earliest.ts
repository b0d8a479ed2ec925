/**
 * How a product card words the earliest delivery (docs/delivery.md, "Earliest delivery on
 * cards"): "Today", "Tomorrow" or the day ("Sat, 28 Nov"), counted in India's days from the
 * moment the shopper reads the card, not the moment a cached page was made.
 */
import { earliestDate } from "@giftshop/shared/delivery-earliest";
import type { EarliestDelivery } from "@giftshop/shared/delivery-shapes";
import { istDate } from "@giftshop/shared/india-time";

export type { EarliestDelivery };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * "Sat, 28 Nov" for 2026-11-28: what deliveryDay (@giftshop/shared/delivery-words) writes with
 * Intl's en-IN format, written out so a list page builds no Intl formatter for its cards.
 */
export function cardDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The earliest day a gift under `rule` can arrive when ordered at `now`, in a shopper's words. */
export function earliestWords(rule: EarliestDelivery, now: Date): string {
  const date = earliestDate(rule, now);
  if (date === istDate(now)) return "Today";
  if (date === earliestDate({ days: 1, until: null }, now)) return "Tomorrow";
  return cardDay(date);
}
