import "server-only";
import { parseOrderId } from "@/components/static/order-id";
import { readSession } from "@/lib/auth/session";
import { fetchOrder } from "@/lib/backend/orders";
import type { Order } from "@/lib/types";

/**
 * The order a success page is about, from its `?order=` id: the id when it looks like one,
 * and the order when the signed-in shopper's backend answers (null otherwise: the page then
 * shows its generic message).
 */
export async function successOrder(
  param: string | string[] | undefined,
): Promise<{ orderId: string | null; order: Order | null }> {
  const orderId = parseOrderId((Array.isArray(param) ? param[0] : param) ?? "");
  if (!orderId) return { orderId: null, order: null };
  const session = await readSession();
  if (!session) return { orderId, order: null };
  try {
    const order = await fetchOrder(orderId, session.token);
    return { orderId, order: order?.view === "owner" ? order : null };
  } catch (error) {
    console.error("[success] could not read the order:", error);
    return { orderId, order: null };
  }
}
