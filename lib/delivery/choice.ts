/**
 * The rules of a shopper's delivery choice (docs/delivery.md): which choice a picker starts on,
 * which one still fits an answer, what Add to Cart carries, and what the product page's check
 * still lacks. No words or dates beyond the fixed messages: the product page's first load
 * carries this, and how a choice reads (choice-words.ts) loads with the answer.
 */
import { ADD_NEEDS_PINCODE, ADD_NEEDS_SLOT, addNotDelivered } from "./messages";
import type { DeliveryChoice, DeliveryOptions, PincodeAnswer, SlotOption } from "./types";

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
