/**
 * An operator's refund (docs/after-the-order.md "Operator tools", `npm run order:refund`): all
 * or part of an online payment, never more than was paid, once per order, told to the owner
 * once the provider has processed it; a cash order has nothing to refund.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { refunds } from "../db/schema";
import { createNotifier } from "../notify/notifier";
import { renderOrderUpdateMail, type OrderUpdateMail } from "../notify/update-mail";
import { pins } from "../test/delivery-fixture";
import { TODAY, deliveryTestAppPerFile } from "../test/delivery-helpers";
import { productIds } from "../test/fixture";
import { orderBody, orderItem, placeOrder } from "../test/place-order";
import { recordingMailer, type RecordedMail } from "../test/recording-mailer";
import { payLocally, signUpWithCart, verifyEmail, type CheckoutOrder } from "../test/shopper";
import type { Json } from "../test/test-app";
import { refundOrder } from "./operator-refund";

const t = deliveryTestAppPerFile();

const TOTAL = 599;
const standard = { pincode: pins.bengaluru, date: TODAY, slotId: "standard" };
const items = [orderItem("truffle", 1, { delivery: standard })];

async function order(tag: string, online: boolean) {
  const shopper = await signUpWithCart(t, tag, [[productIds.truffle, 1]]);
  await verifyEmail(t, shopper);
  let payment = {};
  if (online) {
    const checkout = await t.send("POST", "/api/checkout", {
      token: shopper.token,
      body: {
        amount: TOTAL,
        delivery: {
          pincode: pins.bengaluru,
          choices: [{ productId: productIds.truffle, ...standard }],
        },
      },
    });
    expect(checkout.status).toBe(201);
    const paid = await payLocally(t, shopper, (checkout.body as { order: CheckoutOrder }).order.id);
    payment = { paymentId: paid.paymentId, order_id: paid.order_id, signature: paid.signature };
  }
  const answer = await placeOrder(t, shopper, orderBody(items, TOTAL, payment));
  expect(answer.status).toBe(201);
  await t.mailSent();
  return { shopper, id: String((answer.body as { order: Json }).order._id) };
}

function notifier(sent: RecordedMail[]) {
  return createNotifier({ db: t.database.db, mailer: recordingMailer(sent), profile: "full" });
}

describe("order:refund", () => {
  test("part of an online payment is refunded once, and the owner told once", async () => {
    const { shopper, id } = await order("part", true);
    const sent: RecordedMail[] = [];
    const done = await refundOrder(t.database.db, t.payments, notifier(sent), id, {
      amount: 200,
      reason: "Roses substituted",
    });
    expect(done).toMatchObject({
      ok: true,
      created: true,
      paid: TOTAL,
      refund: { amount: 200, status: "processed", reason: "Roses substituted", attempts: 1 },
    });
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([["sendOrderUpdate", shopper.email]]);
    const text = renderOrderUpdateMail(sent[0]?.mail as OrderUpdateMail).text;
    expect(text).toContain("Refund of ₹200 processed");

    // Again, the same way: the refund already made is answered, nothing more is paid or told.
    const again = await refundOrder(t.database.db, t.payments, notifier(sent), id, { amount: 200 });
    expect(again).toMatchObject({ ok: true, created: false, refund: { amount: 200 } });
    expect(sent).toHaveLength(1);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows).toHaveLength(1);

    // Another amount is a second refund, which an order does not get.
    expect(
      await refundOrder(t.database.db, t.payments, notifier(sent), id, { amount: 100 }),
    ).toEqual({
      ok: false,
      message: `Order ${id} already has a refund of ₹200 (processed); an operator refunds an order once.`,
    });
  });

  test("without an amount, everything paid; never more than paid", async () => {
    const { id } = await order("all", true);
    const sent: RecordedMail[] = [];
    expect(
      await refundOrder(t.database.db, t.payments, notifier(sent), id, { amount: TOTAL + 1 }),
    ).toEqual({
      ok: false,
      message: `A refund is between ₹1 and the ₹599 still paid for order ${id}.`,
    });
    expect(await refundOrder(t.database.db, t.payments, notifier(sent), id)).toMatchObject({
      ok: true,
      refund: { amount: TOTAL, status: "processed" },
    });
  });

  test("with a cancellation, never more than paid in all: each gives back what is still paid", async () => {
    const { shopper, id } = await order("then-cancel", true);
    const sent: RecordedMail[] = [];
    await refundOrder(t.database.db, t.payments, notifier(sent), id, { amount: 200 });
    // The shopper cancels: the rest goes back, not the whole payment again.
    const cancelled = await t.send("POST", `/api/client/order/${id}/cancel`, {
      token: shopper.token,
    });
    expect(cancelled.status).toBe(200);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ["cancel", TOTAL - 200],
      ["operator", 200],
    ]);
    // Nothing is left to refund; an operator's second refund is refused as before.
    expect(await refundOrder(t.database.db, t.payments, notifier(sent), id, { amount: 1 })).toEqual(
      {
        ok: false,
        message: `Order ${id} already has a refund of ₹200 (processed); an operator refunds an order once.`,
      },
    );
  });

  test("after a cancellation gave everything back, an operator has nothing to refund", async () => {
    const { shopper, id } = await order("cancel-first", true);
    const cancelled = await t.send("POST", `/api/client/order/${id}/cancel`, {
      token: shopper.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await refundOrder(t.database.db, t.payments, notifier([]), id)).toEqual({
      ok: false,
      message: `Everything paid for order ${id} has been refunded already.`,
    });
  });

  test("a cash order and an unknown one are refused, nothing written", async () => {
    const { id } = await order("cash", false);
    const sent: RecordedMail[] = [];
    expect(await refundOrder(t.database.db, t.payments, notifier(sent), id)).toEqual({
      ok: false,
      message: `Order ${id} is paid on delivery: there is no payment to refund.`,
    });
    expect(
      await refundOrder(t.database.db, t.payments, notifier(sent), "0123456789abcdef01234567"),
    ).toEqual({ ok: false, message: "Order not found" });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    expect(sent).toEqual([]);
  });

  test("the command refuses bad arguments with its usage, before opening any database", () => {
    const cli = path.join(__dirname, "..", "refund-cli.ts");
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { encoding: "utf8" });
    const noId = run();
    expect(noId.status).toBe(2);
    expect(noId.stderr).toContain("usage: npm run order:refund -- <orderId (24 hex)>");
    const badAmount = run("0123456789abcdef01234567", "--amount", "12.5");
    expect(badAmount.status).toBe(2);
    expect(badAmount.stderr).toContain("--amount is whole rupees, at least 1");
  });
});
