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
