/**
 * Moving a placed gift's delivery (docs/after-the-order.md, "Moving a delivery"): the owner
 * alone, until the kitchen starts on it, to a day and slot that can be had now; the old place
 * goes back and the new one is taken; the charge is worked out again, a cheaper slot paid
 * online refunded through the provider and a dearer one refused there.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { orders, refunds } from "../../db/schema";
import { addDays } from "../../delivery/rules";
import { pins } from "../../test/delivery-fixture";
import {
  COURIER_GIFT,
  TODAY,
  bookingsOf,
  deliveryTestAppPerFile,
  takePlaces,
} from "../../test/delivery-helpers";
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
import {
  JOINS_ANOTHER,
  MOVE_CLOSED,
  NOT_MOVABLE,
  SAME_DELIVERY,
  costsMore,
} from "./order-delivery-move";
import { setOrderStatus } from "./order-status";

const t = deliveryTestAppPerFile();
const day = (n: number) => addDays(TODAY, n);
const at = (date: string, slotId: string) => ({ pincode: pins.bengaluru, date, slotId });
const CAKE = 599;
const ROSES = 149;
const CHARGE = { standard: 0, "fixed-19": 99, midnight: 199 } as const;
type SlotId = keyof typeof CHARGE;

afterEach(() => jest.restoreAllMocks());

/** A verified shopper's cash order of a truffle cake in `slotId` on `date`; its id. */
async function cashCake(tag: string, date: string, slotId: SlotId) {
  const shopper = await signUpWithCart(t, tag, [[productIds.truffle, 1]]);
  await verifyEmail(t, shopper);
  const answer = await placeOrder(
    t,
    shopper,
    orderBody([orderItem("truffle", 1, { delivery: at(date, slotId) })], CAKE + CHARGE[slotId]),
  );
  expect(answer.status).toBe(201);
  return { shopper, id: String((answer.body as { order: Json }).order._id) };
}

/** The same cake paid online through the local provider. */
async function onlineCake(tag: string, date: string, slotId: SlotId) {
  const shopper = await signUpWithCart(t, tag, [[productIds.truffle, 1]]);
  await verifyEmail(t, shopper);
  const total = CAKE + CHARGE[slotId];
  const checkout = await t.send("POST", "/api/checkout", {
    token: shopper.token,
    body: {
      amount: total,
      delivery: {
        pincode: pins.bengaluru,
        choices: [{ productId: productIds.truffle, ...at(date, slotId) }],
      },
    },
  });
  expect(checkout.status).toBe(201);
  const paid = await payLocally(t, shopper, (checkout.body as { order: CheckoutOrder }).order.id);
  const answer = await placeOrder(
    t,
    shopper,
    orderBody([orderItem("truffle", 1, { delivery: at(date, slotId) })], total, {
      paymentId: paid.paymentId,
      order_id: paid.order_id,
      signature: paid.signature,
    }),
  );
  expect(answer.status).toBe(201);
  return { shopper, id: String((answer.body as { order: Json }).order._id) };
}

const move = (shopper: Shopper | null, id: string, position: number | string, body: unknown) =>
  t.send("PATCH", `/api/client/order/${id}/items/${position}/delivery`, {
    token: shopper?.token,
    body,
  });

type Line = {
  delivery: { date?: string; slotId?: string; charge: number } | null;
  deliveryMove: { movable: boolean; until: string | null };
};
type OwnerOrder = {
  totalAmount: number;
  deliveryCharge: number;
  items: Line[];
  refund: Json | null;
};
const orderOf = async (shopper: Shopper, id: string) => {
  const { body } = await t.send("GET", `/api/client/order/${id}`, { token: shopper.token });
  return (body as { order: OwnerOrder }).order;
};
const placesOf = async (id: string) =>
  (await bookingsOf(t))
    .filter((booking) => booking.orderId === id)
    .map(({ date, slotId }) => `${date} ${slotId}`);

/** The mails of `kind` written for `email`, as text (quoted-printable undone). */
async function mailsOf(kind: string, email: string) {
  await t.mailSent();
  return fs
    .readdirSync(t.outboxDir)
    .filter((file) => file.includes(`-${kind}-${email.replace(/[^a-z0-9@._-]/gi, "_")}`))
    .map((file) =>
      Buffer.from(
        fs
          .readFileSync(`${t.outboxDir}/${file}`, "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );
}

describe(`moving a placed gift's delivery (${testEngine})`, () => {
  test("a midnight cake moves to the next day: the old place freed, the new one taken, the owner told", async () => {
    const { shopper, id } = await cashCake("move-midnight", day(0), "midnight");
    const [line] = (await orderOf(shopper, id)).items;
    expect(line!.deliveryMove.movable).toBe(true);
    // Until the kitchen starts: 11:59 pm less the slot's lead and the cake's preparation.
    expect(line!.deliveryMove.until).toBe(new Date(`${day(0)}T18:00:00+05:30`).toISOString());
    expect(await placesOf(id)).toEqual([`${day(0)} midnight`]);

    const answer = await move(shopper, id, 0, { date: day(1), slotId: "midnight" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Delivery moved" });
    const order = (answer.body as { order: OwnerOrder }).order;
    expect(order.items[0]!.delivery).toMatchObject({
      date: day(1),
      slotId: "midnight",
      charge: 199,
    });
    expect(order).toMatchObject({ totalAmount: CAKE + 199, deliveryCharge: 199 });
    expect(await placesOf(id)).toEqual([`${day(1)} midnight`]);

    const [mail, ...more] = await mailsOf("delivery-moved", shopper.email);
    expect(more).toEqual([]);
    expect(mail).toContain(`Chocolate Truffle Cake from order ${id} will now be delivered on`);
    expect(mail).toContain("The delivery charge stays as it was.");
  });

  test("a cheaper slot paid online refunds the difference through the provider; a cancel refunds the rest", async () => {
    const { shopper, id } = await onlineCake("move-cheaper", day(0), "midnight");
    const spy = jest.spyOn(t.payments, "refund");
    const answer = await move(shopper, id, 0, { date: day(1), slotId: "standard" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: "Delivery moved. ₹199 will be refunded." });
    expect((answer.body as { order: OwnerOrder }).order).toMatchObject({
      totalAmount: CAKE,
      deliveryCharge: 0,
      // The order's refund is its cancellation's: none yet.
      refund: null,
    });
    const [refund, ...others] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, id));
    expect(others).toEqual([]);
    expect(refund).toMatchObject({
      kind: "delivery-move",
      amount: 199,
      status: "processed",
      receipt: `move_${refund!.id}`,
    });
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ amountRupees: 199, receipt: `move_${refund!.id}` }),
    );
    const [mail] = await mailsOf("delivery-moved", shopper.email);
    expect(mail).toContain("The new slot costs ₹199 less. Refund of ₹199 processed.");

    // Cancelled afterwards, what is still paid comes back: the cake, not the delivery again.
    const cancel = await t.send("POST", `/api/client/order/${id}/cancel`, { token: shopper.token });
    expect(cancel.status).toBe(200);
    expect((cancel.body as { order: OwnerOrder }).order.refund).toMatchObject({ amount: CAKE });
    const all = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(all.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ["cancel", CAKE],
      ["delivery-move", 199],
    ]);
  });

  test("a dearer slot adds to the cash collected, and is refused for an order paid online", async () => {
    const cash = await cashCake("move-dearer-cash", day(2), "standard");
    const dearer = await move(cash.shopper, cash.id, 0, { date: day(2), slotId: "fixed-19" });
    expect(dearer.status).toBe(200);
    expect(dearer.body).toMatchObject({ message: "Delivery moved. ₹99 more to pay on delivery." });
    const [row] = await t.database.db
      .select({ totalAmount: orders.totalAmount, deliveryCharge: orders.deliveryCharge })
      .from(orders)
      .where(eq(orders.id, cash.id));
    expect(row).toEqual({ totalAmount: CAKE + 99, deliveryCharge: 99 });

    const online = await onlineCake("move-dearer-online", day(2), "standard");
    const refused = await move(online.shopper, online.id, 0, { date: day(2), slotId: "midnight" });
    expectRefused(refused, 409, costsMore(199));
    expect(refused.body).toMatchObject({
      message: expect.stringContaining("This slot costs ₹199 more than the delivery you paid for."),
    });
    expect((await orderOf(online.shopper, online.id)).items[0]!.delivery).toMatchObject({
      date: day(2),
      slotId: "standard",
    });
    expect(await placesOf(online.id)).toEqual([`${day(2)} standard`]);
  });

  test("a full slot, a closed one or one not offered is refused, and nothing changes", async () => {
    const { shopper, id } = await cashCake("move-full", day(3), "fixed-19");
    await takePlaces(t, { hubId: "bengaluru", date: day(4), slotId: "midnight" }, 3);
    const full = await move(shopper, id, 0, { date: day(4), slotId: "midnight" });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: expect.stringMatching(/full/i) });
    // Today's morning slot closed hours ago for a cake; a day past the week is not offered.
    expect((await move(shopper, id, 0, { date: day(0), slotId: "fixed-09" })).status).toBe(409);
    expect((await move(shopper, id, 0, { date: day(9), slotId: "fixed-19" })).status).toBe(409);
    expect((await move(shopper, id, 0, { date: day(4), slotId: "no-such-slot" })).status).toBe(409);
    expect(await placesOf(id)).toEqual([`${day(3)} fixed-19`]);
    expect((await orderOf(shopper, id)).items[0]!.delivery).toMatchObject({ date: day(3) });
  });

  test("after the kitchen's cut-off, or once the order has moved on, nothing moves", async () => {
    const { shopper, id } = await cashCake("move-late", day(1), "fixed-19");
    const until = (await orderOf(shopper, id)).items[0]!.deliveryMove.until!;
    t.setNow(new Date(new Date(until).getTime() + 60_000));
    expectRefused(
      await move(shopper, id, 0, { date: day(2), slotId: "fixed-19" }),
      409,
      MOVE_CLOSED,
    );
    expect((await orderOf(shopper, id)).items[0]!.deliveryMove).toEqual({ movable: false, until });

    t.setNow(new Date(`${TODAY}T10:00:00+05:30`));
    expect((await setOrderStatus(t.database.db, id, "Shipped")).ok).toBe(true);
    const shipped = await move(shopper, id, 0, { date: day(2), slotId: "fixed-19" });
    expect(shipped.status).toBe(409);
    expect(shipped.body).toMatchObject({ message: expect.stringMatching(/shipped/) });
    expect(await placesOf(id)).toEqual([`${day(1)} fixed-19`]);
  });

  test("gifts in one delivery move together, for one charge and one place", async () => {
    const shopper = await signUpWithCart(t, "move-together", [
      [productIds.truffle, 1],
      [productIds.redRoses, 1],
    ]);
    const slot = at(day(6), "fixed-19");
    const placed = await placeOrder(
      t,
      shopper,
      orderBody(
        [orderItem("truffle", 1, { delivery: slot }), orderItem("roses", 1, { delivery: slot })],
        CAKE + ROSES + 99,
      ),
    );
    const id = String((placed.body as { order: Json }).order._id);
    const answer = await move(shopper, id, 1, { date: day(5), slotId: "fixed-19" });
    expect(answer.status).toBe(200);
    const order = (answer.body as { order: OwnerOrder }).order;
    expect(order.items.map((item) => [item.delivery?.date, item.delivery?.charge])).toEqual([
      [day(5), 99],
      [day(5), 0],
    ]);
    expect(order).toMatchObject({ deliveryCharge: 99, totalAmount: CAKE + ROSES + 99 });
    expect(await placesOf(id)).toEqual([`${day(5)} fixed-19`]);
  });

  test("only the owner, only a hand delivery, only a new day or slot, only a well-formed body", async () => {
    const shopper = await signUpWithCart(t, "move-owner", [
      [productIds.truffle, 1],
      [productIds.redRoses, 1],
      [COURIER_GIFT, 1],
    ]);
    const placed = await placeOrder(
      t,
      shopper,
      orderBody(
        [
          orderItem("truffle", 1, { delivery: at(day(5), "fixed-19") }),
          orderItem("roses", 1, { delivery: at(day(5), "standard") }),
          orderItem("parcel", 1, { delivery: { pincode: pins.bengaluru } }),
        ],
        CAKE + ROSES + 100 + 99,
      ),
    );
    expect(placed.status).toBe(201);
    const id = String((placed.body as { order: Json }).order._id);
    const other = await signUpWithCart(t, "move-other", [[productIds.truffle, 1]]);
    const to = { date: day(4), slotId: "fixed-19" };

    expectRefused(await move(other, id, 0, to), 404, "Order not found");
    expect((await move(null, id, 0, to)).status).toBe(401);
    expect((await move(shopper, id, 7, to)).status).toBe(404);
    expectRefused(await move(shopper, id, 2, to), 409, NOT_MOVABLE);
    expectRefused(
      await move(shopper, id, 0, { date: day(5), slotId: "fixed-19" }),
      409,
      SAME_DELIVERY,
    );
    expectRefused(
      await move(shopper, id, 0, { date: day(5), slotId: "standard" }),
      409,
      JOINS_ANOTHER,
    );
    expect((await orderOf(shopper, id)).items[2]!.deliveryMove).toEqual({
      movable: false,
      until: null,
    });
    for (const [position, body] of [
      ["x", to],
      [-1, to],
      [0, {}],
      [0, { date: day(4) }],
      [0, { date: "2026-02-31", slotId: "fixed-19" }],
      [0, { date: 20261127, slotId: "fixed-19" }],
      [0, { ...to, slotId: "bad slot!" }],
      [0, { ...to, totalAmount: 1 }],
      [0, [to]],
    ] as const) {
      expect((await move(shopper, id, position, body)).status).toBe(400);
    }
    expect(await placesOf(id)).toEqual([`${day(5)} fixed-19`, `${day(5)} standard`]);
  });

  test("a plain §7 backend has no such route and no windows", async () => {
    const { shopper, id } = await cashCake("move-contract", day(4), "fixed-19");
    const contract = appOver(t, { profile: "contract" });
    const answer = await contract.request(`/api/client/order/${id}/items/0/delivery`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify({ date: day(5), slotId: "fixed-19" }),
    });
    expect(answer.status).toBe(404);
    const order = await contract.request(`/api/client/order/${id}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    const { items } = ((await order.json()) as { order: { items: object[] } }).order;
    expect(items[0]).not.toHaveProperty("deliveryMove");
  });
});
