/**
 * A refund an operator makes (`npm run order:refund`, docs/after-the-order.md "Operator
 * tools"): all or part of what an online order's shopper paid, for a gift that could not be made
 * or a delivery that went wrong, whatever the order's status. It goes through the refund
 * machinery a cancellation uses (refunds.ts): one operator's refund per order, never more than
 * is still paid (less a moved delivery's difference or a cancellation already given back),
 * written under the order's row lock, asked of the provider after the commit under its own
 * receipt, retried by reconciliation, and told to the owner once it is processed.
 */
import { and, eq } from "drizzle-orm";
import { formatINR } from "@giftshop/shared/money";
import type { Db } from "../db/client";
import { orders, payments, refunds } from "../db/schema";
import { newId } from "../lib/ids";
import type { Notifier } from "../notify/notifier";
import type { PaymentProvider } from "./provider";
import { givenBack, operatorReceipt, requestRefund, type RefundRow } from "./refunds";

export type OperatorRefund =
  { ok: true; refund: RefundRow; created: boolean; paid: number } | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;

/**
 * Writes the refund of `amount` rupees (default: everything paid) for order `orderId`; answers
 * the order's refund already made, when it has one, instead of making another.
 */
async function writeRefund(
  db: Db,
  orderId: string,
  { amount, reason, now }: { amount: number | null; reason: string | null; now: Date },
): Promise<OperatorRefund> {
  return db.transaction(async (tx): Promise<OperatorRefund> => {
    const [order] = await tx
      .select({
        paymentMethod: orders.paymentMethod,
        paymentId: orders.paymentId,
        providerOrderId: orders.providerOrderId,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return refuse("Order not found");
    if (order.paymentMethod !== "online" || !order.paymentId || !order.providerOrderId) {
      return refuse(`Order ${orderId} is paid on delivery: there is no payment to refund.`);
    }
    const [payment] = await tx
      .select({ provider: payments.provider, amount: payments.amount })
      .from(payments)
      .where(eq(payments.providerOrderId, order.providerOrderId));
    const paid = payment?.amount ?? order.totalAmount;
    const [existing] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, "operator")));
    if (existing) {
      if (amount !== null && amount !== existing.amount) {
        return refuse(
          `Order ${orderId} already has a refund of ${formatINR(existing.amount)} (${existing.status}); ` +
            "an operator refunds an order once.",
        );
      }
      return { ok: true, refund: existing, created: false, paid };
    }
    // What is still paid: a moved delivery's difference or a cancellation may have gone back.
    const still = paid - (await givenBack(tx, orderId));
    if (still < 1) return refuse(`Everything paid for order ${orderId} has been refunded already.`);
    const asked = amount ?? still;
    if (asked < 1 || asked > still) {
      return refuse(
        `A refund is between ₹1 and the ${formatINR(still)} still paid for order ${orderId}.`,
      );
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        id: newId(),
        orderId,
        kind: "operator",
        receipt: operatorReceipt(orderId),
        provider: payment?.provider ?? "razorpay",
        providerPaymentId: order.paymentId,
        amount: asked,
        reason,
        status: "requested",
        requestedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error(`The refund of order ${orderId} was not written.`);
    return { ok: true, refund, created: true, paid };
  });
}

/**
 * Refunds `amount` rupees (default all) of order `orderId` paid online, asks the provider at
 * once, and tells the owner when it is processed; refuses a cash order, an unknown one, an
 * amount above what was paid, and a second refund of another amount.
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  notifier: Pick<Notifier, "notify">,
  orderId: string,
  options: { amount?: number | null; reason?: string | null; now?: Date } = {},
): Promise<OperatorRefund> {
  const now = options.now ?? new Date();
  const written = await writeRefund(db, orderId, {
    amount: options.amount ?? null,
    reason: options.reason ?? null,
    now,
  });
  if (!written.ok || written.refund.status === "processed") return written;
  const after = (await requestRefund(db, provider, written.refund.id, now)) ?? written.refund;
  // The refund stands whether or not the owner could be told.
  if (after.status === "processed") {
    await notifier
      .notify(orderId, "refunded")
      .catch((error: unknown) =>
        console.error(`[notify] refund of order ${orderId}: not sent:`, error),
      );
  }
  return { ...written, refund: after };
}
