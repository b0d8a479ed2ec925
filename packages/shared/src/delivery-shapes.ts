/**
 * The shapes of a delivery choice and a delivery promise (docs/delivery.md), one source for the
 * backend that stores them and the storefront that shows them. Dates are IST calendar days
 * (YYYY-MM-DD), times of day IST (HH:MM).
 */

export type SlotType = "standard" | "fixed-time" | "midnight";

/** A line's chosen delivery: the pincode checked and, for a hand delivery, its day and slot. */
export interface DeliveryChoice {
  pincode: string;
  date?: string;
  slotId?: string;
}

/** What an order line was promised: kept as it was when the order was placed. */
export interface DeliveryPromise {
  pincode: string;
  mode: "hand" | "courier";
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
