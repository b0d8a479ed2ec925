/**
 * How delivery days, windows and ranges read to a shopper (docs/delivery.md), the same on the
 * storefront's screens and in the backend's mail. Dates are IST calendar days (YYYY-MM-DD) and
 * times IST times of day (HH:MM), so they are formatted as they are, never moved into the
 * reader's time zone.
 */
import type { SlotType } from "./delivery-shapes";

export { IST_OFFSET_MS, istDate } from "./india-time";

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Thu, 26 Nov" for 2026-11-26. */
export function deliveryDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "26 Nov" for 2026-11-26. */
export function shortDay(date: string): string {
  return shortDayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "09:00" for 540 minutes after midnight: how slot times travel (the backend's slot table). */
export function clockTime(minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  return `${String(hours).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** "7 pm", "11:59 pm", "12 pm" for an HH:MM time of day. */
export function timeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${twelve} ${suffix}`
    : `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "7 pm – 9 pm". */
export function windowLabel(window: { from: string; to: string }): string {
  return `${timeOfDay(window.from)} – ${timeOfDay(window.to)}`;
}

/** "27 Nov – 29 Nov", or the one day ("Thu, 27 Nov") when both ends are the same. */
export function rangeLabel(range: { from: string; to: string }): string {
  return range.from === range.to
    ? deliveryDay(range.from)
    : `${shortDay(range.from)} – ${shortDay(range.to)}`;
}

/** What each kind of slot is called: the picker's groups, the price details, the order mail. */
export const SLOT_TYPE_NAMES: Record<SlotType, string> = {
  standard: "Standard",
  "fixed-time": "Fixed time",
  midnight: "Midnight",
};

/** A delivery that costs something, as the price details and the order mail list it. */
export interface DeliveryFee {
  /** "Midnight delivery, Sun, 29 Nov". */
  name: string;
  /** Rupees. */
  charge: number;
}

/**
 * The paid deliveries among `deliveries` (a quote's, or an order's lines' promises), each named
 * by its kind of slot and its day, so a charge never reads as a bare "Delivery Charges ₹199".
 */
export function deliveryFees(
  deliveries: readonly { slotType?: SlotType; date?: string; charge: number }[],
): DeliveryFee[] {
  return deliveries
    .filter((delivery) => delivery.charge > 0)
    .map(({ slotType, date, charge }) => ({
      name: [`${slotType ? SLOT_TYPE_NAMES[slotType] : "Hand"} delivery`, date && deliveryDay(date)]
        .filter(Boolean)
        .join(", "),
      charge,
    }));
}
