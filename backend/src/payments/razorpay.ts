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
  type ProviderRefund,
} from "./provider";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Set in the Razorpay dashboard for the webhook; without it every webhook is refused. */
  webhookSecret?: string;
  /** Where Razorpay's API answers: Razorpay's own unless a test points it at a stand-in. */
  apiBase?: string;
}

/** Razorpay's API, where the official package sends every call. */
const RAZORPAY_API_BASE = "https://api.razorpay.com";

export interface RazorpayPaymentProvider extends PaymentProvider {
  name: "razorpay";
}

/** The part of Razorpay's order answer the backend relies on. */
const razorpayOrder = z.object({
  id: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  currency: z.literal("INR"),
});

/** The part of Razorpay's refund entity the backend relies on. */
const razorpayRefund = z.object({
  id: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  receipt: z.string().nullish(),
  status: z.enum(["pending", "processed", "failed"]),
});

/** A payment's refunds (`GET /v1/payments/:id/refunds`). */
const razorpayRefunds = z.object({ items: z.array(razorpayRefund) });

const refundOf = (refund: z.output<typeof razorpayRefund>): ProviderRefund => ({
  id: refund.id,
  amountPaise: refund.amount,
  status: refund.status === "pending" ? "requested" : refund.status,
});

/** The Razorpay provider for the account of `keyId`. */
export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
  apiBase = RAZORPAY_API_BASE,
}: RazorpayOptions): RazorpayPaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  if (apiBase !== RAZORPAY_API_BASE) pointAt(client, apiBase);
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
    // The package sends no X-Refund-Idempotency header, so the receipt is the idempotency: a
    // refund already made under it (an answer lost on the way back) is found, not made again.
    refund: async ({ paymentId, amountRupees, receipt }) => {
      const made = razorpayRefunds
        .parse(await client.payments.fetchMultipleRefund(paymentId, { count: 100 }))
        .items.find((refund) => refund.receipt === receipt && refund.status !== "failed");
      if (made) return refundOf(made);
      return refundOf(
        razorpayRefund.parse(
          await client.payments.refund(paymentId, {
            amount: rupeesToPaise(amountRupees),
            speed: "normal",
            receipt,
          }),
        ),
      );
    },
  };
}

/**
 * Sends `client`'s calls to `apiBase`. The package takes no host option: it fixes Razorpay's
 * host on the axios instance it keeps (`api.rq`), so that instance's base URL is changed, and a
 * package that no longer keeps one stops the start-up instead of calling Razorpay itself.
 */
function pointAt(client: Razorpay, apiBase: string) {
  const api = client.api as unknown as { rq?: { defaults?: { baseURL?: string } } };
  if (!api.rq?.defaults) {
    throw new Error("This razorpay package cannot be pointed at RAZORPAY_API_BASE.");
  }
  api.rq.defaults.baseURL = apiBase;
}
