/**
 * Razorpay's webhook: the signature over the raw body is checked before anything is read;
 * each event id is handled once (its row in webhook_events is inserted in the same
 * transaction as the changes it causes); `payment.captured` and `order.paid` mark the
 * payment paid and confirm an order still Pending; `payment.failed` marks an unpaid payment
 * failed. Other events are acknowledged and ignored.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { orders, payments, webhookEvents } from "../../db/schema";
import { fail } from "../../lib/http";
import type { PaymentProvider } from "../../payments/provider";
import { moveOrderStatus, type Tx } from "../orders/order-status";

const BAD_WEBHOOK_SIGNATURE = "Invalid webhook signature.";

const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullish(),
  amount: z.number().int(),
  currency: z.string(),
});

const webhookEvent = z.object({ event: z.string().min(1).max(100), payload: z.unknown() });

/** The payment inside a payment or order event (other events carry other payloads). */
const paymentPayload = z.object({ payment: z.object({ entity: paymentEntity }) });

type PaymentEntity = z.output<typeof paymentEntity>;

export type WebhookOutcome = { duplicate: true } | { duplicate: false; handled: boolean };

async function markPaid(tx: Tx, provider: string, entity: PaymentEntity): Promise<boolean> {
  if (!entity.order_id) return false;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, entity.order_id), eq(payments.provider, provider)))
    .for("update");
  const mismatch =
    !payment ||
    entity.amount !== payment.amount * 100 ||
    entity.currency !== payment.currency ||
    (payment.providerPaymentId !== null && payment.providerPaymentId !== entity.id);
  if (mismatch) {
    console.error(`[payments] webhook payment ${entity.id} does not match a payment; ignored`);
    return false;
  }
  const now = new Date();
  await tx
    .update(payments)
    .set({
      // A payment reconciliation flagged stays flagged until someone deals with it.
      status: payment.status === "needs_review" ? "needs_review" : "paid",
      providerPaymentId: entity.id,
      paidAt: payment.paidAt ?? now,
    })
    .where(eq(payments.id, payment.id));
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.providerOrderId, entity.order_id))
    .limit(1);
  if (order?.status === "Pending") await moveOrderStatus(tx, order.id, "Confirm", now);
  return true;
}

async function markFailed(tx: Tx, provider: string, entity: PaymentEntity): Promise<boolean> {
  if (!entity.order_id) return false;
  const updated = await tx
    .update(payments)
    .set({ status: "failed" })
    .where(
      and(
        eq(payments.providerOrderId, entity.order_id),
        eq(payments.provider, provider),
        // Only a payment nothing has been taken for yet can fail.
        inArray(payments.status, ["created", "failed"]),
      ),
    )
    .returning({ id: payments.id });
  return updated.length > 0;
}

/** Verifies and applies one webhook delivery; a bad signature or body answers 400. */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  delivery: { rawBody: string; signature: string; eventId: string },
): Promise<WebhookOutcome> {
  const { rawBody, signature } = delivery;
  if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
    fail(400, BAD_WEBHOOK_SIGNATURE);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    fail(400, "The webhook body must be valid JSON.");
  }
  const result = webhookEvent.safeParse(parsed);
  if (!result.success) fail(400, "The webhook body is not a Razorpay event.");
  const event = result.data;
  // Razorpay always sends the event id; without one, identical bodies count as one event.
  const eventId =
    delivery.eventId.trim().slice(0, 200) ||
    `body:${createHash("sha256").update(rawBody).digest("hex")}`;

  return db.transaction(async (tx): Promise<WebhookOutcome> => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: eventId, provider: provider.name, type: event.event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { duplicate: true };
    const payload = paymentPayload.safeParse(event.payload);
    if (!payload.success) return { duplicate: false, handled: false };
    const entity = payload.data.payment.entity;
    if (event.event === "payment.captured" || event.event === "order.paid") {
      return { duplicate: false, handled: await markPaid(tx, provider.name, entity) };
    }
    if (event.event === "payment.failed") {
      return { duplicate: false, handled: await markFailed(tx, provider.name, entity) };
    }
    return { duplicate: false, handled: false };
  });
}
