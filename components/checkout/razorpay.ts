/**
 * Razorpay's checkout.js, loaded only when a shopper pays with the Razorpay provider, from the
 * address the server gives with the payment session (Razorpay's own unless a test shop names
 * its stand-in: RAZORPAY_CHECKOUT_URL).
 */
import { signedPaymentSchema } from "@/lib/validations/checkout";
import type { SignedPayment, StartedPayment } from "@/lib/api/checkout";

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
  on: (event: "payment.failed", callback: (response: unknown) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayWindow;
  }
}

let loading: Promise<boolean> | null = null;

/** Adds checkout.js from `src` to the page once; resolves false when it could not be loaded. */
export function loadRazorpay(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
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
 * here; the server verifies the signature), `onFailed` runs for each failed attempt (the window
 * stays open for another), `onDismiss` when the shopper closes it.
 */
export function openRazorpay(
  session: StartedPayment,
  handlers: {
    prefill?: { name: string; contact: string };
    onPaid: (payment: SignedPayment) => void;
    onFailed: () => void;
    onDismiss: () => void;
    onInvalid: () => void;
  },
): boolean {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return false;
  const checkout = new Razorpay({
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
  });
  checkout.on("payment.failed", () => handlers.onFailed());
  checkout.open();
  return true;
}
