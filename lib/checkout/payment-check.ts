import "server-only";
import { fetchPaymentSetup } from "@/lib/backend/orders";
import { Refusal } from "@/lib/bff/answers";
import { env } from "@/lib/env";
import { ONLINE_PAYMENT_UNAVAILABLE } from "@/lib/validations/checkout";
import { razorpayAccount, type RazorpayAccount } from "./razorpay";

/**
 * Who checks an online payment before its order is placed: the storefront, with Razorpay,
 * when it holds the key secret of the account the backend opens payments in; else the backend,
 * when it says it does (`verifiesPayments` on getkey). A backend that checks nothing (the
 * shop's original places any order it is sent: docs/original-backend.md) and a storefront
 * without the secret leave no one, and then no online payment is taken at all.
 */
export type PaymentChecker = { by: "storefront"; account: RazorpayAccount } | { by: "backend" };

let warned = false;

/** The checker of this shop's online payments; a 503 refusal when there is none. */
export async function paymentChecker(): Promise<PaymentChecker> {
  const account = razorpayAccount(env());
  const backend = await fetchPaymentSetup();
  if (account && backend.key === account.keyId) return { by: "storefront", account };
  if (backend.verifiesPayments) return { by: "backend" };
  if (!warned) {
    warned = true;
    console.error(
      `[payments] online payments are refused: the backend does not say it verifies payments ` +
        `and the storefront cannot. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to the account ` +
        `whose key the backend's /api/getkey names (${backend.key}).`,
    );
  }
  throw new Refusal(503, ONLINE_PAYMENT_UNAVAILABLE);
}

/**
 * At a production start: a storefront that cannot check payments, on a backend that answers
 * without saying it does, refuses to start, naming the setting. A backend that cannot be asked
 * yet is let through with a warning: the check before each payment still refuses then.
 */
export async function refuseUncheckedPaymentsAtStart(): Promise<void> {
  if (razorpayAccount(env())) return;
  let setup: Awaited<ReturnType<typeof fetchPaymentSetup>>;
  try {
    setup = await fetchPaymentSetup();
  } catch (error) {
    console.warn(
      `[payments] could not ask the backend whether it verifies payments (${String(error)}); ` +
        `online payments are refused until one side can.`,
    );
    return;
  }
  if (setup.verifiesPayments) return;
  throw new Error(
    "RAZORPAY_KEY_SECRET is required: the backend does not say it verifies payments, so the " +
      "storefront must check each one. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to the " +
      `account whose key the backend's /api/getkey names (${setup.key}).`,
  );
}
