import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { StorefrontEnv } from "@/lib/env";
import type { PlaceOrderRequest } from "@/lib/validations/checkout";

/** Razorpay's own checkout.js, unless RAZORPAY_CHECKOUT_URL names a test stand-in. */
const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** Where the browser loads checkout.js from. */
export function checkoutScriptUrl(config: Pick<StorefrontEnv, "RAZORPAY_CHECKOUT_URL">): string {
  return config.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_CHECKOUT_SCRIPT;
}

type SignedPayment = NonNullable<PlaceOrderRequest["payment"]>;

/** The Razorpay account the storefront can check payments with: both keys, or none. */
export interface RazorpayAccount {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

/** The account when the storefront holds its key secret; null leaves checks to the backend. */
export function razorpayAccount(
  config: Pick<StorefrontEnv, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_API_BASE">,
): RazorpayAccount | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
  if (!keyId || !keySecret) return null;
  return { keyId, keySecret, apiBase: config.RAZORPAY_API_BASE };
}

/** Why a payment was refused; `unreachable` may be retried, the others may not. */
type PaymentRefusal =
  | "signature"
  | "unknown-payment"
  | "not-captured"
  | "other-order"
  | "currency"
  | "amount"
  | "unreachable";

export type PaymentCheck = { ok: true } | { ok: false; reason: PaymentRefusal };

/** The part of Razorpay's payment entity (GET /v1/payments/{id}) the check reads. */
const razorpayPayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullish(),
});

function signatureMatches(account: RazorpayAccount, payment: SignedPayment): boolean {
  const expected = createHmac("sha256", account.keySecret)
    .update(`${payment.razorpay_order_id}|${payment.razorpay_payment_id}`, "utf8")
    .digest("hex");
  const given = Buffer.from(payment.razorpay_signature.toLowerCase(), "utf8");
  const wanted = Buffer.from(expected, "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Checks a payment Razorpay's window handed to the browser before its order is placed: the
 * signature (HMAC-SHA256 of `order_id|payment_id` with the key secret), then Razorpay's own
 * record of the payment: taken (captured or authorized), for that order, in rupees, and for
 * exactly `amountPaise`, the server-side cart's total.
 */
export async function checkRazorpayPayment(
  account: RazorpayAccount,
  payment: SignedPayment,
  amountPaise: number,
  { timeoutMs = 8000 }: { timeoutMs?: number } = {},
): Promise<PaymentCheck> {
  if (!signatureMatches(account, payment)) return { ok: false, reason: "signature" };
  const auth = Buffer.from(`${account.keyId}:${account.keySecret}`, "utf8").toString("base64");
  let response: Response;
  try {
    response = await fetch(
      `${account.apiBase}/v1/payments/${encodeURIComponent(payment.razorpay_payment_id)}`,
      {
        headers: { authorization: `Basic ${auth}`, accept: "application/json" },
        cache: "no-store",
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
  } catch {
    return { ok: false, reason: "unreachable" };
  }
  // Razorpay answers 400 (BAD_REQUEST_ERROR) or 404 for an id it does not know.
  if (response.status === 400 || response.status === 404) {
    return { ok: false, reason: "unknown-payment" };
  }
  if (!response.ok) return { ok: false, reason: "unreachable" };
  const parsed = razorpayPayment.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, reason: "unreachable" };
  if (parsed.data.id !== payment.razorpay_payment_id) {
    return { ok: false, reason: "unknown-payment" };
  }
  const found = parsed.data;
  if (found.status !== "captured" && found.status !== "authorized") {
    return { ok: false, reason: "not-captured" };
  }
  if (found.order_id !== payment.razorpay_order_id) return { ok: false, reason: "other-order" };
  if (found.currency !== "INR") return { ok: false, reason: "currency" };
  if (found.amount !== amountPaise) return { ok: false, reason: "amount" };
  return { ok: true };
}
