/**
 * Cancelling an order (docs/after-the-order.md): which orders a shopper may cancel, and the
 * refund a cancelled online order carries, as the reference backend sends it in the owner's
 * view of an order and the storefront reads it.
 */
import { z } from "zod";
import { formatINR } from "./money";

/** Statuses an order may still be cancelled from: it has not left the shop. */
export const CANCELLABLE_STATUSES = ["Pending", "Confirm"] as const;

/** True when an order that is `status` has not been dispatched and may be cancelled. */
export const isCancellable = (status: string) =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status);

export const REFUND_STATUSES = ["requested", "processed", "failed"] as const;

/** A cancelled online order's refund: the whole amount paid, in rupees. */
export const orderRefundSchema = z.object({
  /** Whole rupees: everything the shopper paid, delivery included. */
  amount: z.number().int().nonnegative(),
  status: z.enum(REFUND_STATUSES),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});

export type OrderRefund = z.output<typeof orderRefundSchema>;

/** How long a refund takes to reach the shopper once processed (Razorpay's normal speed). */
export const REFUND_DAYS = "5–7 working days";

/**
 * The refund as the order page and the mails word it: the headline, and what happens next.
 * A failed request is the shop's to retry: the shopper is told it is still on its way.
 */
export function refundWords(refund: OrderRefund, testPayment = false) {
  const amount = formatINR(refund.amount);
  const headline = `Refund of ${amount} ${refund.status === "processed" ? "processed" : "initiated"}`;
  if (testPayment) {
    return {
      headline,
      detail: "This was a test payment: no money was taken, so none is sent back.",
    };
  }
  const where = "It goes back to the card, UPI or bank account you paid with";
  const detail = {
    processed: `${where} and usually shows there within ${REFUND_DAYS}.`,
    requested: `${where}; we will mail you when it is processed, usually within ${REFUND_DAYS}.`,
    failed: `${where}. The payment provider has not taken the request yet: we are asking again, and will mail you when it is processed.`,
  }[refund.status];
  return { headline, detail };
}
