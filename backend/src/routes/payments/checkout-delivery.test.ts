import { pins } from "../../test/delivery-fixture";
import { TODAY, bookingsOf, istAt, takePlaces } from "../../test/delivery-helpers";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { ledger, signUpWithCart, type CheckoutOrder, type Shopper } from "../../test/shopper";
import { appOver, testAppPerFile } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();
const NOW = istAt("10:00");
beforeEach(() => t.setNow(NOW));
afterEach(() => jest.restoreAllMocks());

/** Truffle × 2 (₹599) and red roses (₹149). */
const CART_TOTAL = 2 * 599 + 149;
const cart = (tag: string) =>
  signUpWithCart(t, tag, [
    [productIds.truffle, 2],
    [productIds.redRoses, 1],
  ]);

const slot = (slotId: string) => ({ pincode: pins.bengaluru, date: TODAY, slotId });
const both = (slotId: string) => ({
  pincode: pins.bengaluru,
  choices: [
    { productId: productIds.truffle, ...slot(slotId) },
    { productId: productIds.redRoses, ...slot(slotId) },
  ],
});

const checkout = (shopper: Shopper, amount: number, delivery: unknown) =>
  t.send("POST", "/api/checkout", { token: shopper.token, body: { amount, delivery } });

describe(`POST /api/checkout with deliveries (${testEngine})`, () => {
  test("holds one place per hand delivery for 15 minutes against the provider order", async () => {
    const shopper = await cart("hold");
    const before = (await bookingsOf(t)).length;
    const answer = await checkout(shopper, CART_TOTAL + 99, both("fixed-19"));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: CheckoutOrder }).order;
    expect(order.amount).toBe((CART_TOTAL + 99) * 100);
    const held = (await bookingsOf(t)).slice(before);
    expect(held).toEqual([
      expect.objectContaining({
        hubId: "bengaluru",
        date: TODAY,
        slotId: "fixed-19",
        userId: shopper.id,
        orderId: null,
        providerOrderId: order.id,
        heldUntil: new Date(NOW.getTime() + 15 * 60_000),
      }),
    ]);
  });

  test("the amount must be the cart total plus the delivery charge", async () => {
    const shopper = await cart("amount");
    const spy = jest.spyOn(t.payments, "createOrder");
    const before = await ledger(t);
    expectRefused(
      await checkout(shopper, CART_TOTAL, both("midnight")),
      409,
      "The amount (₹1,347) does not match your cart total with delivery (₹1,347 + ₹199 = ₹1,546). Please review your cart and try again.",
    );
    expect(spy).not.toHaveBeenCalled();
    expect(await ledger(t)).toEqual(before);
    // Standard delivery is free: the cart total alone is right.
    expect((await checkout(shopper, CART_TOTAL, both("standard"))).status).toBe(201);
  });

  test("a closed slot is refused before any provider order exists, and nothing is held", async () => {
    const shopper = await cart("closed");
    const spy = jest.spyOn(t.payments, "createOrder");
    const before = { ledger: await ledger(t), bookings: (await bookingsOf(t)).length };
    t.setNow(istAt("16:05"));
    expectRefused(
      await checkout(shopper, CART_TOTAL + 99, both("fixed-19")),
      409,
      "The 7 pm – 9 pm slot on Thu, 26 Nov closed at 4:00 pm. Please pick another slot.",
    );
    expect(spy).not.toHaveBeenCalled();
    expect(await ledger(t)).toEqual(before.ledger);
    expect(await bookingsOf(t)).toHaveLength(before.bookings);
  });

  test("a held place counts against everyone else until its payment ends", async () => {
    const first = await cart("first");
    const second = await cart("second");
    // Pune's evening slot: five places, four already taken.
    const evening = { pincode: pins.pune, date: TODAY, slotId: "fixed-19" };
    await takePlaces(t, { hubId: "pune", date: TODAY, slotId: "fixed-19" }, 4);
    const choices = [
      { productId: productIds.truffle, ...evening },
      { productId: productIds.redRoses, ...evening },
    ];
    expect((await checkout(first, CART_TOTAL + 99, { pincode: pins.pune, choices })).status).toBe(
      201,
    );
    expectRefused(
      await checkout(second, CART_TOTAL + 99, { pincode: pins.pune, choices }),
      409,
      "The 7 pm – 9 pm slot on Thu, 26 Nov is full. Please pick another slot.",
    );
    // Fifteen minutes on, the first shopper's hold has run out and the place is free again.
    t.setNow(new Date(NOW.getTime() + 15 * 60_000));
    expect((await checkout(second, CART_TOTAL + 99, { pincode: pins.pune, choices })).status).toBe(
      201,
    );
  });

  test("when the last place goes while the provider order is made, nothing is held", async () => {
    const shopper = await cart("race");
    const place = { hubId: "bengaluru", date: TODAY, slotId: "midnight" };
    const taken = (await bookingsOf(t)).filter(
      (b) => b.slotId === "midnight" && b.date === TODAY,
    ).length;
    const app = appOver(t, {
      clock: () => NOW,
      paymentProvider: {
        ...t.payments,
        // Another shopper takes the places left while this provider order is being made.
        createOrder: async (order) => {
          await takePlaces(t, place, 3 - taken);
          return t.payments.createOrder(order);
        },
      },
    });
    const before = (await bookingsOf(t)).length;
    const answer = await app.request("/api/checkout", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify({ amount: CART_TOTAL + 199, delivery: both("midnight") }),
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      success: false,
      message: "The 11 pm – 11:59 pm slot on Thu, 26 Nov is full. Please pick another slot.",
    });
    const after = await bookingsOf(t);
    expect(after).toHaveLength(before + 3 - taken);
    expect(after.filter((booking) => booking.userId === shopper.id)).toEqual([]);
  });

  test("bad deliveries are 400 and change nothing", async () => {
    const shopper = await cart("bad");
    expectRefused(
      await checkout(shopper, CART_TOTAL, { pincode: "5600" }),
      400,
      "delivery.pincode: Enter a valid 6-digit PIN code.",
    );
    expectRefused(
      await checkout(shopper, CART_TOTAL, "tomorrow"),
      400,
      "delivery: delivery must be { pincode, choices }",
    );
  });
});
