/**
 * The default payment provider: offline, for development and tests. It makes provider orders
 * and signs payments with a local secret exactly as Razorpay signs its own (HMAC-SHA256 hex of
 * `order_id|payment_id`), so everything after the payment window is the same code as with
 * Razorpay. `pay` stands in for the shopper paying (or being declined) in that window.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  hmacSha256Hex,
  paymentSignaturePayload,
  rupeesToPaise,
  verifyHmac,
  type PaymentProvider,
  type ProviderRefund,
} from "./provider";

/** The public key of the local provider; it opens nothing, so it need not be secret. */
export const LOCAL_KEY_ID = "rzp_local_offline";

/** What Razorpay's checkout hands the page after a successful payment. */
interface SignedPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay's error object for a failed payment (`payment.failed`), as the local page sees it. */
interface DeclinedPayment {
  code: "BAD_REQUEST_ERROR";
  description: string;
  source: "bank";
  step: "payment_authorization";
  reason: "payment_failed";
  metadata: { order_id: string; payment_id: string };
}

type LocalPayResult = { ok: true; payment: SignedPayment } | { ok: false; error: DeclinedPayment };

export interface LocalPaymentProvider extends PaymentProvider {
  name: "local";
  /** Pays (or declines) the provider order `orderId`, as the shopper would in the window. */
  pay(orderId: string, outcome: "success" | "failure", method: "card" | "upi"): LocalPayResult;
  /** What the window handed over when payment `paymentId` of `orderId` was taken. */
  signed(orderId: string, paymentId: string): SignedPayment;
}

export const DECLINED_DESCRIPTION = "Payment declined by the bank (simulated).";

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** The local provider signing with `secret` (32+ characters). */
export function createLocalProvider({ secret }: { secret: string }): LocalPaymentProvider {
  if (secret.length < 32) throw new Error("The local payment secret must be 32+ characters.");
  // The local provider takes no money, so a refund gives none back: it is processed at once,
  // and kept by receipt so that asking again answers the same refund.
  const refunds = new Map<string, ProviderRefund>();
  const signed = (orderId: string, paymentId: string): SignedPayment => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacSha256Hex(secret, paymentSignaturePayload(orderId, paymentId)),
  });
  return {
    name: "local",
    keyId: LOCAL_KEY_ID,
    createOrder: async ({ amountRupees }) => ({
      id: `order_local_${hex(8)}`,
      amountPaise: rupeesToPaise(amountRupees),
      currency: "INR",
    }),
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      verifyHmac(secret, paymentSignaturePayload(orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => verifyHmac(secret, rawBody, signature),
    refund: async ({ paymentId, amountRupees, receipt }) => {
      if (!paymentId.startsWith("pay_local_")) {
        throw new Error(`The local provider took no payment ${paymentId}.`);
      }
      const made = refunds.get(receipt) ?? {
        id: `rfnd_local_${hex(7)}`,
        amountPaise: rupeesToPaise(amountRupees),
        status: "processed" as const,
      };
      refunds.set(receipt, made);
      return made;
    },
    // The method changes nothing here; it is accepted so the page's Card/UPI choice is real.
    pay: (orderId, outcome) => {
      const paymentId = `pay_local_${hex(8)}`;
      if (outcome === "failure") {
        return {
          ok: false,
          error: {
            code: "BAD_REQUEST_ERROR",
            description: DECLINED_DESCRIPTION,
            source: "bank",
            step: "payment_authorization",
            reason: "payment_failed",
            metadata: { order_id: orderId, payment_id: paymentId },
          },
        };
      }
      return { ok: true, payment: signed(orderId, paymentId) };
    },
    signed,
  };
}

/**
 * The local signing secret: `fromEnv` (LOCAL_PAYMENT_SECRET) when set; otherwise generated once
 * into `dataDir/local-payment-secret` (mode 0600), so signatures survive restarts.
 */
export function localPaymentSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "local-payment-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": only the first process creates it; a racing one reads what the first wrote.
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Not `instanceof Error`: errors from node's fs may come from another realm (jest's vm).
    const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
    if (code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
