import { pins } from "../../test/delivery-fixture";
import {
  COURIER_GIFT,
  TODAY,
  TOMORROW,
  deliveryTestAppPerFile,
  istAt,
} from "../../test/delivery-helpers";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { signUp, signUpWithCart, type Shopper } from "../../test/shopper";
import type { Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { NOT_IN_CART } from "./cart.handlers";

const t = deliveryTestAppPerFile();

const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };

const setDelivery = (shopper: Shopper, productId: string, delivery: unknown) =>
  t.send("PUT", "/api/auth/cart-delivery", { token: shopper.token, body: { productId, delivery } });

async function linesOf(shopper: Shopper) {
  const answer = await t.send("GET", "/api/auth/cart", { token: shopper.token });
  return (
    answer.body as { cart: { product: Json; quantity: number; delivery: unknown }[] }
  ).cart.map((line) => ({
    productId: line.product._id,
    quantity: line.quantity,
    delivery: line.delivery,
  }));
}

describe(`the delivery chosen for a cart line (${testEngine})`, () => {
  test("adding with a delivery keeps it on the line; an add without one keeps it too", async () => {
    const shopper = await signUp(t, "cart-delivery");
    const added = await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: productIds.truffle, quantity: 1, delivery: evening },
    });
    expect(added.status).toBe(200);
    const cart = (added.body as { cart: { delivery: unknown }[] }).cart;
    expect(cart[0]?.delivery).toEqual(evening);

    await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: productIds.truffle, quantity: 1 },
    });
    expect(await linesOf(shopper)).toEqual([
      { productId: productIds.truffle, quantity: 2, delivery: evening },
    ]);
  });

  test("a line's delivery can be changed and cleared; a courier gift takes only a pincode", async () => {
    const shopper = await signUpWithCart(t, "cart-delivery", [
      [productIds.truffle, 1],
      [COURIER_GIFT, 1],
    ]);
    expect(await linesOf(shopper)).toEqual([
      { productId: productIds.truffle, quantity: 1, delivery: null },
      { productId: COURIER_GIFT, quantity: 1, delivery: null },
    ]);
    const tomorrow = { pincode: pins.bengaluru, date: TOMORROW, slotId: "standard" };
    const saved = await setDelivery(shopper, productIds.truffle, tomorrow);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: "Delivery saved" });
    expect((await setDelivery(shopper, COURIER_GIFT, { pincode: pins.agartala })).status).toBe(200);
    expect(await linesOf(shopper)).toEqual([
      { productId: productIds.truffle, quantity: 1, delivery: tomorrow },
      { productId: COURIER_GIFT, quantity: 1, delivery: { pincode: pins.agartala } },
    ]);

    const cleared = await setDelivery(shopper, productIds.truffle, null);
    expect(cleared.body).toMatchObject({ success: true, message: "Delivery cleared" });
    expect((await linesOf(shopper))[0]?.delivery).toBeNull();
  });

  test.each([
    [
      "a slot past its cut-off",
      { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-09" },
      409,
      "The 9 am – 11 am slot on Thu, 26 Nov closed at 6:00 am. Please pick another slot.",
    ],
    [
      "a cake at a courier-only pincode",
      { pincode: pins.agartala },
      409,
      "“Chocolate Truffle Cake”: Cakes are delivered by hand in our delivery cities only; 799001 (West Tripura) gets courier gifts.",
    ],
    [
      "a pincode the shop does not serve",
      { pincode: pins.portBlair, date: TODAY, slotId: "standard" },
      409,
      "We do not deliver to 744101 yet, so “Chocolate Truffle Cake” cannot go there.",
    ],
    [
      "a hand delivery with no slot",
      { pincode: pins.bengaluru },
      400,
      "Choose a delivery day and slot for “Chocolate Truffle Cake”.",
    ],
    [
      "a midnight slot at a hub that has none",
      { pincode: pins.pune, date: TODAY, slotId: "midnight" },
      409,
      "The 11 pm – 11:59 pm slot on Thu, 26 Nov is not offered for this gift at this pincode. Please pick another slot.",
    ],
    [
      "a day past the bookable week",
      { pincode: pins.bengaluru, date: "2026-12-03", slotId: "standard" },
      409,
      "Delivery can be booked up to 7 days ahead. Please pick an earlier day.",
    ],
    [
      "a malformed pincode",
      { pincode: "012345" },
      400,
      "delivery.pincode: Enter a valid 6-digit PIN code.",
    ],
    [
      "a date that is no day",
      { pincode: pins.bengaluru, date: "2026-02-30", slotId: "standard" },
      400,
      "delivery.date: date must be a day written YYYY-MM-DD",
    ],
  ])("%s is refused and changes nothing", async (_what, delivery, status, message) => {
    const shopper = await signUpWithCart(t, "cart-delivery", [[productIds.truffle, 1]]);
    expectRefused(await setDelivery(shopper, productIds.truffle, delivery), status, message);
    const added = await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: productIds.truffle, quantity: 1, delivery },
    });
    expectRefused(added, status, message);
    expect(await linesOf(shopper)).toEqual([
      { productId: productIds.truffle, quantity: 1, delivery: null },
    ]);
  });

  test("a courier gift takes no day or slot", async () => {
    const shopper = await signUpWithCart(t, "cart-delivery", [[COURIER_GIFT, 1]]);
    expectRefused(
      await setDelivery(shopper, COURIER_GIFT, evening),
      400,
      "“Extra Gift 0” goes by courier: it takes no delivery date or slot.",
    );
  });

  test("the slot is judged by the shop's clock: open at 3:59 pm, closed at 4 pm", async () => {
    const shopper = await signUpWithCart(t, "cart-delivery", [[productIds.truffle, 1]]);
    t.setNow(istAt("15:59"));
    expect((await setDelivery(shopper, productIds.truffle, evening)).status).toBe(200);
    t.setNow(istAt("16:00"));
    expectRefused(
      await setDelivery(shopper, productIds.truffle, evening),
      409,
      "The 7 pm – 9 pm slot on Thu, 26 Nov closed at 4:00 pm. Please pick another slot.",
    );
  });

  test("a product not in the cart is 404", async () => {
    const shopper = await signUpWithCart(t, "cart-delivery", [[productIds.truffle, 1]]);
    expectRefused(await setDelivery(shopper, productIds.redRoses, evening), 404, NOT_IN_CART);
    expectRefused(await setDelivery(shopper, productIds.redRoses, null), 404, NOT_IN_CART);
  });

  test("setting a delivery needs a live token", async () => {
    expect(
      (
        await t.send("PUT", "/api/auth/cart-delivery", {
          body: { productId: productIds.truffle, delivery: null },
        })
      ).status,
    ).toBe(401);
  });
});
