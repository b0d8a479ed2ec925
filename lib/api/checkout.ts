/** The browser's calls to the storefront's own checkout handlers (app/api/checkout, app/api/orders). */
import { z } from "@/lib/validations/zod";
import { DELIVERY_MODES, SLOT_TYPES } from "@giftshop/shared/delivery-shapes";
import type { DeliveryQuote } from "@/lib/delivery/types";
import type { SubstitutionChoice } from "@giftshop/shared/substitution";
import type { Address, PaymentSession } from "@/lib/types";
import { signedPaymentSchema, type DeliveryLine } from "@/lib/validations/checkout";
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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^\d{2}:\d{2}$/);
const range = z.object({ from: day, to: day });
const timeWindow = z.object({ from: clock, to: clock });
const slotType = z.enum(SLOT_TYPES);
const mode = z.enum(DELIVERY_MODES);
/** What a line's promise and a booked delivery both say of when the gift arrives. */
const promised = {
  mode,
  date: day.optional(),
  slotId: z.string().optional(),
  slotType: slotType.optional(),
  slotLabel: z.string().optional(),
  window: timeWindow.optional(),
  range: range.optional(),
};

const quoteAnswer = z
  .object({
    quote: z
      .object({
        pincode: z.string(),
        cod: z.boolean(),
        ok: z.boolean(),
        deliveryCharge: z.number().nonnegative(),
        // The substitution extension: a backend without it never asks.
        substitution: z.boolean().catch(false),
        lines: z.array(
          z.object({
            productId: z.string(),
            line: z.string().optional(),
            choice: z.object({
              pincode: z.string(),
              date: day.optional(),
              slotId: z.string().optional(),
            }),
            chosen: z.boolean(),
            promise: z
              .object({ ...promised, pincode: z.string().optional(), charge: z.number() })
              .nullable(),
            problem: z.string().nullable(),
          }),
        ),
        deliveries: z.array(
          z.object({
            ...promised,
            key: z.string(),
            charge: z.number().nonnegative(),
            productIds: z.array(z.string()),
          }),
        ),
      })
      .nullable(),
  })
  .transform((answer): DeliveryQuote | null => answer.quote);

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

/**
 * Every line's delivery as the quote made it, explicit: what the pay flow carries. A backend
 * that names lines by product only answers one choice per product (two gift lines of one
 * product then go together).
 */
export function quotedDeliveries(quote: DeliveryQuote): DeliveryLine[] {
  const seen = new Set<string>();
  return quote.lines.flatMap(({ productId, line, choice }) => {
    const key = line ?? productId;
    // A line with no delivery found has a problem, so the quote is not ok and not paid.
    if (!choice || seen.has(key)) return [];
    seen.add(key);
    return [{ productId, ...(line ? { line } : {}), ...choice }];
  });
}

export const checkoutApi = {
  /**
   * The server-side cart as it would be delivered to `pincode` (docs/delivery.md); null where
   * the shop keeps no delivery.
   */
  quote: (pincode: string, choices?: DeliveryLine[], signal?: AbortSignal) =>
    apiRequest(
      "/api/delivery/quote",
      (json) => {
        const parsed = quoteAnswer.safeParse(json);
        return parsed.success ? parsed.data : undefined;
      },
      { method: "POST", body: choices ? { pincode, choices } : { pincode }, signal },
    ),
  /**
   * Opens a provider order for the server-side cart's total (the browser sends no amount),
   * with the deliveries the shopper saw when the shop keeps delivery.
   */
  start: (deliveries?: DeliveryLine[]) =>
    post("/api/checkout/start", paymentAnswer, deliveries ? { deliveries } : {}),
  /** The local test provider pays, or declines to test the failure path. */
  payLocally: (orderId: string, outcome: "success" | "failure", method: "card" | "upi") =>
    post("/api/checkout/local-pay", localPayAnswer, { orderId, outcome, method }),
  /**
   * Places the order for the server-side cart: paid when `payment` is given, else COD; with
   * the deliveries the shopper saw when the shop keeps delivery, and the substitution answer
   * when checkout asked it (docs/after-the-order.md).
   */
  placeOrder: (
    address: Address,
    payment?: SignedPayment,
    deliveries?: DeliveryLine[],
    substitution?: SubstitutionChoice,
  ) =>
    post("/api/orders", orderAnswer, {
      address: shippingOf(address),
      payment,
      ...(deliveries ? { deliveries } : {}),
      ...(substitution ? { substitution } : {}),
    }),
};
