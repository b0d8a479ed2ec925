/** Picks the payment provider the configuration names (DESIGN.md §4 PAYMENT_PROVIDER). */
import type { BackendEnv } from "../env";
import { createLocalProvider, localPaymentSecret, type LocalPaymentProvider } from "./local";
import { createRazorpayProvider, type RazorpayPaymentProvider } from "./razorpay";

/** One of the two providers; `name` tells which, so the local-only routes can be wired. */
export type ShopPaymentProvider = LocalPaymentProvider | RazorpayPaymentProvider;

/** The provider for `env`: Razorpay with its keys, or the local one with its kept secret. */
export function paymentProviderFromEnv(env: BackendEnv): ShopPaymentProvider {
  if (env.PAYMENT_PROVIDER === "razorpay") {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = env;
    if (!keyId || !keySecret) {
      throw new Error("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required with razorpay.");
    }
    if (!env.RAZORPAY_WEBHOOK_SECRET) {
      console.warn("RAZORPAY_WEBHOOK_SECRET is not set: /api/payments/webhook refuses every call.");
    }
    return createRazorpayProvider({
      keyId,
      keySecret,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE,
    });
  }
  return createLocalProvider({
    secret: localPaymentSecret(env.DATA_DIR, env.LOCAL_PAYMENT_SECRET),
  });
}
