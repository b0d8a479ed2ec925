/**
 * How a delivery answer reads for a shopper (docs/delivery.md): which day is "Today", a day
 * button's name, why a slot cannot be had, and how a cart line's choice reads. Apart from the
 * rules (choice.ts) so the product page loads these with its first answer, not with the page.
 */
import { chosenSlot } from "./choice";
import { deliveryDay, promiseLabel, timeOfDay } from "./format";
import type { DeliveryChoice, DeliveryOptions, SlotOption } from "./types";

import { IST_OFFSET_MS, SLOT_TYPE_NAMES, istDate } from "@giftshop/shared/delivery-words";
import { formatINR } from "@giftshop/shared/money";

export { SLOT_TYPE_NAMES, istDate };

/**
 * Today as the shop counts it: the first of the bookable days the backend answered (its own
 * IST clock decides, not the browser's), else the browser's IST day.
 */
export function shopToday(options: Pick<DeliveryOptions, "days"> | null | undefined): string {
  return options?.days[0]?.date ?? istDate();
}

/** The day after an IST day. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** "Today", "Tomorrow", or "Thu, 27 Nov", counted from `today` (an IST day). */
export function relativeDay(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === nextDay(today)) return "Tomorrow";
  return deliveryDay(date);
}

const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "UTC" });

/** A day button's name: "Today", "Tomorrow", or the weekday ("Thu"). */
export function dayName(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === nextDay(today)) return "Tomorrow";
  return weekday.format(new Date(`${date}T00:00:00Z`));
}

/** "4 pm" for an instant, read on the IST clock whatever the browser's zone. */
function istTimeOfDay(instant: string): string {
  return timeOfDay(new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(11, 16));
}

/** Why a slot cannot be had, in words: "Closed at 4 pm", "Full", "Not offered here". */
export function slotReason(slot: SlotOption): string | null {
  if (slot.available) return null;
  switch (slot.reason) {
    case "cutoff":
      return slot.closesAt ? `Closed at ${istTimeOfDay(slot.closesAt)}` : "Closed";
    case "full":
      return "Full";
    case "not-offered":
      return "Not offered here";
    default:
      return "Not available";
  }
}

/**
 * How a cart line's delivery reads: "Thu, 27 Nov · 7 pm – 9 pm", "Thu, 27 Nov · 11 pm –
 * 11:59 pm · Midnight delivery ₹199" for a paid slot, "Arrives 27 Nov – 29 Nov (courier)", or
 * "Delivery date: choose at checkout". `options` (this line's, when read) give
 * the slot's window and the courier's range; without them the day alone shows.
 */
export function lineDeliveryLabel(
  choice: DeliveryChoice | null,
  options: DeliveryOptions | null,
): string {
  if (!choice) return "Delivery date: choose at checkout";
  if (options?.mode === "courier" && options.range) {
    return promiseLabel({ mode: "courier", range: options.range });
  }
  if (!choice.date) return `Delivery to ${choice.pincode}`;
  const slot = options ? chosenSlot(options, choice) : null;
  const when = promiseLabel({
    mode: "hand",
    date: choice.date,
    window: slot ? { from: slot.from, to: slot.to } : undefined,
  });
  // A paid slot says what it costs, so the price details' charge is no surprise.
  return slot && slot.charge > 0
    ? `${when} · ${SLOT_TYPE_NAMES[slot.type]} delivery ${formatINR(slot.charge)}`
    : when;
}
