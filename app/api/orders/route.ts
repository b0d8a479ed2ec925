import { clearCart } from "@/lib/backend/cart";
import { fetchOrders, fetchPaymentKey, placeOrder } from "@/lib/backend/orders";
import {
  checkRazorpayPayment,
  razorpayAccount,
  type PaymentRefusal,
} from "@/lib/checkout/razorpay";
import { orderPayload, serverCart } from "@/lib/checkout/server";
import { env } from "@/lib/env";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { rateLimited, userKey } from "@/lib/http/rate-limit";
import {
  ORDERS_FETCH_FAILED,
  ORDER_SAVE_FAILED,
  ORDER_SAVE_FAILED_AFTER_PAYMENT,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_VERIFIED,
  placeOrderSchema,
  type PlaceOrderRequest,
} from "@/lib/validations/checkout";

/**
 * Checks an online payment with Razorpay before its order is placed, when the storefront holds
 * the key secret of the account the backend opens payments in; otherwise the backend's check
 * is the only one (null). `amountRupees` is the server-side cart's total.
 */
async function paymentRefusal(
  payment: NonNullable<PlaceOrderRequest["payment"]>,
  amountRupees: number,
): Promise<PaymentRefusal | null> {
  const account = razorpayAccount(env());
  if (!account || (await fetchPaymentKey()) !== account.keyId) return null;
  const check = await checkRazorpayPayment(account, payment, amountRupees * 100);
  if (check.ok) return null;
  console.error(
    `[orders] refused payment ${payment.razorpay_payment_id} for ${payment.razorpay_order_id}: ${check.reason}`,
  );
  return check.reason;
}

/** GET /api/orders: the shopper's own orders, newest first, with their lines and totals. */
export async function GET() {
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const orders = await withBackend(() => fetchOrders(session.value.token), ORDERS_FETCH_FAILED);
  if (!orders.ok) return orders.response;
  return privateJson({ orders: orders.value });
}

/**
 * POST /api/orders `{ address, payment? }`: places the order for the server-side cart (lines
 * and prices from the server, never the browser), paid online when `payment` is the
 * provider's signed result, else cash on delivery; then empties the cart (seed-spec §4).
 */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const body = await readJson(request, placeOrderSchema);
  if (!body.ok) return body.response;
  // An online order is limited where its payment starts (checkout/start); one paid on
  // delivery costs nothing to place, so it is limited here.
  if (!body.data.payment) {
    const limited = await rateLimited([["cod-user", userKey(session.value.user.id)]]);
    if (limited) return limited;
  }
  const { token } = session.value;
  const fallback = body.data.payment ? ORDER_SAVE_FAILED_AFTER_PAYMENT : ORDER_SAVE_FAILED;
  const { payment } = body.data;
  const placed = await withBackend(async () => {
    const { lines, total } = await serverCart(token);
    if (lines.length > 0) {
      const refused = payment ? await paymentRefusal(payment, total) : null;
      if (refused) return { refused };
      return {
        empty: false as const,
        orderId: await placeOrder(token, orderPayload(lines, body.data)),
      };
    }
    // A retry after an answer that never arrived: the order was saved and the cart emptied.
    const saved = payment
      ? (await fetchOrders(token)).find((order) => order.paymentId === payment.razorpay_payment_id)
      : undefined;
    return saved ? { empty: false as const, orderId: saved.id } : { empty: true as const };
  }, fallback);
  if (!placed.ok) return placed.response;
  if ("refused" in placed.value) {
    // Razorpay could not be asked: the shopper's "Try again" asks again.
    return placed.value.refused === "unreachable"
      ? privateJson(
          { error: PAYMENT_NOT_CONFIRMED },
          { status: 503, headers: { "Retry-After": "5" } },
        )
      : privateJson({ error: PAYMENT_NOT_VERIFIED }, { status: 402 });
  }
  if (placed.value.empty) return privateJson({ error: "Your cart is empty." }, { status: 409 });
  // The order stands either way; a cart that failed to clear only shows stale lines (§8: silent).
  await clearCart(token).catch((error: unknown) =>
    console.error("[orders] clear cart failed:", error),
  );
  return privateJson(
    { orderId: placed.value.orderId, method: body.data.payment ? "online" : "cod" },
    { status: 201 },
  );
}
