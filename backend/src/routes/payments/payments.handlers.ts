/**
 * Payment (docs/contract.md, Orders, Payments): the provider's public key, checkout (a provider
 * order for exactly the caller's server-side cart total, plus in full mode the delivery charge
 * of the deliveries it holds places for: docs/delivery.md), the local provider's stand-in for
 * the payment window, and Razorpay's webhook.
 */
import type { Handler } from "hono";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { formatINR } from "@giftshop/shared/money";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { payments, type PaymentStatus } from "../../db/schema";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { newId } from "../../lib/ids";
import type { ShopPaymentProvider } from "../../payments/from-env";
import type { LocalPaymentProvider } from "../../payments/local";
import { rupeesToPaise } from "../../payments/provider";
import { holdQuote } from "../../delivery/book";
import type { Clock } from "../../delivery/clock";
import { pincodeSchema } from "../../delivery/choice";
import { refuseProblems } from "../../delivery/quote";
import { linePrice, readCartLines, refuseGoneVariants } from "../cart/cart-lines";
import { choicesSchema, quoteCart } from "../delivery/quote.handlers";
import { PAYMENT_NOT_FOUND } from "../orders/place-order";
import { MAX_ORDER_RUPEES } from "../orders/place-order-body";
import { handleWebhook } from "./webhook";
import type { ProfileFeatures } from "../../profile";

const PAYMENT_INIT_FAILED = "Payment failed to initialize.";
const ALREADY_PAID = "This order is already paid.";

/** A provider order can be paid while nothing has been taken for it yet. */
const PAYABLE: PaymentStatus[] = ["created", "failed"];

const amountMessage = `amount must be a whole number of rupees from 1 to ${formatINR(MAX_ORDER_RUPEES)}`;
const checkoutBody = z.object({
  amount: z
    .number({ message: amountMessage })
    .int({ message: amountMessage })
    .min(1, { message: amountMessage })
    .max(MAX_ORDER_RUPEES, { message: amountMessage }),
});
/** Full mode: the address's pincode and the chosen deliveries, to quote and hold. */
const checkoutWithDeliveryBody = checkoutBody.extend({
  delivery: z
    .object(
      { pincode: pincodeSchema, choices: choicesSchema.optional().default([]) },
      { message: "delivery must be { pincode, choices }" },
    )
    .optional(),
});

const providerOrderId = z
  .string({ message: "order_id is required" })
  .max(100, { message: "order_id is too long" })
  .regex(/^order_[A-Za-z0-9_]+$/, { message: "order_id must look like order_…" });

const localPayBody = z.object({
  order_id: providerOrderId,
  outcome: z.enum(["success", "failure"], { message: "outcome must be success or failure" }),
  method: z.enum(["card", "upi"], { message: "method must be card or upi" }),
});

/** What the payment handlers work with. */
export interface PaymentDeps {
  db: Db;
  provider: ShopPaymentProvider;
  /** The instant deliveries are judged by (delivery/clock.ts). */
  clock: Clock;
  /** What the profile answers (profile.ts): the key's answer, checkout's deliveries. */
  features: ProfileFeatures;
}

/**
 * GET /getkey: the provider's public key; outside contract mode, `provider` names it and
 * `verifiesPayments` says that place-order checks every payment (signature, amount, the
 * provider's record), so a storefront without the key secret may leave the check here.
 */
export const getKey =
  ({ provider, features }: PaymentDeps): Handler =>
  (c) =>
    c.json(
      features.answers.paymentKey === "spec"
        ? { success: true, key: provider.keyId }
        : { success: true, key: provider.keyId, provider: provider.name, verifiesPayments: true },
    );

/**
 * POST /checkout: a provider order for exactly the caller's cart total (plus the delivery
 * charge when deliveries are sent), recorded as `created`, with one place held per hand
 * delivery for HOLD_MINUTES. A delivery that cannot be had is refused before any provider
 * order exists; one whose place went while the order was made is refused with nothing held.
 */
export const checkout =
  ({ db, provider, clock, features }: PaymentDeps): Handler<AuthedEnv> =>
  async (c) => {
    // Without deliveries (contract mode) a plain §7 checkout ignores the key.
    const { amount, delivery }: z.output<typeof checkoutWithDeliveryBody> = await jsonBody(
      c,
      features.requests.orderDeliveries ? checkoutWithDeliveryBody : checkoutBody,
    );
    const userId = c.var.user.id;
    const now = clock();
    const { quote, cart } = delivery
      ? await quoteCart(db, { userId, ...delivery, now })
      : { quote: null, cart: await readCartLines(db, userId) };
    if (cart.length === 0) fail(409, "Your cart is empty. Add something before paying.");
    refuseGoneVariants(cart);
    if (quote) refuseProblems(quote);
    // Each line at its variant's price (docs/gifting.md), as place-order will price it.
    const lines = cart.reduce((sum, line) => sum + linePrice(line) * line.quantity, 0);
    const charge = quote?.deliveryCharge ?? 0;
    const total = lines + charge;
    if (amount !== total) {
      const what =
        charge > 0
          ? `your cart total with delivery (${formatINR(lines)} + ${formatINR(charge)} = ${formatINR(total)})`
          : `your cart total (${formatINR(total)})`;
      fail(
        409,
        `The amount (${formatINR(amount)}) does not match ${what}. ` +
          "Please review your cart and try again.",
      );
    }
    // Razorpay wants a receipt unique per account, at most 40 characters.
    const receipt = `rcpt_${newId()}`;
    let order: Awaited<ReturnType<ShopPaymentProvider["createOrder"]>>;
    try {
      order = await provider.createOrder({ amountRupees: total, receipt });
    } catch (error) {
      console.error(`[payments] ${provider.name} order for user ${userId} failed:`, error);
      fail(502, PAYMENT_INIT_FAILED);
    }
    if (order.amountPaise !== rupeesToPaise(total)) {
      console.error(
        `[payments] ${provider.name} order ${order.id} has amount ${order.amountPaise}`,
      );
      fail(502, PAYMENT_INIT_FAILED);
    }
    await db.transaction(async (tx) => {
      if (quote) await holdQuote(tx, { quote, userId, providerOrderId: order.id, now });
      await tx.insert(payments).values({
        id: newId(),
        provider: provider.name,
        providerOrderId: order.id,
        userId,
        amount: total,
        currency: order.currency,
        status: "created",
        receipt,
      });
    });
    return c.json(
      {
        success: true,
        order: { id: order.id, amount: order.amountPaise, currency: order.currency, receipt },
      },
      201,
    );
  };

/** The caller's local payment row for `orderId`, or 404. */
async function ownLocalPayment(db: Db, orderId: string, userId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, orderId), eq(payments.provider, "local")))
    .limit(1);
  if (!payment || payment.userId !== userId) fail(404, PAYMENT_NOT_FOUND);
  return payment;
}

/** GET /payments/local/order/:orderId: the local provider order the payment page shows. */
export const getLocalOrder =
  (db: Db): Handler<AuthedEnv> =>
  async (c) => {
    const orderId = parseOr400(providerOrderId, c.req.param("orderId"));
    const payment = await ownLocalPayment(db, orderId, c.var.user.id);
    return c.json({
      success: true,
      order: {
        id: payment.providerOrderId,
        amount: rupeesToPaise(payment.amount),
        currency: payment.currency,
        receipt: payment.receipt,
        status: payment.status,
      },
    });
  };

/** The id of a payment taken for this provider order whose order was never placed. */
function takenWithoutOrder(payment: typeof payments.$inferSelect): string | null {
  const unordered = payment.status === "captured" || payment.status === "needs_review";
  return unordered ? payment.providerPaymentId : null;
}

/** POST /payments/local/pay: the local provider's stand-in for the payment window. */
export const payLocally =
  (db: Db, provider: LocalPaymentProvider): Handler<AuthedEnv> =>
  async (c) => {
    const body = await jsonBody(c, localPayBody);
    const payment = await ownLocalPayment(db, body.order_id, c.var.user.id);
    const taken = takenWithoutOrder(payment);
    // Taken already, and its answer lost on the way back (a dropped connection, a storefront
    // that died mid-answer): paying again hands back that same payment, never a second
    // charge, so the shopper can still place its one order (docs/scale-out.md).
    if (taken) return c.json({ success: true, ...provider.signed(body.order_id, taken) });
    if (!PAYABLE.includes(payment.status)) fail(409, ALREADY_PAID);
    const result = provider.pay(body.order_id, body.outcome, body.method);
    if (!result.ok) {
      // A declined attempt is recorded; paying again later is allowed, as Razorpay allows.
      await db
        .update(payments)
        .set({ status: "failed" })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, PAYABLE)));
      return c.json(
        { success: false, message: result.error.description, error: result.error },
        402,
      );
    }
    // The money is taken now, before any order exists: recorded as Razorpay's webhook
    // records a capture, so reconciliation finds it if no order ever follows. Only one
    // of two racing attempts can capture.
    const captured = await db
      .update(payments)
      .set({
        status: "captured",
        providerPaymentId: result.payment.razorpay_payment_id,
        paidAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, PAYABLE)))
      .returning({ id: payments.id });
    if (captured.length === 0) {
      // A second tap that lost the race to the first: the first one's payment.
      const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
      const first = current && takenWithoutOrder(current);
      if (first) return c.json({ success: true, ...provider.signed(body.order_id, first) });
      fail(409, ALREADY_PAID);
    }
    return c.json({ success: true, ...result.payment });
  };

/** POST /payments/webhook: Razorpay's signed event delivery. */
export const receiveWebhook =
  ({ db, provider }: PaymentDeps): Handler =>
  async (c) => {
    const rawBody = await c.req.text();
    const outcome = await handleWebhook(db, provider, {
      rawBody,
      signature: c.req.header("x-razorpay-signature") ?? "",
      eventId: c.req.header("x-razorpay-event-id") ?? "",
    });
    return c.json({ success: true, ...outcome });
  };
