/** The browser's calls to the storefront's own checkout handlers (app/api/checkout, app/api/orders). */
import { z } from "@/lib/validations/zod";
import type { Address, PaymentSession } from "@/lib/types";
import { signedPaymentSchema } from "@/lib/validations/checkout";
import { apiRequest } from "./request";

export type SignedPayment = z.output<typeof signedPaymentSchema>;

/** A payment session and, for Razorpay, where its checkout.js loads from. */
export type StartedPayment = PaymentSession & { checkoutUrl?: string };

const paymentAnswer = z
  .object({
    payment: z.object({
      provider: z.enum(["local", "razorpay"]),
      key: z.string(),
      orderId: z.string().min(1),
      amount: z.number(),
      currency: z.literal("INR"),
      checkoutUrl: z.url({ protocol: /^https?$/ }).optional(),
    }),
  })
  .transform((answer): StartedPayment => answer.payment);

const localPayAnswer = z
  .object({ payment: signedPaymentSchema })
  .transform((answer): SignedPayment => answer.payment);

const orderAnswer = z
  .object({ orderId: z.string().nullish(), method: z.enum(["online", "cod"]).optional() })
  .transform((answer) => ({ orderId: answer.orderId ?? null }));

// Checkout pages load zod for their forms anyway, so these answers keep their zod schemas.
const post = <T>(path: `/api/${string}`, schema: z.ZodType<T, unknown>, body?: unknown) =>
  apiRequest(
    path,
    (json) => {
      const parsed = schema.safeParse(json);
      return parsed.success ? parsed.data : undefined;
    },
    { method: "POST", body },
  );

/** What an order is delivered to: the address book's fields the order keeps. */
function shippingOf(address: Address) {
  const { fullName, phoneNumber, alternatephone, address: street, city, state, pin } = address;
  return { fullName, phoneNumber, alternatephone, address: street, city, state, pin };
}

export const checkoutApi = {
  /** Opens a provider order for the server-side cart's total (the browser sends no amount). */
  start: () => post("/api/checkout/start", paymentAnswer),
  /** The local test provider pays, or declines to test the failure path. */
  payLocally: (orderId: string, outcome: "success" | "failure", method: "card" | "upi") =>
    post("/api/checkout/local-pay", localPayAnswer, { orderId, outcome, method }),
  /** Places the order for the server-side cart: paid when `payment` is given, else COD. */
  placeOrder: (address: Address, payment?: SignedPayment) =>
    post("/api/orders", orderAnswer, { address: shippingOf(address), payment }),
};
