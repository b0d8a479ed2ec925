/**
 * A shopper cancelling their own order (docs/after-the-order.md, Cancelling an order): cash at
 * once, online paid back in full through the provider, once, however often or however
 * concurrently it is asked; refused once dispatched; someone else's order is not found.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { orders, refunds } from "../../db/schema";
import { createDeliveries } from "../../deliveries";
import { pins } from "../../test/delivery-fixture";
import { TODAY, bookingsOf, deliveryTestAppPerFile } from "../../test/delivery-helpers";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { orderBody, orderItem, placeOrder } from "../../test/place-order";
import {
  payLocally,
  signUpWithCart,
  verifyEmail,
  type CheckoutOrder,
  type Shopper,
} from "../../test/shopper";
import { appOver, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { tellRefundsProcessed, retryRefunds, REFUND_RETRY_AFTER_MS } from "../../payments/refunds";
import { createNotifier } from "../../notify/notifier";
import { recordingMailer, type RecordedMail } from "../../test/recording-mailer";
import { setOrderStatus } from "./order-status";
import { dispatchedMessage } from "./cancel-order";
import { recordDelivery } from "./delivery-proof";

const t = deliveryTestAppPerFile();

/** Truffle × 2 (₹599) and red roses (₹149) in the evening slot (₹99). */
const TOTAL = 2 * 599 + 149 + 99;
const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };
const items = [
  orderItem("truffle", 2, { delivery: evening }),
  orderItem("roses", 1, { delivery: evening }),
];

async function shopperWithCart(tag: string) {
  const shopper = await signUpWithCart(t, tag, [
    [productIds.truffle, 2],
    [productIds.redRoses, 1],
  ]);
  await verifyEmail(t, shopper);
  return shopper;
}

async function cashOrder(tag: string) {
  const shopper = await shopperWithCart(tag);
  const answer = await placeOrder(t, shopper, orderBody(items, TOTAL));
  expect(answer.status).toBe(201);
  return { shopper, id: String((answer.body as { order: Json }).order._id) };
}

/** Checkout with the evening slot held, the local payment, then the order. */
async function onlineOrder(tag: string) {
  const shopper = await shopperWithCart(tag);
  const checkout = await t.send("POST", "/api/checkout", {
    token: shopper.token,
    body: {
      amount: TOTAL,
      delivery: {
        pincode: pins.bengaluru,
        choices: [
          { productId: productIds.truffle, ...evening },
          { productId: productIds.redRoses, ...evening },
        ],
      },
    },
  });
  expect(checkout.status).toBe(201);
  const paid = await payLocally(t, shopper, (checkout.body as { order: CheckoutOrder }).order.id);
  const answer = await placeOrder(
    t,
    shopper,
    orderBody(items, TOTAL, {
      paymentId: paid.paymentId,
      order_id: paid.order_id,
      signature: paid.signature,
    }),
  );
  expect(answer.status).toBe(201);
  return { shopper, id: String((answer.body as { order: Json }).order._id), paid };
}

const cancel = (shopper: Shopper | null, id: string) =>
  t.send("POST", `/api/client/order/${id}/cancel`, { token: shopper?.token });

const refundsOf = (orderId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** A quoted-printable body as its text (nodemailer writes the mails' parts so). */
const unquote = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The mails of `kind` (order-cancelled, refund) written for `email`, as text. */
async function mailsOf(kind: string, email: string) {
  await t.mailSent();
  return fs
    .readdirSync(t.outboxDir)
    .filter((file) => file.includes(`-${kind}-${email.replace(/[^a-z0-9@._-]/gi, "_")}`))
    .map((file) => unquote(fs.readFileSync(`${t.outboxDir}/${file}`, "utf8")));
}

afterEach(() => jest.restoreAllMocks());

describe(`cancelling a cash-on-delivery order (${testEngine})`, () => {
  test("is cancelled at once, its place freed, nothing refunded, and the owner told", async () => {
    const { shopper, id } = await cashOrder("cash");
    const before = await t.send("GET", `/api/client/order/${id}`, { token: shopper.token });
    expect((before.body as { order: Json }).order).toMatchObject({
      status: "Pending",
      cancellable: true,
      refund: null,
    });
    expect((await bookingsOf(t)).filter((booking) => booking.orderId === id)).toHaveLength(1);

    const answer = await cancel(shopper, id);
    expect(answer.status).toBe(200);
    const order = (answer.body as { order: Json & { statusHistory: Json[] } }).order;
    expect(answer.body).toMatchObject({ success: true, message: "Order cancelled" });
    expect(order).toMatchObject({ _id: id, status: "Cancelled", cancellable: false, refund: null });
    expect(order.statusHistory.map((change) => change.status)).toEqual(["Pending", "Cancelled"]);
    expect((await bookingsOf(t)).filter((booking) => booking.orderId === id)).toEqual([]);
    expect(await refundsOf(id)).toEqual([]);

    const [mail, ...more] = await mailsOf("order-cancelled", shopper.email);
    expect(more).toEqual([]);
    expect(mail).toContain(`Your order ${id} is cancelled, as you asked.`);
    expect(mail).toContain("nothing to pay and nothing to refund");
  });

  test("cancelling again answers the cancelled order and changes nothing", async () => {
    const { shopper, id } = await cashOrder("again");
    expect((await cancel(shopper, id)).status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const again = await cancel(shopper, id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: "This order was already cancelled." });
    expect(await t.database.db.select().from(orders).where(eq(orders.id, id))).toEqual([row]);
    expect(await mailsOf("order-cancelled", shopper.email)).toHaveLength(1);
  });
});

describe(`cancelling an online order (${testEngine})`, () => {
  test("refunds everything paid through the provider, once, and shows the refund", async () => {
    const { shopper, id, paid } = await onlineOrder("online");
    const spy = jest.spyOn(t.payments, "refund");
    const answer = await cancel(shopper, id);
    expect(answer.status).toBe(200);
    expect((answer.body as { order: Json }).order).toMatchObject({
      status: "Cancelled",
      cancellable: false,
      testPayment: true,
      refund: {
        amount: TOTAL,
        status: "processed",
        requestedAt: expect.any(String),
        processedAt: expect.any(String),
      },
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({
      paymentId: paid.paymentId,
      amountRupees: TOTAL,
      receipt: `refund_${id}`,
    });
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({
        provider: "local",
        providerPaymentId: paid.paymentId,
        amount: TOTAL,
        status: "processed",
        providerRefundId: expect.stringMatching(/^rfnd_local_/),
        attempts: 1,
      }),
    ]);
    expect((await bookingsOf(t)).filter((booking) => booking.orderId === id)).toEqual([]);

    // Asked again, nothing is refunded again.
    expect((await cancel(shopper, id)).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    const [mail] = await mailsOf("order-cancelled", shopper.email);
    expect(mail).toContain(`Refund of ₹${TOTAL.toLocaleString("en-IN")} processed`);
  });

  test("two cancels at once cancel once and refund once", async () => {
    const { shopper, id } = await onlineOrder("race");
    const spy = jest.spyOn(t.payments, "refund");
    const answers = await Promise.all([cancel(shopper, id), cancel(shopper, id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => (answer.body as { message: string }).message).sort()).toEqual([
      "Order cancelled",
      "This order was already cancelled.",
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await refundsOf(id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.statusHistory.filter((change) => change.status === "Cancelled")).toHaveLength(1);
  });

  test("a refund the provider refuses stays failed, is asked again later, and then mailed", async () => {
    const { shopper, id } = await onlineOrder("refused");
    const failing = appOver(t, {
      deliveries: createDeliveries({ retryDelaysMs: [] }),
      paymentProvider: {
        ...t.payments,
        refund: () => Promise.reject(new Error("The provider is unreachable")),
      },
    });
    const answer = await failing.request(`/api/client/order/${id}/cancel`, {
      method: "POST",
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(answer.status).toBe(200);
    const order = ((await answer.json()) as { order: Json }).order;
    expect(order).toMatchObject({
      status: "Cancelled",
      refund: { amount: TOTAL, status: "failed", processedAt: null },
    });
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({ status: "failed", failure: "The provider is unreachable" }),
    ]);

    // Too soon: a request just made is not asked again.
    expect((await retryRefunds(t.database.db, t.payments)).rows).toEqual([]);
    const later = new Date(Date.now() + REFUND_RETRY_AFTER_MS + 1000);
    const { processed } = await retryRefunds(t.database.db, t.payments, later);
    expect(processed).toEqual([
      expect.objectContaining({ orderId: id, status: "processed", attempts: 2, failure: null }),
    ]);
    const sent: RecordedMail[] = [];
    const notifier = createNotifier({
      db: t.database.db,
      mailer: recordingMailer(sent),
      profile: "full",
    });
    await tellRefundsProcessed(notifier, processed);
    expect(sent.map((mail) => `${mail.kind} ${mail.to}`)).toEqual([
      `sendRefundProcessed ${shopper.email}`,
    ]);
    // Told once: the next round's processed list does not tell it again.
    await tellRefundsProcessed(notifier, processed);
    expect(sent).toHaveLength(1);
    // Processed: never asked again.
    const afterwards = new Date(later.getTime() + REFUND_RETRY_AFTER_MS + 1000);
    expect((await retryRefunds(t.database.db, t.payments, afterwards)).rows).toEqual([]);
  });
});

describe(`cancelling is refused (${testEngine})`, () => {
  test.each(["Shipped", "Delivered"] as const)(
    "once the order is %s, and nothing changes",
    async (status) => {
      const { shopper, id } = await onlineOrder(`late-${status}`);
      if (status === "Delivered") {
        // Delivered only with proof (docs/after-the-order.md): the recipient's code.
        const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, id));
        const code = String(placed?.recipientCode);
        expect((await recordDelivery(t.database.db, id, { kind: "code", code })).ok).toBe(true);
      } else {
        expect((await setOrderStatus(t.database.db, id, status)).ok).toBe(true);
      }
      const spy = jest.spyOn(t.payments, "refund");
      const view = await t.send("GET", `/api/client/order/${id}`, { token: shopper.token });
      expect((view.body as { order: Json }).order).toMatchObject({ cancellable: false });
      expectRefused(await cancel(shopper, id), 409, dispatchedMessage(status));
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row?.status).toBe(status);
      expect(spy).not.toHaveBeenCalled();
      expect(await refundsOf(id)).toEqual([]);
    },
  );

  test("for another shopper's order, as not found", async () => {
    const { id } = await cashOrder("owner");
    const other = await shopperWithCart("other");
    expectRefused(await cancel(other, id), 404, "Order not found");
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe("Pending");
  });

  test("without a login (401) and for a malformed id (400)", async () => {
    const { shopper, id } = await cashOrder("bad");
    expect((await cancel(null, id)).status).toBe(401);
    expectRefused(
      await cancel(shopper, "not-an-id"),
      400,
      "request: must be a 24-character hex id",
    );
    expectRefused(await cancel(shopper, "0".repeat(24)), 404, "Order not found");
  });
});
