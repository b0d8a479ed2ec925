/**
 * Reconciliation (reconcile.ts): money taken with no order is marked needs_review once its
 * grace has passed, and nothing else is touched.
 */
import { productIds } from "../test/fixture";
import { orderBody, orderItem, placeOrder } from "../test/place-order";
import { testAppPerFile } from "../test/test-app";
import { testEngine } from "../test/test-db";
import { deliverWebhook, webhook } from "../test/provider";
import {
  checkout,
  ordersPaidBy,
  paymentRow,
  payLocally,
  signUpWithCart,
  tryLocalPay,
  type Shopper,
  type SignedPayment,
} from "../test/shopper";
import { paymentsNeedingReview, reconcilePayments } from "./reconcile";

const t = testAppPerFile();

const TOTAL = 599;

const shopperWithCart = (tag: string) => signUpWithCart(t, tag, [[productIds.truffle, 1]]);

/** A shopper who paid the local provider and has no order yet. */
async function paidWithoutOrder(tag: string) {
  const shopper = await shopperWithCart(tag);
  const order = await checkout(t, shopper, TOTAL);
  const paid = await payLocally(t, shopper, order.id);
  return { shopper, paid };
}

/** Places the cake's order, paid with `paid`. */
const placePaidOrder = (shopper: Shopper, paid: SignedPayment) =>
  placeOrder(t, shopper, orderBody([orderItem("truffle", 1)], TOTAL, paid));

const statusOf = async (providerOrderId: string) => (await paymentRow(t, providerOrderId))?.status;

/** Reconciles as if `minutes` had passed, collecting the log lines. */
async function reconcileAfter(minutes: number) {
  const lines: string[] = [];
  const flagged = await reconcilePayments(t.database.db, {
    graceSeconds: 15 * 60,
    now: new Date(Date.now() + minutes * 60_000),
    log: (line) => lines.push(line),
  });
  return { flagged, lines };
}

describe(`reconcilePayments (${testEngine})`, () => {
  test("the local provider's pay step records the money as captured, once", async () => {
    const { shopper, paid } = await paidWithoutOrder("captured");
    const row = await paymentRow(t, paid.order_id);
    expect(row).toMatchObject({ status: "captured", providerPaymentId: paid.paymentId });
    expect(row?.paidAt).toBeInstanceOf(Date);
    // Paying again takes nothing more: it hands back the payment already taken.
    const again = await tryLocalPay(t, shopper, paid.order_id, "success", "upi");
    expect(again).toMatchObject({
      status: 200,
      body: { razorpay_order_id: paid.order_id, razorpay_payment_id: paid.paymentId },
    });
    expect(await paymentRow(t, paid.order_id)).toEqual(row);
  });

  test("money taken with no order is left alone within the grace, then marked and logged", async () => {
    const { shopper, paid } = await paidWithoutOrder("orphan");
    expect((await reconcileAfter(1)).flagged).toEqual([]);
    expect(await statusOf(paid.order_id)).toBe("captured");

    const { flagged, lines } = await reconcileAfter(20);
    expect(flagged).toContainEqual({
      provider: "local",
      providerOrderId: paid.order_id,
      providerPaymentId: paid.paymentId,
      userId: shopper.id,
      amount: TOTAL,
      paidAt: expect.any(Date),
    });
    expect(await statusOf(paid.order_id)).toBe("needs_review");
    expect(lines.find((line) => line.includes(paid.order_id))).toMatch(
      new RegExp(`local payment ${paid.paymentId} .*₹599.*has no order: marked needs_review`),
    );
    expect(await paymentsNeedingReview(t.database.db)).toContainEqual(
      expect.objectContaining({ providerOrderId: paid.order_id }),
    );

    // Marked once: a second run finds nothing new.
    const second = await reconcileAfter(25);
    expect(second.flagged.map((payment) => payment.providerOrderId)).not.toContain(paid.order_id);
  });

  test("a payment with its order, one never paid and a declined one are not touched", async () => {
    const ordered = await paidWithoutOrder("ordered");
    expect((await placePaidOrder(ordered.shopper, ordered.paid)).status).toBe(201);
    expect(await statusOf(ordered.paid.order_id)).toBe("paid");

    const unpaidShopper = await shopperWithCart("unpaid");
    const unpaid = await checkout(t, unpaidShopper, TOTAL);
    const declinedShopper = await shopperWithCart("declined");
    const declined = await checkout(t, declinedShopper, TOTAL);
    const refusal = await tryLocalPay(t, declinedShopper, declined.id, "failure", "card");
    expect(refusal.status).toBe(402);

    const { flagged } = await reconcileAfter(60);
    const touched = flagged.map((payment) => payment.providerOrderId);
    expect(touched).not.toContain(ordered.paid.order_id);
    expect(touched).not.toContain(unpaid.id);
    expect(touched).not.toContain(declined.id);
    expect(await statusOf(ordered.paid.order_id)).toBe("paid");
    expect(await statusOf(unpaid.id)).toBe("created");
    expect(await statusOf(declined.id)).toBe("failed");
  });

  test("a marked payment can still become its order when the shopper retries", async () => {
    const { shopper, paid } = await paidWithoutOrder("late");
    await reconcileAfter(20);
    expect(await statusOf(paid.order_id)).toBe("needs_review");
    const answer = await placePaidOrder(shopper, paid);
    expect(answer.status).toBe(201);
    expect(await statusOf(paid.order_id)).toBe("paid");
    expect(await ordersPaidBy(t, paid)).toHaveLength(1);
  });

  test("only the payment that was taken can place the order of a captured provider order", async () => {
    const { shopper, paid } = await paidWithoutOrder("other-payment");
    // A second payment id for the same provider order, validly signed.
    const forged = t.payments.pay(paid.order_id, "success", "card");
    if (!forged.ok) throw new Error("the local provider declined");
    const answer = await placePaidOrder(shopper, {
      order_id: paid.order_id,
      paymentId: forged.payment.razorpay_payment_id,
      signature: forged.payment.razorpay_signature,
    });
    expect(answer.status).toBe(409);
  });

  test("the provider's late webhooks neither clear nor fail a marked payment", async () => {
    const { paid } = await paidWithoutOrder("webhook");
    await reconcileAfter(20);
    for (const event of ["payment.captured", "payment.failed"]) {
      const answer = await deliverWebhook(
        t,
        webhook(
          event,
          { id: paid.paymentId, order_id: paid.order_id, amount: TOTAL * 100, currency: "INR" },
          { eventId: `evt_${event}_${paid.paymentId}` },
        ),
      );
      expect(answer.status).toBe(200);
      expect(await statusOf(paid.order_id)).toBe("needs_review");
    }
  });
});
