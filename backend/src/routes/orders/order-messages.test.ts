/**
 * A placed gift's messages change until the kitchen starts on it (docs/after-the-order.md):
 * the shop's clock decides, the order's owner alone may, and only messages the gift takes.
 */
import { eq } from "drizzle-orm";
import { orderItems, products } from "../../db/schema";
import { pins } from "../../test/delivery-fixture";
import { addDays } from "../../delivery/rules";
import { TODAY, TOMORROW, deliveryTestAppPerFile, istAt } from "../../test/delivery-helpers";
import { productIds } from "../../test/fixture";
import { orderBody, orderItem, placeOrder } from "../../test/place-order";
import { signUpWithCart, type Shopper } from "../../test/shopper";
import { appOver } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { setOrderStatus } from "./order-status";
import { MESSAGES_CLOSED, NO_MESSAGES } from "./order-messages";

const t = deliveryTestAppPerFile();
// Cash orders take at most half of a slot's five places: the tests spread over three days.
const evening = (date: string) => ({ pincode: pins.bengaluru, date, slotId: "fixed-19" });

beforeAll(async () => {
  // The truffle cake takes a message on the cake and a card; the roses take neither.
  await t.database.db
    .update(products)
    .set({ personalisation: { cakeMessage: true, cardMessage: true, photos: null } })
    .where(eq(products.id, productIds.truffle));
});

/** A cash order of a truffle cake and roses for an evening; its id and its shopper. */
async function eveningOrder(tag: string, date = TODAY): Promise<{ shopper: Shopper; id: string }> {
  const shopper = await signUpWithCart(t, tag, [
    [productIds.truffle, 1],
    [productIds.redRoses, 1],
  ]);
  const answer = await placeOrder(
    t,
    shopper,
    orderBody(
      [
        orderItem("truffle", 1, { delivery: evening(date) }),
        orderItem("roses", 1, { delivery: evening(date) }),
      ],
      599 + 149 + 99,
    ),
  );
  expect(answer.status).toBe(201);
  return { shopper, id: (answer.body as { order: { _id: string } }).order._id };
}

const change = (shopper: Shopper | null, id: string, position: number | string, body: unknown) =>
  t.send("PATCH", `/api/client/order/${id}/items/${position}/messages`, {
    token: shopper?.token,
    body,
  });

type Line = {
  messages: { editable: boolean; until: string | null; fields: string[] };
  personalisation: unknown;
};
const linesOf = async (shopper: Shopper, id: string) => {
  const { body } = await t.send("GET", `/api/client/order/${id}`, { token: shopper.token });
  return (body as { order: { items: Line[] } }).order.items;
};

describe(`changing a placed gift's messages (${testEngine})`, () => {
  test("before the kitchen's cut-off the owner changes them; the order says until when", async () => {
    const { shopper, id } = await eveningOrder("msg-before");
    const [cake, roses] = await linesOf(shopper, id);
    expect(cake!.messages).toMatchObject({
      editable: true,
      fields: ["cakeMessage", "cardMessage"],
    });
    expect(roses!.messages).toEqual({ editable: false, until: null, fields: [] });
    const until = new Date(cake!.messages.until!);
    expect(until > istAt("10:00") && until <= istAt("19:00")).toBe(true);

    const answer = await change(shopper, id, 0, {
      cakeMessage: "  Happy 60th,\n Papa ",
      cardMessage: "With love",
    });
    expect(answer.status).toBe(200);
    const [saved] = await linesOf(shopper, id);
    expect(saved!.personalisation).toMatchObject({
      cakeMessage: "Happy 60th, Papa",
      cardMessage: "With love",
    });
    // One field alone keeps the other.
    expect((await change(shopper, id, 0, { cardMessage: "" })).status).toBe(200);
    const [row] = await t.database.db
      .select({ personalisation: orderItems.personalisation })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(orderItems.position)
      .limit(1);
    expect(row!.personalisation).toMatchObject({
      cakeMessage: "Happy 60th, Papa",
      cardMessage: "",
    });
  });

  test("after the cut-off, or once the order has moved on, nothing changes", async () => {
    const { shopper, id } = await eveningOrder("msg-after");
    const [cake] = await linesOf(shopper, id);
    t.setNow(new Date(new Date(cake!.messages.until!).getTime() + 60_000));
    const late = await change(shopper, id, 0, { cakeMessage: "Too late" });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe(MESSAGES_CLOSED);
    expect((await linesOf(shopper, id))[0]!.messages.editable).toBe(false);

    t.setNow(istAt("10:00"));
    expect((await setOrderStatus(t.database.db, id, "Shipped")).ok).toBe(true);
    const shipped = await change(shopper, id, 0, { cakeMessage: "On its way" });
    expect(shipped.status).toBe(409);
    expect((shipped.body as { message: string }).message).toMatch(/shipped/);
    expect((await linesOf(shopper, id))[0]!.personalisation).toBeNull();
  });

  test("only the owner, only a line the order has, only messages the gift takes", async () => {
    const { shopper, id } = await eveningOrder("msg-owner", TOMORROW);
    const { shopper: other } = await eveningOrder("msg-other", TOMORROW);
    expect((await change(other, id, 0, { cakeMessage: "Mine now" })).status).toBe(404);
    expect((await change(null, id, 0, { cakeMessage: "Anyone" })).status).toBe(401);
    expect((await change(shopper, id, 7, { cakeMessage: "Nowhere" })).status).toBe(404);
    const roses = await change(shopper, id, 1, { cardMessage: "Roses" });
    expect(roses.status).toBe(400);
    expect((roses.body as { message: string }).message).toBe(NO_MESSAGES);
    for (const [position, body] of [
      ["x", { cakeMessage: "Hi" }],
      [-1, { cakeMessage: "Hi" }],
      [0, {}],
      [0, { cakeMessage: 5 }],
      [0, { cakeMessage: "Hi", total: 1 }],
      [0, { cakeMessage: "x".repeat(31) }],
    ] as const) {
      expect((await change(shopper, id, position, body)).status).toBe(400);
    }
    expect((await linesOf(shopper, id))[0]!.personalisation).toBeNull();
  });

  test("a plain §7 backend has no such route and no windows", async () => {
    const contract = appOver(t, { profile: "contract" });
    const { shopper, id } = await eveningOrder("msg-contract", addDays(TODAY, 2));
    const answer = await contract.request(`/api/client/order/${id}/items/0/messages`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify({ cakeMessage: "Hi" }),
    });
    expect(answer.status).toBe(404);
    const order = await contract.request(`/api/client/order/${id}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    const { items } = ((await order.json()) as { order: { items: object[] } }).order;
    expect(items[0]).not.toHaveProperty("messages");
  });
});
