import "server-only";
import { parseOrderId } from "@/components/static/order-id";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrder } from "@/lib/backend/orders";
import type { Order } from "@/lib/types";

/** The backend answered, but not with this shopper's order (docs/contract.md, Messages). */
export const ORDER_DETAILS_FAILED = "Failed to fetch order details.";
/** The backend could not be asked: down, timed out or a 5xx (docs/contract.md, Messages). */
export const ORDER_DETAILS_ERROR = "Error fetching order details.";

export interface SuccessOrder {
  orderId: string | null;
  order: Order | null;
  /** Why the order's details are missing when they were asked for; null otherwise. */
  detailsError: string | null;
}

/**
 * The order a success page is about, from its `?order=` id: the id when it looks like one,
 * and the order when the signed-in shopper's backend answers with it. When the details were
 * asked for and did not come, `detailsError` says which §8 message the page shows; the page
 * still thanks the shopper and keeps the order id.
 */
export async function successOrder(param: string | string[] | undefined): Promise<SuccessOrder> {
  const orderId = parseOrderId((Array.isArray(param) ? param[0] : param) ?? "");
  if (!orderId) return { orderId: null, order: null, detailsError: null };
  const session = await readSession();
  if (!session) return { orderId, order: null, detailsError: null };
  try {
    const order = await fetchOrder(orderId, { token: session.token, userId: session.user.id });
    // Not found, success: false, or someone else's order (the tracking view) all read the
    // same, so the message does not tell an unknown id from another shopper's.
    if (order?.view !== "owner")
      return { orderId, order: null, detailsError: ORDER_DETAILS_FAILED };
    return { orderId, order, detailsError: null };
  } catch (error) {
    console.error("[success] could not read the order:", error);
    const answered = error instanceof BackendError && error.status < 500;
    return {
      orderId,
      order: null,
      detailsError: answered ? ORDER_DETAILS_FAILED : ORDER_DETAILS_ERROR,
    };
  }
}
