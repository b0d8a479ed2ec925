import type { TrackingStage } from "@/components/static/tracking-progress";
import type { Order } from "@/lib/types";

/** Where an order's status puts it on the tracking bar; null when it was cancelled. */
export function trackingStageOf(status: string): TrackingStage | null {
  switch (status) {
    case "Cancelled":
      return null;
    // docs/contract.md, Behaviour: every stage up to the current one is done, and a confirmed order
    // has passed Pending (Confirm is not a stage of its own on the bar).
    case "Pending":
    case "Confirm":
      return "Pending";
    case "Shipped":
      return "Shipped";
    case "Delivered":
      return "Delivered";
    default:
      return "Placed";
  }
}

/** What an order's status means to the shopper, as a headline and a line under it. */
export interface StatusWords {
  headline: string;
  detail: string;
  /** Under the current stage of the bar, where the stage's own name does not say it. */
  stageNote?: string;
}

const WORDS: Record<string, StatusWords> = {
  Pending: {
    headline: "Order placed",
    detail: "We have your order and will confirm it shortly.",
    stageNote: "Awaiting confirmation",
  },
  Confirm: {
    headline: "Confirmed",
    detail: "Your order is confirmed and your gift is being prepared.",
    stageNote: "Confirmed",
  },
  Shipped: { headline: "On its way", detail: "Your gift has left us and is on its way to you." },
  Delivered: { headline: "Delivered", detail: "Your gift has been delivered." },
  Cancelled: {
    headline: "Cancelled",
    detail: "This order was cancelled and will not be delivered.",
  },
};

/**
 * The status in a shopper's words, shown above the tracking bar and at its current stage: the
 * spec's stage names (Placed, Pending, Shipped, Delivered) stay, and a confirmed order reads
 * "Confirmed" at its stage rather than only "Pending (done)". A status the shop does not know
 * is shown as the backend wrote it.
 */
export function statusWords(status: string): StatusWords {
  return WORDS[status] ?? { headline: status || "Placed", detail: "" };
}

const TONES: Record<string, string> = {
  Pending: "bg-amber-50 text-amber-800 ring-amber-200",
  Confirm: "bg-blue-50 text-blue-800 ring-blue-200",
  Shipped: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  Delivered: "bg-green-50 text-green-800 ring-green-200",
  Cancelled: "bg-red-50 text-red-800 ring-red-200",
};

/** The badge colours of a status; a status the shop does not know is neutral grey. */
export function statusTone(status: string): string {
  return TONES[status] ?? "bg-neutral-100 text-neutral-800 ring-neutral-200";
}

// Orders are placed in India: the shop's dates read the same wherever the server runs.
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "12 Jan 2026" for an ISO timestamp; "" when it is missing or not a date. */
export function formatOrderDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return "";
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** How many items an order holds (the sum of its lines' quantities). */
export function orderItemCount(order: Pick<Order, "items">): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
