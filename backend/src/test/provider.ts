/** The payment provider's side in tests: Razorpay webhook deliveries, signed as it signs them. */
import { hmacSha256Hex } from "../payments/provider";
import { TEST_PAYMENT_SECRET, type TestApp } from "./test-app";

export interface WebhookDelivery {
  raw: string;
  headers: Record<string, string>;
}

/** A webhook delivery of `event` about payment `entity`, signed with `secret`. */
export function webhook(
  event: string,
  entity: Record<string, unknown>,
  { eventId, secret = TEST_PAYMENT_SECRET }: { eventId: string; secret?: string },
): WebhookDelivery {
  const raw = JSON.stringify({
    entity: "event",
    event,
    contains: ["payment"],
    payload: { payment: { entity } },
    created_at: 1767225600,
  });
  return {
    raw,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacSha256Hex(secret, raw),
      "x-razorpay-event-id": eventId,
    },
  };
}

/** A captured payment as Razorpay describes it in a webhook. */
export const capturedPayment = (orderId: string, paymentId: string, amountPaise: number) => ({
  id: paymentId,
  entity: "payment",
  amount: amountPaise,
  currency: "INR",
  status: "captured",
  order_id: orderId,
  method: "upi",
});

/**
 * A signed `payment.captured` delivery: payment `paymentId` of provider order `orderId` took
 * `amountPaise`; the event id is made from the payment id unless given.
 */
export const capturedWebhook = (
  orderId: string,
  paymentId: string,
  amountPaise: number,
  eventId = `evt_${paymentId}`,
) => webhook("payment.captured", capturedPayment(orderId, paymentId, amountPaise), { eventId });

/** POSTs `delivery` to the app's webhook endpoint. */
export const deliverWebhook = (t: TestApp, delivery: WebhookDelivery) =>
  t.send("POST", "/api/payments/webhook", { body: delivery.raw, headers: delivery.headers });
