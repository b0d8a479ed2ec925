/** @jest-environment node */
import { cartTotal, orderPayload } from "@/lib/checkout/server";
import { line, product } from "../../support/cart-fixtures";
import { CAKE_ID, HALF_KG, ONE_KG, giftLine, message } from "../../support/gift-fixtures";

const request = {
  address: {
    fullName: "Asha Rao",
    phoneNumber: "9876543210",
    alternatephone: "",
    address: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pin: "560001",
  },
};

test("gift lines name their line and carry their variant's price; plain lines are the contract's", () => {
  const forAsha = giftLine(ONE_KG, message("Happy birthday Asha"), 2);
  const forRavi = giftLine(HALF_KG, message("Happy birthday Ravi"), 1);
  const roses = line(product("b00000000000000000000002", 800, 1000), 1);
  const payload = orderPayload([forAsha, forRavi, roses], request);

  expect(
    payload.items.map(({ productId, line: key, price, quantity }) => ({
      productId,
      line: key,
      price,
      quantity,
    })),
  ).toEqual([
    { productId: CAKE_ID, line: forAsha.key, price: 1099, quantity: 2 },
    { productId: CAKE_ID, line: forRavi.key, price: 599, quantity: 1 },
    { productId: roses.product.id, line: undefined, price: 800, quantity: 1 },
  ]);
  // A plain item has no `line` key at all: a contract backend gets what it always got.
  expect(payload.items[2]).not.toHaveProperty("line");
  expect(payload.totalAmount).toBe(2 * 1099 + 599 + 800);
  expect(cartTotal([forAsha, forRavi, roses])).toBe(payload.totalAmount);
});

test("with a delivery plan, two lines of one product each keep their own delivery", () => {
  const forAsha = giftLine(HALF_KG, message("Asha"), 1);
  const forRavi = giftLine(HALF_KG, message("Ravi"), 1);
  const plan = {
    pincode: "560038",
    choices: [
      {
        productId: CAKE_ID,
        line: forAsha.key,
        pincode: "560038",
        date: "2026-11-27",
        slotId: "std",
      },
      {
        productId: CAKE_ID,
        line: forRavi.key,
        pincode: "560038",
        date: "2026-11-28",
        slotId: "ft-19",
      },
    ],
    quote: {
      pincode: "560038",
      cod: true,
      ok: true,
      deliveryCharge: 149,
      substitution: false,
      lines: [],
      deliveries: [],
    },
  };
  const payload = orderPayload([forAsha, forRavi], request, plan);
  expect(payload.items.map((item) => item.delivery)).toEqual([
    { pincode: "560038", date: "2026-11-27", slotId: "std" },
    { pincode: "560038", date: "2026-11-28", slotId: "ft-19" },
  ]);
  expect(payload.totalAmount).toBe(599 * 2 + 149);
});

test("the substitution answer goes to the backend only where its quote asked for one", () => {
  const cake = line(product(CAKE_ID, 599), 1);
  const choice = { productId: CAKE_ID, pincode: "560001", date: "2026-11-27", slotId: "std" };
  const plan = (substitution: boolean) => ({
    pincode: "560001",
    choices: [choice],
    quote: {
      pincode: "560001",
      cod: true,
      ok: true,
      deliveryCharge: 0,
      substitution,
      lines: [],
      deliveries: [],
    },
  });
  const answered = { ...request, substitution: "call" as const };
  expect(orderPayload([cake], answered, plan(true)).substitution).toBe("call");
  // A backend that did not ask (no quote, or a quote without the question) keeps its own body.
  expect(orderPayload([cake], answered, plan(false))).not.toHaveProperty("substitution");
  expect(orderPayload([cake], answered, null)).not.toHaveProperty("substitution");
});
