import "server-only";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrder } from "@/lib/backend/orders";
import type { Order } from "@/lib/types";

export const ORDER_NOT_FOUND = "Order not found. Please check your Order ID.";
export const TRACKING_FAILED = "Something went wrong. Try again.";
/** A backend that shows orders only to signed-in shoppers (the shop's original) refused. */
export const LOGIN_TO_TRACK = "Please log in to track this order.";

export type TrackingLookup =
  { kind: "found"; order: Order; signedIn: boolean } | { kind: "error"; message: string };

/**
 * Looks order `id` up for /order-tracking: with the session's token, so its owner gets the
 * whole order and anyone else the tracking view (docs/contract.md, Messages, when it fails).
 */
export async function trackOrder(id: string): Promise<TrackingLookup> {
  const session = await readSession();
  try {
    const order = await fetchOrder(
      id,
      session ? { token: session.token, userId: session.user.id } : undefined,
    );
    return order
      ? { kind: "found", order, signedIn: session !== null }
      : { kind: "error", message: ORDER_NOT_FOUND };
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) {
      return { kind: "error", message: LOGIN_TO_TRACK };
    }
    console.error("[order-tracking] could not read the order:", error);
    return { kind: "error", message: TRACKING_FAILED };
  }
}
