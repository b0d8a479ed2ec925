import fs from "node:fs";
import { pins } from "../../test/delivery-fixture";
import { TODAY, bookingsOf, istAt } from "../../test/delivery-helpers";
import { CONTRACT_ORDER_KEYS } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { shippingAddress, signUpWithCart } from "../../test/shopper";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile({ profile: "contract" });
// Past every cut-off of the day: a delivery that were read would be refused.
beforeEach(() => t.setNow(istAt("23:30")));

const closed = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-09" };

describe(`contract mode has no delivery (${testEngine})`, () => {
  test("the quote and the cart's delivery route are 404", async () => {
    const shopper = await signUpWithCart(t, "contract-delivery", [[productIds.truffle, 1]]);
    const quote = await t.send("POST", "/api/delivery/quote", {
      token: shopper.token,
      body: { pincode: pins.bengaluru },
    });
    expect(quote.status).toBe(404);
    const line = await t.send("PUT", "/api/auth/cart-delivery", {
      token: shopper.token,
      body: { productId: productIds.truffle, delivery: null },
    });
    expect(line.status).toBe(404);
  });

  test("a delivery sent to the cart is ignored and its lines keep §7's shape", async () => {
    const shopper = await signUpWithCart(t, "contract-delivery", []);
    const added = await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: productIds.truffle, quantity: 1, delivery: { pincode: "bad" } },
    });
    expect(added.body).toEqual({
      success: true,
      message: "Added to cart",
      cart: [{ product: productIds.truffle, quantity: 1 }],
    });
    const cart = (await t.send("GET", "/api/auth/cart", { token: shopper.token })).body as {
      cart: Json[];
    };
    expect(Object.keys(cart.cart[0] ?? {}).sort()).toEqual(["product", "quantity"]);
  });

  test("checkout and place-order ignore deliveries: the cart total, no booking, §7's order", async () => {
    const shopper = await signUpWithCart(t, "contract-delivery", [[productIds.redRoses, 2]]);
    const checkout = await t.send("POST", "/api/checkout", {
      token: shopper.token,
      body: { amount: 298, delivery: { pincode: pins.bengaluru, choices: "bad" } },
    });
    expect(checkout.status).toBe(201);
    const placed = await t.send("POST", "/api/client/place-order", {
      token: shopper.token,
      body: {
        items: [{ productId: productIds.redRoses, quantity: 2, price: 149, delivery: closed }],
        totalAmount: 298,
        shippingAddress,
        image: "",
      },
    });
    expect(placed.status).toBe(201);
    const order = (placed.body as { order: Json & { items: Json[] } }).order;
    expect(Object.keys(order).sort()).toEqual(CONTRACT_ORDER_KEYS);
    expect(Object.keys(order.items[0] ?? {}).sort()).toEqual([
      "name",
      "price",
      "productId",
      "quantity",
      "sellerId",
    ]);
    expect(await bookingsOf(t)).toEqual([]);
    // The confirmation mail goes out in contract mode too.
    const mails = fs
      .readdirSync(t.outboxDir)
      .filter((file) => file.includes("-order-") && file.includes(shopper.email));
    expect(mails).toHaveLength(1);
  });
});
