/**
 * Order updates (docs/after-the-order.md "Order updates"): each step of an order told to its
 * owner on the channels they chose, once per step and channel, only at a verified address, in
 * the order page's words.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { statusWords } from "@giftshop/shared/order-progress";
import { orderNotifications, orders, users } from "../db/schema";
import { recordDelivery } from "../routes/orders/delivery-proof";
import { setOrderStatus } from "../routes/orders/order-status";
import { pins } from "../test/delivery-fixture";
import { TODAY, deliveryTestAppPerFile } from "../test/delivery-helpers";
import { productIds } from "../test/fixture";
import { orderBody, orderItem, placeOrder } from "../test/place-order";
import { recordingMailer, type RecordedMail } from "../test/recording-mailer";
import { signUpWithCart, verifyEmail, type Shopper } from "../test/shopper";
import { appOver, type Json } from "../test/test-app";
import { createDeliveries } from "../deliveries";
import { outboxChannels, internationalPhone } from "./message-channel";
import { createNotifier } from "./notifier";
import { renderOrderUpdateMail, type OrderUpdateMail } from "./update-mail";

const t = deliveryTestAppPerFile();

/** A truffle cake in the standard slot (no charge, room for every test). */
const TOTAL = 599;
const standard = { pincode: pins.bengaluru, date: TODAY, slotId: "standard" };

let messagesDir: string;
beforeEach(() => {
  messagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-messages-"));
});

/** A notifier over the test database that records mails and writes messages to the outbox. */
function notifierWith(sent: RecordedMail[], fail: (kind: string) => boolean = () => false) {
  return createNotifier({
    db: t.database.db,
    mailer: recordingMailer(sent, fail),
    channels: outboxChannels(messagesDir, () => {}),
    profile: "full",
  });
}

/** The messages written to the outbox, as `<channel> <to> <text>`. */
const messages = () => {
  const dir = path.join(messagesDir, "outbox-messages");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const [head = "", text = ""] = fs.readFileSync(path.join(dir, file), "utf8").split("\n\n");
      return `${/Channel: (\w+)/.exec(head)?.[1]} ${/To: (\S+)/.exec(head)?.[1]} ${text.trim()}`;
    });
};

/** A cash order of one truffle cake for a new shopper (verified unless told). */
async function orderFor(tag: string, { verified = true } = {}) {
  const shopper = await signUpWithCart(t, tag, [[productIds.truffle, 1]]);
  if (verified) await verifyEmail(t, shopper);
  const answer = await placeOrder(
    t,
    shopper,
    orderBody([orderItem("truffle", 1, { delivery: standard })], TOTAL),
  );
  expect(answer.status).toBe(201);
  return { shopper, id: String((answer.body as { order: Json }).order._id) };
}

const choose = (shopper: Shopper, change: Partial<typeof users.$inferInsert>) =>
  t.database.db.update(users).set(change).where(eq(users.id, shopper.id));

/** The update mail's plain text as the shopper reads it. */
const textOf = (mail: RecordedMail) => renderOrderUpdateMail(mail.mail as OrderUpdateMail).text;

describe("order updates", () => {
  test("a new order is confirmed by mail through the notifier, once, and no text goes unasked", async () => {
    const { shopper, id } = await orderFor("placed");
    await t.mailSent();
    const claims = await t.database.db
      .select({ event: orderNotifications.event, channel: orderNotifications.channel })
      .from(orderNotifications)
      .where(eq(orderNotifications.orderId, id));
    expect(claims).toEqual([{ event: "placed", channel: "mail" }]);
    expect(t.mailCount(shopper.email)).toBeGreaterThanOrEqual(1);

    // The step was told: asking again (a retried request, a second backend) sends nothing.
    const sent: RecordedMail[] = [];
    expect(await notifierWith(sent).notify(id, "placed")).toEqual({ sent: [], already: ["mail"] });
    expect(sent).toEqual([]);
    expect(messages()).toEqual([]);
  });

  test("each step is told in the order page's words, with the courier's first name", async () => {
    const { shopper, id } = await orderFor("steps");
    const sent: RecordedMail[] = [];
    const notifier = notifierWith(sent);

    expect(await setOrderStatus(t.database.db, id, "Confirm")).toMatchObject({ ok: true });
    await notifier.notify(id, "preparing");
    expect(await setOrderStatus(t.database.db, id, "Shipped", "Ravi")).toMatchObject({ ok: true });
    await notifier.notify(id, "on-the-way");

    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([
      ["sendOrderUpdate", shopper.email],
      ["sendOrderUpdate", shopper.email],
    ]);
    const [preparing, onTheWay] = sent.map(textOf);
    expect(preparing).toContain(statusWords("Confirm").detail);
    expect(onTheWay).toContain(`${statusWords("Shipped").headline}: order ${id}.`);
    expect(onTheWay).toContain(
      "Your gift has left us and is on its way to you. Ravi, our delivery person, is bringing it.",
    );
    expect(renderOrderUpdateMail(sent[1]?.mail as OrderUpdateMail).subject).toBe(
      `Uphaar: your order ${id} is on its way`,
    );
  });

  test("SMS and WhatsApp go to the profile's mobile when chosen, mail only while on", async () => {
    const { shopper, id } = await orderFor("channels");
    await choose(shopper, {
      phone: "98765 43210",
      notifySms: true,
      notifyWhatsapp: true,
      notifyMail: false,
    });
    const sent: RecordedMail[] = [];
    await setOrderStatus(t.database.db, id, "Shipped", "Asha");
    expect(await notifierWith(sent).notify(id, "on-the-way")).toEqual({
      sent: ["sms", "whatsapp"],
      already: [],
    });
    expect(sent).toEqual([]);
    const text = `Uphaar: order ${id}. On its way: Your gift has left us and is on its way to you. Asha, our delivery person, is bringing it.`;
    expect(messages()).toEqual([`sms +919876543210 ${text}`, `whatsapp +919876543210 ${text}`]);

    // Once per step and channel.
    expect(await notifierWith(sent).notify(id, "on-the-way")).toEqual({
      sent: [],
      already: ["sms", "whatsapp"],
    });
    expect(messages()).toHaveLength(2);
  });

  test("a chosen text channel without a mobile number sends nothing there", async () => {
    const { shopper, id } = await orderFor("nophone");
    await choose(shopper, { phone: "", notifySms: true });
    const sent: RecordedMail[] = [];
    expect(await notifierWith(sent).notify(id, "preparing")).toEqual({
      sent: ["mail"],
      already: [],
    });
    expect(messages()).toEqual([]);
  });

  test("an owner whose email is not verified is told nothing, on any channel", async () => {
    const { shopper, id } = await orderFor("unverified", { verified: false });
    await choose(shopper, { phone: "9876543210", notifySms: true });
    const sent: RecordedMail[] = [];
    expect(await notifierWith(sent).notify(id, "preparing")).toEqual({ sent: [], already: [] });
    expect(sent).toEqual([]);
    expect(messages()).toEqual([]);
  });

  test("a channel that fails gives its step back: the retry sends only what is missing", async () => {
    const { shopper, id } = await orderFor("retry");
    await choose(shopper, { phone: "9876543210", notifySms: true });
    const sent: RecordedMail[] = [];
    await expect(notifierWith(sent, () => true).notify(id, "preparing")).rejects.toThrow(
      "1 not sent",
    );
    expect(messages()).toHaveLength(1);
    const claims = await t.database.db
      .select({ channel: orderNotifications.channel })
      .from(orderNotifications)
      .where(and(eq(orderNotifications.orderId, id), eq(orderNotifications.event, "preparing")));
    expect(claims).toEqual([{ channel: "sms" }]);

    expect(await notifierWith(sent).notify(id, "preparing")).toEqual({
      sent: ["mail"],
      already: ["sms"],
    });
    expect(sent).toHaveLength(1);
    expect(messages()).toHaveLength(1);
  });

  test("a delivery is told with its proof, as the order page says it", async () => {
    const { id } = await orderFor("delivered");
    const [row] = await t.database.db
      .select({ recipientCode: orders.recipientCode })
      .from(orders)
      .where(eq(orders.id, id));
    const recorded = await recordDelivery(
      t.database.db,
      id,
      { kind: "code", code: row?.recipientCode ?? "" },
      new Date("2026-11-26T13:10:00Z"),
    );
    expect(recorded).toMatchObject({ ok: true });
    const sent: RecordedMail[] = [];
    await notifierWith(sent).notify(id, "delivered");
    expect(sent.map(textOf)[0]).toContain(
      "Your gift has been delivered. Delivered on 26 Nov 2026, 6:40 pm, confirmed with the recipient’s code.",
    );
  });

  test("a delivery the operator records over HTTP is told to the owner, from the outbox", async () => {
    const { shopper, id } = await orderFor("operator");
    const [row] = await t.database.db
      .select({ recipientCode: orders.recipientCode })
      .from(orders)
      .where(eq(orders.id, id));
    const deliveries = createDeliveries({ retryDelaysMs: [10] });
    const token = "operator-token-for-the-tests-0123456789";
    const app = appOver(t, { operatorToken: token, deliveries });
    const answer = await app.request(`/api/operator/orders/${id}/delivered`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ code: row?.recipientCode }),
    });
    expect(answer.status).toBe(200);
    await deliveries.settled();
    const safe = shopper.email.replace(/[^a-z0-9@._-]/gi, "_");
    const mails = fs
      .readdirSync(t.outboxDir)
      .filter((file) => file.includes(`-order-update-${safe}`));
    expect(mails).toHaveLength(1);
    const mail = fs.readFileSync(path.join(t.outboxDir, mails[0] ?? ""), "utf8");
    expect(mail).toContain(`Subject: Uphaar: your order ${id} is delivered`);
  });

  test("the operator's move over HTTP names the courier to the owner; a bad move is refused", async () => {
    const { shopper, id } = await orderFor("operator-shipped");
    const deliveries = createDeliveries({ retryDelaysMs: [10] });
    const token = "operator-token-for-the-tests-0123456789";
    const app = appOver(t, { operatorToken: token, deliveries });
    const move = (body: unknown, bearer = token) =>
      app.request(`/api/operator/orders/${id}/status`, {
        method: "POST",
        headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    expect((await move({ status: "Shipped", courier: "Ravi" }, "not-the-token")).status).toBe(401);
    for (const [body, message] of [
      [{ status: "Confirm", courier: "Ravi" }, "courier names who delivers: send it with Shipped"],
      [{ status: "Delivered" }, "Delivered goes to /delivered"],
      [{ status: "Shipped", courier: "<b>" }, "courier must be the delivery person's first name"],
    ] as const) {
      const refused = await move(body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        success: false,
        message: expect.stringContaining(message),
      });
    }

    const answer = await move({ status: "Shipped", courier: " Ravi " });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      success: true,
      order: { _id: id, status: "Shipped" },
    });
    await deliveries.settled();
    const safe = shopper.email.replace(/[^a-z0-9@._-]/gi, "_");
    const [file] = fs
      .readdirSync(t.outboxDir)
      .filter((name) => name.includes(`-order-update-${safe}`));
    const mail = fs.readFileSync(path.join(t.outboxDir, file ?? ""), "utf8");
    expect(mail).toContain(`Subject: Uphaar: your order ${id} is on its way`);
    expect(mail.replace(/=\r?\n/g, "")).toContain("Ravi, our delivery person, is bringing it.");

    // Shipped again: the order cannot make that move, and nobody is told twice.
    expect((await move({ status: "Shipped" })).status).toBe(409);
  });

  test("a backend without order updates (contract mode) mails only §7's mails", async () => {
    const { id } = await orderFor("contract");
    const sent: RecordedMail[] = [];
    const notifier = createNotifier({
      db: t.database.db,
      mailer: recordingMailer(sent),
      profile: "contract",
    });
    expect(await notifier.notify(id, "preparing")).toEqual({ sent: [], already: [] });
    expect(await notifier.notify(id, "cancelled")).toEqual({ sent: ["mail"], already: [] });
  });
});

describe("internationalPhone", () => {
  test.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["", null],
    ["12345", null],
    ["0123456789", null],
  ])("%j → %j", (phone, international) => {
    expect(internationalPhone(phone)).toBe(international);
  });
});
