/**
 * Delivery as the storefront shows it (docs/delivery.md): the reference backend's extension,
 * absent against a backend that speaks only docs/contract.md. Dates are IST days written
 * YYYY-MM-DD, times of day HH:MM (IST).
 */

import type {
  DeliveryChoice,
  DeliveryMode,
  DeliveryPromise as StoredPromise,
  EarliestDelivery,
  SlotType,
} from "@giftshop/shared/delivery-shapes";

export type { DeliveryChoice, DeliveryMode, EarliestDelivery, SlotType };

/** What an order line was promised; the tracking view leaves the pincode out. */
export type DeliveryPromise = Omit<StoredPromise, "pincode"> & { pincode?: string };

/** What a pincode gets (GET /api/delivery/pincode/{pin}). */
export interface PincodeAnswer {
  pincode: string;
  served: boolean;
  place: { district: string; state: string } | null;
  /** The city whose team hand-delivers here; null: courier only (or not served). */
  hub: string | null;
  slotTypes: SlotType[];
  cod: boolean;
  courier: { from: string; to: string } | null;
}

export interface SlotOption {
  id: string;
  type: SlotType;
  label: string;
  from: string;
  to: string;
  charge: number;
  available: boolean;
  reason?: "cutoff" | "full" | "not-offered";
  closesAt?: string;
}

/** How one product can be delivered to one pincode (GET /api/delivery/options). */
export interface DeliveryOptions {
  pincode: string;
  served: boolean;
  place: { district: string; state: string } | null;
  cod: boolean;
  kind: { id: string; label: string };
  /** null: not delivered there, and `reason` says why. */
  mode: DeliveryMode | null;
  reason: string | null;
  sameDayCutoff: string | null;
  earliest: string | null;
  days: { date: string; slots: SlotOption[] }[];
  range: { from: string; to: string } | null;
}

/** One delivery of a quoted cart: lines that travel together, and what it costs. */
interface QuotedDelivery {
  key: string;
  mode: DeliveryMode;
  date?: string;
  slotId?: string;
  slotType?: SlotType;
  slotLabel?: string;
  window?: { from: string; to: string };
  range?: { from: string; to: string };
  charge: number;
  productIds: string[];
}

/** The cart as it would be delivered to an address (POST /api/delivery/quote). */
export interface DeliveryQuote {
  pincode: string;
  cod: boolean;
  ok: boolean;
  deliveryCharge: number;
  /** A line is a cake or flowers: checkout asks what the shop may substitute (docs/after-the-order.md). */
  substitution: boolean;
  lines: {
    productId: string;
    /** The cart line's key, when the backend names lines (docs/gifting.md: two of one product). */
    line?: string;
    /** Null when no delivery could be found for the line (`problem` says why). */
    choice: DeliveryChoice | null;
    /** False: the default the quote chose (the earliest standard slot, or the courier range). */
    chosen: boolean;
    promise: DeliveryPromise | null;
    problem: string | null;
  }[];
  deliveries: QuotedDelivery[];
}
