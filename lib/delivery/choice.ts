/**
 * How the storefront reads a delivery answer for a shopper (docs/delivery.md): which day is
 * "Today", why a slot cannot be had, which choice a picker starts on, and how a cart line's
 * choice reads. Browser-safe: no imports beyond the delivery types and wording.
 */
import { deliveryDay, promiseLabel, timeOfDay } from "./format";
import { ADD_NEEDS_PINCODE, ADD_NEEDS_SLOT, addNotDelivered } from "./messages";
import type { DeliveryChoice, DeliveryOptions, PincodeAnswer, SlotOption } from "./types";

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

/** The slot a choice names in `options`, when it is there. */
export function chosenSlot(
  options: DeliveryOptions,
  choice: DeliveryChoice | null,
): SlotOption | null {
  if (!choice?.date || !choice.slotId) return null;
  const day = options.days.find((entry) => entry.date === choice.date);
  return day?.slots.find((slot) => slot.id === choice.slotId) ?? null;
}

/**
 * The choice a picker starts on: a courier gift's pincode alone; a hand gift's earliest free
 * slot that can still be had (a paid slot is never chosen for the shopper); null when the gift
 * is not delivered there or no free slot is open.
 */
export function defaultChoice(options: DeliveryOptions): DeliveryChoice | null {
  if (options.mode === "courier") return { pincode: options.pincode };
  if (options.mode !== "hand") return null;
  for (const day of options.days) {
    const slot = day.slots.find((entry) => entry.available && entry.charge === 0);
    if (slot) return { pincode: options.pincode, date: day.date, slotId: slot.id };
  }
  return null;
}

/**
 * A choice that still fits `options`: the same pincode, and for a hand gift a slot that can be
 * had; else the default.
 */
export function keptOrDefault(
  options: DeliveryOptions,
  choice: DeliveryChoice | null,
): DeliveryChoice | null {
  if (choice?.pincode === options.pincode) {
    if (options.mode === "courier") return { pincode: options.pincode };
    if (options.mode === "hand" && chosenSlot(options, choice)?.available) return choice;
  }
  return defaultChoice(options);
}

/** The choice Add to Cart and a line save: `{ pincode, date, slotId }` by hand, `{ pincode }` by courier. */
export function choiceFor(
  options: DeliveryOptions,
  choice: DeliveryChoice | null,
): DeliveryChoice | undefined {
  if (!choice || choice.pincode !== options.pincode) return undefined;
  if (options.mode === "courier") return { pincode: options.pincode };
  const slot = chosenSlot(options, choice);
  return options.mode === "hand" && slot?.available
    ? { pincode: options.pincode, date: choice.date, slotId: choice.slotId }
    : undefined;
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

/** A pincode checked for one gift: where it is and who delivers there, and the gift's options. */
export interface CheckedDelivery {
  answer: PincodeAnswer;
  options: DeliveryOptions;
}

/**
 * What the product page's delivery check still lacks before Add to Cart can carry a delivery
 * (docs/delivery.md "The storefront"): an answer still on its way, no pincode checked yet, one
 * the gift cannot go to, or a hand delivery with no open slot picked. Null when nothing is
 * missing, and when the check could not be made at all.
 */
export type DeliveryGap = {
  /** "checking": an answer is on its way, and a tap waits for it (nothing is said). */
  kind: "checking" | "unchecked" | "undeliverable" | "slot";
  message: string;
} | null;

export function deliveryGap({
  checked,
  checking,
  failure,
  choice,
}: {
  checked: CheckedDelivery | null;
  checking: boolean;
  /** Why the latest check failed, when it did. */
  failure: string | null;
  choice: DeliveryChoice | null;
}): DeliveryGap {
  if (checking) return { kind: "checking", message: "Checking delivery…" };
  // A check that could not be made (the network, a busy shop, no delivery checks) stops
  // nobody: the line goes in without a delivery, which is chosen in the cart.
  if (failure) return null;
  if (!checked) return { kind: "unchecked", message: ADD_NEEDS_PINCODE };
  const { options } = checked;
  if (options.mode === null) {
    return { kind: "undeliverable", message: addNotDelivered(options.pincode) };
  }
  if (options.mode === "hand" && !choiceFor(options, choice)) {
    return { kind: "slot", message: ADD_NEEDS_SLOT };
  }
  return null;
}
