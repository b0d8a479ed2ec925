/**
 * Refunds of online orders (docs/after-the-order.md): a cancelled order's, and the difference of
 * a delivery moved to a cheaper slot. The refund row is written with the change that owes it,
 * in its transaction; the provider is asked
 * after it commits, never inside a transaction holding the order. A request the provider
 * refused or never answered is left `failed` (or `requested` without a provider id) and asked
 * again by reconciliation; the provider answers a refund already made under the row's
 * receipt instead of making another, so asking again never pays back twice.
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { refunds, type RefundStatus } from "../db/schema";
import type { Notifier } from "../notify/notifier";
import { rupeesToPaise, type PaymentProvider } from "./provider";

/** The provider's reference for an order's cancellation refund (40 characters at most). */
export const cancelReceipt = (orderId: string) => `refund_${orderId}`;

/** The provider's reference for the refund of a moved delivery's difference. */
export const moveReceipt = (refundId: string) => `move_${refundId}`;

/** The provider's reference for an operator's refund of an order (one per order). */
export const operatorReceipt = (orderId: string) => `operator_${orderId}`;

/**
 * Rupees already given back for order `orderId`, whatever the refunds' kinds and states: what a
 * new refund must leave out, read inside the transaction holding the order's row lock.
 */
export async function givenBack(tx: Pick<Db, "select">, orderId: string): Promise<number> {
  const [given] = await tx
    .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return given?.amount ?? 0;
}

/** How long a request may be in flight before reconciliation asks the provider again. */
export const REFUND_RETRY_AFTER_MS = 2 * 60 * 1000;

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Asks the provider for refund `refundId` (or for its state, when it has been made) and keeps
 * the answer. Only one caller at a time asks: the row is claimed by counting the attempt up
 * from the count read, so a concurrent retry finds it changed and leaves it. Returns the row
 * after.
 */
export async function requestRefund(
  db: Db,
  provider: PaymentProvider,
  refundId: string,
  now: Date = new Date(),
): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row || row.status === "processed") return row ?? null;
  const [claimed] = await db
    .update(refunds)
    .set({ attempts: row.attempts + 1, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.attempts, row.attempts)))
    .returning();
  if (!claimed) return row;
  let change: Partial<RefundRow>;
  if (claimed.provider !== provider.name) {
    change = {
      status: "failed",
      failure: `Paid through ${claimed.provider}, but the backend now runs ${provider.name}.`,
    };
  } else {
    try {
      const made = await provider.refund({
        paymentId: claimed.providerPaymentId,
        amountRupees: claimed.amount,
        receipt: claimed.receipt,
      });
      const status: RefundStatus =
        made.amountPaise === rupeesToPaise(claimed.amount) ? made.status : "failed";
      change = {
        status,
        providerRefundId: made.id,
        failure:
          status !== made.status
            ? `The provider refunded ${made.amountPaise} paise of ${rupeesToPaise(claimed.amount)}.`
            : status === "failed"
              ? "The provider reports the refund failed."
              : null,
        processedAt: status === "processed" ? now : null,
      };
    } catch (error) {
      console.error(`[payments] refund of order ${claimed.orderId} failed:`, error);
      change = { status: "failed", failure: describe(error) };
    }
  }
  const [after] = await db
    .update(refunds)
    .set({ ...change, updatedAt: now })
    .where(eq(refunds.id, refundId))
    .returning();
  return after ?? null;
}

/** A provider's error in one line (Razorpay's error body, or the error's message). */
function describe(error: unknown): string {
  const razorpay = (error as { error?: { description?: unknown } } | null)?.error?.description;
  if (typeof razorpay === "string") return razorpay.slice(0, 500);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Asks again for every refund not yet processed whose last request is older than
 * REFUND_RETRY_AFTER_MS: failed ones, ones whose request never came back, and ones the
 * provider is still processing (their state is read again). Returns the rows after, and
 * those that became processed in this round.
 */
export async function retryRefunds(
  db: Db,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<{ rows: RefundRow[]; processed: RefundRow[] }> {
  const before = new Date(now.getTime() - REFUND_RETRY_AFTER_MS);
  const due = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.status, ["requested", "failed"]), lte(refunds.updatedAt, before)))
    .orderBy(refunds.requestedAt);
  const rows: RefundRow[] = [];
  const processed: RefundRow[] = [];
  for (const { id } of due) {
    const after = await requestRefund(db, provider, id, now);
    if (!after) continue;
    rows.push(after);
    if (after.status === "processed") processed.push(after);
  }
  return { rows, processed };
}

/** The refunds still waiting: not processed, oldest first (the reconcile CLI lists them). */
export function refundsOutstanding(db: Db) {
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.status, ["requested", "failed"]))
    .orderBy(refunds.requestedAt);
}

/**
 * Tells the owner of each processed refund of a cancellation, or an operator's, that it is
 * processed (docs/after-the-order.md "Order updates"), on their channels, once. A moved
 * delivery's difference is not told again: its mail already said it goes back. A message that
 * fails is logged: the refund stands whether or not it is told, and the next round's notifier
 * finds it unsent only if it failed.
 */
export async function tellRefundsProcessed(
  notifier: Pick<Notifier, "notify">,
  processed: Pick<RefundRow, "orderId" | "kind">[],
) {
  for (const refund of processed) {
    if (refund.kind === "delivery-move") continue;
    await notifier
      .notify(refund.orderId, "refunded")
      .catch((error: unknown) =>
        console.error(`[notify] refund of order ${refund.orderId}: not sent:`, error),
      );
  }
}
