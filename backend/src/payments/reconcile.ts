/**
 * Reconciliation: money the payment provider has taken but no order was made for. A crash,
 * a lost connection or a closed tab between the payment and place-order leaves such a
 * payment `captured` (or `paid` by Razorpay's webhook) with no order. Once it has waited
 * longer than a shopper's retry would take, it is marked `needs_review` and logged, so
 * someone refunds it or places the order by hand; nothing is refunded automatically.
 * Runs when the backend starts, every few minutes after, and as `npm run payments:reconcile`.
 */
import { and, eq, exists, inArray, lte, not } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, payments, type PaymentStatus } from "../db/schema";

/** How often a running backend reconciles. */
export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;

/** Statuses of a payment whose money the provider holds. */
const TAKEN: PaymentStatus[] = ["captured", "paid"];

export interface FlaggedPayment {
  provider: string;
  providerOrderId: string;
  providerPaymentId: string | null;
  userId: string | null;
  /** Whole rupees. */
  amount: number;
  paidAt: Date | null;
}

/**
 * Marks every payment taken more than `graceSeconds` ago that has no order `needs_review`,
 * logging one line each; returns them. Each is re-checked under the payment's row lock, the
 * lock place-order takes, so an order being saved at that moment is never flagged.
 */
export async function reconcilePayments(
  db: Db,
  {
    graceSeconds,
    now = new Date(),
    log = console.warn,
  }: { graceSeconds: number; now?: Date; log?: (line: string) => void },
): Promise<FlaggedPayment[]> {
  const takenBefore = new Date(now.getTime() - graceSeconds * 1000);
  const orderFor = db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.providerOrderId, payments.providerOrderId));
  const candidates = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, TAKEN),
        lte(payments.paidAt, takenBefore),
        not(exists(orderFor)),
      ),
    );

  const flagged: FlaggedPayment[] = [];
  for (const { id } of candidates) {
    const payment = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
      if (!row || !TAKEN.includes(row.status)) return null;
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.providerOrderId, row.providerOrderId))
        .limit(1);
      if (order) return null;
      await tx.update(payments).set({ status: "needs_review" }).where(eq(payments.id, id));
      return row;
    });
    if (!payment) continue;
    flagged.push({
      provider: payment.provider,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      userId: payment.userId,
      amount: payment.amount,
      paidAt: payment.paidAt,
    });
    log(
      `[payments] reconcile: ${payment.provider} payment ${payment.providerPaymentId ?? "(no id)"} ` +
        `for provider order ${payment.providerOrderId} (₹${payment.amount}, user ` +
        `${payment.userId ?? "unknown"}) was taken at ${payment.paidAt?.toISOString() ?? "?"} ` +
        "and has no order: marked needs_review (refund it or place the order by hand)",
    );
  }
  return flagged;
}

/** The payments still waiting for someone to refund them or place their order. */
export async function paymentsNeedingReview(db: Db) {
  return db
    .select({
      provider: payments.provider,
      providerOrderId: payments.providerOrderId,
      providerPaymentId: payments.providerPaymentId,
      userId: payments.userId,
      amount: payments.amount,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.status, "needs_review"))
    .orderBy(payments.paidAt);
}
