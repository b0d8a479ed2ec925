/**
 * The payment provider interface (DESIGN.md §3 "Checkout and payment"): the reference backend
 * talks to Razorpay or to the offline local provider through it, and both sign exactly as
 * Razorpay does, so the checkout and order code never asks which one it has.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

type ProviderName = "local" | "razorpay";

/** A provider order, the way Razorpay describes one: the amount in paise. */
interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: "INR";
}

/** Where a refund stands at the provider (Razorpay's `pending` is `requested` here). */
type ProviderRefundStatus = "requested" | "processed" | "failed";

/** A refund, the way the provider describes it: the amount in paise. */
export interface ProviderRefund {
  id: string;
  amountPaise: number;
  status: ProviderRefundStatus;
}

/** What a refund asks for: all of payment `paymentId`, tagged with the shop's `receipt`. */
interface RefundRequest {
  paymentId: string;
  amountRupees: number;
  /** The shop's reference for this refund, one per order: a retry finds the refund it made. */
  receipt: string;
}

export interface PaymentProvider {
  name: ProviderName;
  /** The public key the storefront's payment window needs (`GET /api/getkey`). */
  keyId: string;
  /** Creates an order at the provider for `amountRupees` whole rupees. */
  createOrder(input: { amountRupees: number; receipt: string }): Promise<ProviderOrder>;
  /** True when `signature` is the provider's signature of `orderId|paymentId`. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Refunds `amountRupees` of a taken payment, or answers the refund already made under
   * `receipt` (not a failed one) with its state now, so asking again never refunds twice.
   * Throws when the provider refuses or cannot be reached.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** True when `signature` (the X-Razorpay-Signature header) signs `rawBody`. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** HMAC-SHA256 of `data` keyed with `secret`, in lower-case hex (Razorpay's signature form). */
export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data, "utf8").digest("hex");
}

/** Compares two strings in constant time for equal lengths; any difference is false. */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks `signature` against HMAC-SHA256(`secret`, `data`) without leaking timing. */
export function verifyHmac(secret: string, data: string, signature: string): boolean {
  return safeEqual(hmacSha256Hex(secret, data), signature);
}

/** The payload Razorpay signs for a payment made against an order. */
export const paymentSignaturePayload = (orderId: string, paymentId: string) =>
  `${orderId}|${paymentId}`;

/** Whole rupees to paise, the unit providers count in. */
export const rupeesToPaise = (rupees: number) => rupees * 100;
