/** Razorpay's checkout.js, loaded only when a shopper pays with the Razorpay provider. */
import { signedPaymentSchema } from "@/lib/validations/checkout";
import type { PaymentSession } from "@/lib/types";
import type { SignedPayment } from "./checkout-api";

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** The part of checkout.js's options this shop uses. */
interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: "INR";
  name: string;
  description?: string;
  prefill?: { name?: string; contact?: string };
  theme?: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayWindow {
  open: () => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayWindow;
  }
}

let loading: Promise<boolean> | null = null;

/** Adds checkout.js to the page once; resolves false when it could not be loaded. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  }).then((loaded) => {
    // A failed load may be retried on the next click.
    if (!loaded) loading = null;
    return loaded;
  });
  return loading;
}

/**
 * Opens Razorpay's window for `session`. `onPaid` gets the signed result (checked for shape
 * here; the backend verifies the signature), `onDismiss` runs when the shopper closes it.
 */
export function openRazorpay(
  session: PaymentSession,
  handlers: {
    prefill?: { name: string; contact: string };
    onPaid: (payment: SignedPayment) => void;
    onDismiss: () => void;
    onInvalid: () => void;
  },
): boolean {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return false;
  new Razorpay({
    key: session.key,
    order_id: session.orderId,
    amount: session.amount * 100,
    currency: "INR",
    name: "Uphaar",
    description: "Gift order",
    prefill: handlers.prefill,
    theme: { color: "#7629c4" },
    handler: (response) => {
      const parsed = signedPaymentSchema.safeParse(response);
      if (parsed.success) handlers.onPaid(parsed.data);
      else handlers.onInvalid();
    },
    modal: { ondismiss: handlers.onDismiss },
  }).open();
  return true;
}
