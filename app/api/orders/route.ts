import { fetchOrders, placeOrder } from "@/lib/backend/orders";
import { Refusal } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { clearOrdered, oncePerPayment, orderPaidBy } from "@/lib/checkout/paid-order";
import { paymentChecker } from "@/lib/checkout/payment-check";
import { checkRazorpayPayment } from "@/lib/checkout/razorpay";
import { deliveryPlan, orderPayload, refuseProblems, serverCart } from "@/lib/checkout/server";
import {
  NOTHING_TO_ORDER,
  ORDERS_FETCH_FAILED,
  ORDER_SAVE_FAILED,
  ORDER_SAVE_FAILED_AFTER_PAYMENT,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_VERIFIED,
  codUnavailable,
  placeOrderSchema,
  type PlaceOrderRequest,
} from "@/lib/validations/checkout";

type SignedPayment = NonNullable<PlaceOrderRequest["payment"]>;

/**
 * Checks an online payment before its order is placed (lib/checkout/payment-check.ts): with
 * Razorpay when the storefront holds the account's key secret, else the backend's own check
 * is the one, and with neither no order is placed. `amountRupees` is the server-side cart's
 * total with its delivery charge. A payment Razorpay refuses is 402; one it could not be asked
 * about 503, and the shopper's "Try again" asks again.
 */
async function checkPayment(payment: SignedPayment, amountRupees: number): Promise<void> {
  const checker = await paymentChecker();
  if (checker.by === "backend") return;
  const check = await checkRazorpayPayment(checker.account, payment, amountRupees * 100);
  if (check.ok) return;
  console.error(
    `[orders] refused payment ${payment.razorpay_payment_id} for ${payment.razorpay_order_id}: ${check.reason}`,
  );
  throw check.reason === "unreachable"
    ? new Refusal(503, PAYMENT_NOT_CONFIRMED, 5)
    : new Refusal(402, PAYMENT_NOT_VERIFIED);
}

/**
 * Places the order for the server-side cart (lines and prices from the server, never the
 * browser); answers its id. With the deliveries the shopper saw (docs/delivery.md) each line
 * carries its own and the total the quoted charge. Cash on delivery is refused here when the
 * quote has a problem or the pincode takes no cash; a paid order goes on to the backend, whose
 * places held for the payment stay its own even if the slot closed while the shopper paid. A
 * payment that already has its order is a retry whose answer never arrived: that order's id
 * is the answer, whatever the cart holds now.
 */
async function placeCartOrder(token: string, request: PlaceOrderRequest) {
  const { payment } = request;
  const { lines, total } = await serverCart(token);
  // A backend that is not idempotent on the payment (the shop's original places an order per
  // call, and keeps the cart: docs/original-backend.md) would turn a retry into a second order.
  const saved = payment ? await orderPaidBy(token, payment) : undefined;
  if (saved) return { orderId: saved.id, earlier: saved };
  if (lines.length > 0) {
    const plan = await deliveryPlan(
      token,
      lines,
      request.deliveries,
      request.address.pin,
      payment?.razorpay_order_id,
    );
    if (plan && !payment) {
      refuseProblems(plan.quote);
      if (!plan.quote.cod) throw new Refusal(409, codUnavailable(plan.pincode));
    }
    if (payment) await checkPayment(payment, total + (plan?.quote.deliveryCharge ?? 0));
    return { orderId: await placeOrder(token, orderPayload(lines, request, plan)) };
  }
  throw new Refusal(409, NOTHING_TO_ORDER);
}

/** GET /api/orders: the shopper's own orders, newest first, with their lines and totals. */
export const GET = bff.get({
  session: "required",
  call: ({ session }) => fetchOrders(session.token),
  reply: (orders) => ({ orders }),
  fallback: ORDERS_FETCH_FAILED,
});

/**
 * POST /api/orders `{ address, payment?, deliveries? }`: places the order, paid online when
 * `payment` is the provider's signed result, else cash on delivery; then empties the cart
 * (docs/contract.md, Behaviour).
 */
export const POST = bff.post({
  session: "required",
  body: placeOrderSchema,
  // An online order is limited where its payment starts (checkout/start); one paid on
  // delivery costs nothing to place, so it is limited here.
  limits: ({ session, body }) => (body.payment ? [] : [["cod-user", userKey(session.user.id)]]),
  call: async ({ session, body }) => {
    const { orderId, earlier } = await oncePerPayment(session.user.id, body, () =>
      placeCartOrder(session.token, body),
    );
    // The order stands either way; a cart that failed to clear only shows stale lines (§8: silent).
    await clearOrdered(session.token, earlier).catch((error: unknown) =>
      console.error("[orders] clear cart failed:", error),
    );
    return orderId;
  },
  reply: (orderId, { body }) => ({ orderId, method: body.payment ? "online" : "cod" }),
  status: 201,
  fallback: ({ body }) => (body.payment ? ORDER_SAVE_FAILED_AFTER_PAYMENT : ORDER_SAVE_FAILED),
});
