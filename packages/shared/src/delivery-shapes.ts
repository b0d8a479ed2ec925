/**
 * The shapes of a delivery choice and a delivery promise (docs/delivery.md), one source for the
 * backend that stores them and the storefront that shows them. Dates are IST calendar days
 * (YYYY-MM-DD), times of day IST (HH:MM).
 */

/**
 * The types of hand-delivery slot, in the order the picker shows them: the one list the type,
 * the wire schemas, the database column and the names shown derive from. A type added here
 * fails the typecheck until it is named (delivery-words.ts, SLOT_TYPE_NAMES).
 */
export const SLOT_TYPES = ["standard", "fixed-time", "midnight"] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** How a kind of product travels: by a hub's own team in a slot, or by courier over days. */
export const DELIVERY_MODES = ["hand", "courier"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** A line's chosen delivery: the pincode checked and, for a hand delivery, its day and slot. */
export interface DeliveryChoice {
  pincode: string;
  date?: string;
  slotId?: string;
}

/** What an order line was promised: kept as it was when the order was placed. */
export interface DeliveryPromise {
  pincode: string;
  mode: DeliveryMode;
  /** Hand delivery: the day, the slot, its window. */
  date?: string;
  slotId?: string;
  slotType?: SlotType;
  slotLabel?: string;
  window?: { from: string; to: string };
  /** Courier: the first and last day it may arrive. */
  range?: { from: string; to: string };
  /** Rupees this line's delivery added to the order (0: free, or counted on another line). */
  charge: number;
}

/**
 * The earliest day a kind of gift can arrive anywhere the shop delivers, as a rule that does
 * not age (docs/delivery.md, "Earliest delivery on cards"): ordered before `until` (IST, HH:MM),
 * it arrives `days` days after the day of the order (0: that same day); ordered later, a day
 * after that. `until` null: `days` whatever the time of the order.
 */
export interface EarliestDelivery {
  days: number;
  until: string | null;
}
