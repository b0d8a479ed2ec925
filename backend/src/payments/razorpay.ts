/**
 * The Razorpay provider: orders through the official `razorpay` package (amounts in paise,
 * receipts unique), signatures checked as Razorpay's docs describe: HMAC-SHA256 hex of
 * `order_id|payment_id` with the key secret for a payment, and of the raw request body with
 * the webhook secret for a webhook.
 */
import Razorpay from "razorpay";
import { z } from "zod";
import {
  paymentSignaturePayload,
  rupeesToPaise,
  verifyHmac,
  type PaymentProvider,
} from "./provider";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Set in the Razorpay dashboard for the webhook; without it every webhook is refused. */
  webhookSecret?: string;
}

export interface RazorpayPaymentProvider extends PaymentProvider {
  name: "razorpay";
}

/** The part of Razorpay's order answer the backend relies on. */
const razorpayOrder = z.object({
  id: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  currency: z.literal("INR"),
});

/** The Razorpay provider for the account of `keyId`. */
export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
}: RazorpayOptions): RazorpayPaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    name: "razorpay",
    keyId,
    createOrder: async ({ amountRupees, receipt }) => {
      const order = razorpayOrder.parse(
        await client.orders.create({
          amount: rupeesToPaise(amountRupees),
          currency: "INR",
          receipt,
        }),
      );
      return { id: order.id, amountPaise: order.amount, currency: order.currency };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      verifyHmac(keySecret, paymentSignaturePayload(orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      webhookSecret ? verifyHmac(webhookSecret, rawBody, signature) : false,
  };
}
