import "server-only";
import { clearCart, fetchCart, removeFromCart } from "@/lib/backend/cart";
import { fetchOrders } from "@/lib/backend/orders";
import type { Order } from "@/lib/types";
import type { PlaceOrderRequest } from "@/lib/validations/checkout";

// One order per payment whatever the backend does (POST /api/orders): the shop's original
// places an order per call and keeps the cart (docs/original-backend.md).

type SignedPayment = NonNullable<PlaceOrderRequest["payment"]>;

/** The placed order's id; `earlier` when the payment's order was placed by an earlier call. */
export interface Placed {
  orderId: string | null;
  earlier?: Order;
}

/** The shopper's order already placed with `payment`, if any. */
export async function orderPaidBy(
  token: string,
  payment: SignedPayment,
): Promise<Order | undefined> {
  const orders = await fetchOrders(token);
  return orders.find((order) => order.paymentId === payment.razorpay_payment_id);
}

/**
 * Places at most one order per shopper's payment on this storefront at a time: a double tap's
 * second call waits for the first and answers its order. Storefronts behind a balancer do not
 * share this; a tap on each at the same instant is left to the backend (docs/scale-out.md).
 */
const inFlight = new Map<string, Promise<Placed>>();
export function oncePerPayment(
  userId: string,
  request: PlaceOrderRequest,
  place: () => Promise<Placed>,
) {
  const paymentId = request.payment?.razorpay_payment_id;
  if (!paymentId) return place();
  const key = `${userId} ${paymentId}`;
  const running = inFlight.get(key);
  if (running) return running.catch(() => place());
  const placing = place().finally(() => inFlight.delete(key));
  inFlight.set(key, placing);
  return placing;
}

/**
 * Empties the cart after an order (docs/contract.md, Behaviour). After an order an earlier
 * call placed, only its gifts leave the cart: anything added since stays.
 */
export async function clearOrdered(token: string, earlier: Order | undefined): Promise<void> {
  if (!earlier) return clearCart(token);
  const ordered = new Set(earlier.items.map((item) => item.productId));
  for (const line of await fetchCart(token)) {
    if (ordered.has(line.product.id)) await removeFromCart(token, line.key);
  }
}
