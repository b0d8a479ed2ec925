/**
 * A shopper cancelling their own order (docs/after-the-order.md, Cancelling an order): allowed
 * until it is dispatched (Shipped), under the order's row lock, the lock every status move
 * takes. The order becomes Cancelled, which frees its delivery places and photos
 * (order-status.ts); an order paid online gets a refund of everything paid, written in the
 * same transaction and asked of the provider once it has committed (payments/refunds.ts).
 * Cancelling an order already cancelled changes nothing and refunds nothing again.
 */
import { isCancellable } from "@giftshop/shared/order-cancel";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, payments, refunds } from "../../db/schema";
import { fail } from "../../lib/http";
import { newId } from "../../lib/ids";
import type { PaymentProvider } from "../../payments/provider";
import { cancelReceipt, givenBack, requestRefund } from "../../payments/refunds";
import { moveOrderStatus } from "./order-status";

const ORDER_NOT_FOUND = "Order not found";
/** An order that has left the shop (or reached the recipient) is the delivery team's now. */
export const dispatchedMessage = (status: string) =>
  `This order is ${status === "Delivered" ? "delivered" : "on its way"} and can no longer be ` +
  "cancelled. Please contact us if something is wrong with it.";

export interface Cancelled {
  /** False when the order was already cancelled: nothing changed. */
  changed: boolean;
  /** The refund written with this cancellation, if the order was paid online. */
  refundId: string | null;
}

/**
 * Cancels order `orderId` of `userId`; refuses (404) someone else's order. The rule reads no
 * clock: an order may be cancelled until it is dispatched, whatever the hour.
 */
async function cancelOrder(db: Db, userId: string, orderId: string): Promise<Cancelled> {
  return db.transaction(async (tx): Promise<Cancelled> => {
    const now = new Date();
    const [order] = await tx
      .select({
        userId: orders.userId,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentId: orders.paymentId,
        providerOrderId: orders.providerOrderId,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    // Another shopper's order is answered as no order at all: its id tells them nothing.
    if (!order || order.userId !== userId) fail(404, ORDER_NOT_FOUND);
    if (order.status === "Cancelled") return { changed: false, refundId: null };
    if (!isCancellable(order.status)) fail(409, dispatchedMessage(order.status));
    const moved = await moveOrderStatus(tx, orderId, "Cancelled", now);
    if (!moved.ok) fail(409, moved.message);
    // Place-order saves an online order only with a verified payment, so it always has one.
    if (order.paymentMethod !== "online" || !order.paymentId || !order.providerOrderId) {
      return { changed: true, refundId: null };
    }
    const [payment] = await tx
      .select({ provider: payments.provider, amount: payments.amount })
      .from(payments)
      .where(eq(payments.providerOrderId, order.providerOrderId));
    // A moved delivery (order-delivery-move.ts) or an operator may have given some back already.
    const still = (payment?.amount ?? order.totalAmount) - (await givenBack(tx, orderId));
    if (still < 1) return { changed: true, refundId: null };
    const refundId = newId();
    await tx.insert(refunds).values({
      id: refundId,
      orderId,
      kind: "cancel",
      receipt: cancelReceipt(orderId),
      provider: payment?.provider ?? "razorpay",
      providerPaymentId: order.paymentId,
      // Everything still paid: India's e-commerce rules bar a charge the shop does not bear.
      amount: still,
      status: "requested",
      requestedAt: now,
      updatedAt: now,
    });
    return { changed: true, refundId };
  });
}

/** Cancels, then asks the provider for the refund (its failure is kept, never thrown). */
export async function cancelAndRefund(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  orderId: string,
) {
  const cancelled = await cancelOrder(db, userId, orderId);
  const refund = cancelled.refundId ? await requestRefund(db, provider, cancelled.refundId) : null;
  return { ...cancelled, refund };
}
