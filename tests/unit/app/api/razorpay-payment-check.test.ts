/** @jest-environment node */
import "../../support/handler-session";
// POST /api/orders when the storefront holds the Razorpay key secret: the payment is checked
// (signature, then Razorpay's record of it) before place-order is called. Razorpay is the
// local stand-in (backend/src/test/razorpay-standin.mjs), so payments are made and recorded the
// way the checkout window makes them.
import { POST as startRoute } from "@/app/api/checkout/start/route";
import { POST as placeRoute } from "@/app/api/orders/route";
import { readSession } from "@/lib/auth/session";
import { clearCart, fetchCart, removeFromCart } from "@/lib/backend/cart";
import { fetchOrders, fetchPaymentSetup, placeOrder, startPayment } from "@/lib/backend/orders";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import {
  ONLINE_PAYMENT_UNAVAILABLE,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_VERIFIED,
} from "@/lib/validations/checkout";
import {
  razorpaySignature,
  startRazorpayStandin,
  type RazorpayStandin,
} from "../../../../backend/src/test/razorpay-standin.mjs";
import { line, product } from "../../support/cart-fixtures";
import { homeShipping, order } from "../../support/checkout-fixtures";
import { SESSION, SITE, TOKEN, handlerRequest } from "./handler-contract";

const KEY_ID = "rzp_test_storefront1";
const KEY_SECRET = "storefront-test-key-secret-0123456789";

jest.mock("@/lib/backend/orders", () => ({
  fetchOrders: jest.fn(),
  fetchPaymentSetup: jest.fn(),
  placeOrder: jest.fn(),
  startPayment: jest.fn(),
}));
jest.mock("@/lib/backend/cart", () => ({
  clearCart: jest.fn(),
  fetchCart: jest.fn(),
  removeFromCart: jest.fn(),
}));

let standin: RazorpayStandin;

beforeAll(async () => {
  standin = await startRazorpayStandin({ port: 0, keyId: KEY_ID, keySecret: KEY_SECRET });
  // Read once by lib/env.ts, on the first request.
  Object.assign(process.env, {
    SITE_URL: SITE,
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_BASE: standin.url,
  });
});
afterAll(() => standin.close());

beforeEach(async () => {
  jest.resetAllMocks();
  await resetShopLimiter();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(fetchPaymentSetup).mockResolvedValue({ key: KEY_ID, verifiesPayments: false });
  jest.mocked(placeOrder).mockResolvedValue("order-db-1");
  jest.mocked(fetchOrders).mockResolvedValue([]);
  jest.mocked(clearCart).mockResolvedValue(undefined);
  // The server-side cart: 2 × ₹450 + ₹800 = ₹1,700.
  jest
    .mocked(fetchCart)
    .mockResolvedValue([line(product("cake", 450), 2), line(product("roses", 800), 1)]);
});
afterEach(() => jest.restoreAllMocks());

const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;

/** An order at "Razorpay" for `paise`, as the backend's POST /v1/orders opens it. */
async function razorpayOrder(paise: number): Promise<string> {
  const response = await fetch(`${standin.url}/v1/orders`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify({ amount: paise, currency: "INR", receipt: "rcpt" }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** What the checkout window hands the page after a paid or a failed attempt. */
async function attempt(orderId: string, outcome: "pay" | "fail") {
  const response = await fetch(`${standin.url}/v1/standin/${outcome}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: KEY_ID, order_id: orderId, method: "upi" }),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function paid(paise: number) {
  const orderId = await razorpayOrder(paise);
  const payment = await attempt(orderId, "pay");
  return {
    razorpay_order_id: String(payment.razorpay_order_id),
    razorpay_payment_id: String(payment.razorpay_payment_id),
    razorpay_signature: String(payment.razorpay_signature),
  };
}

const place = (payment: unknown) =>
  placeRoute(handlerRequest("POST", "/api/orders", { body: { address: homeShipping, payment } }));

async function expectRefused(response: Response, error = PAYMENT_NOT_VERIFIED) {
  expect(response.status).toBe(error === PAYMENT_NOT_VERIFIED ? 402 : 503);
  expect(await response.json()).toEqual({ error });
  expect(placeOrder).not.toHaveBeenCalled();
}

test("a payment Razorpay captured for the cart's total places the order", async () => {
  const payment = await paid(170_000);
  const response = await place(payment);
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ orderId: "order-db-1", method: "online" });
  expect(placeOrder).toHaveBeenCalledWith(
    TOKEN,
    expect.objectContaining({ totalAmount: 1700, payment }),
  );
});

test("a payment that already has its order answers that order and places none; only its gifts leave the cart", async () => {
  // A backend that neither refuses a second order for one payment nor empties the cart (the
  // shop's original): the retry of an answer that never arrived must not order twice, and a
  // gift added to the cart since stays there.
  const payment = await paid(170_000);
  const placed = { ...order("order-db-0"), paymentId: payment.razorpay_payment_id };
  jest.mocked(fetchOrders).mockResolvedValue([placed]);
  jest
    .mocked(fetchCart)
    .mockResolvedValue([
      line(product("cake", 450), 2),
      line(product("roses", 800), 1),
      line(product("mug", 200), 1),
    ]);
  const response = await place(payment);
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ orderId: "order-db-0", method: "online" });
  expect(placeOrder).not.toHaveBeenCalled();
  expect(clearCart).not.toHaveBeenCalled();
  expect(jest.mocked(removeFromCart).mock.calls).toEqual([
    [TOKEN, "cake"],
    [TOKEN, "roses"],
  ]);
});

test("another shopper sending the same payment id at the same time gets no order of it", async () => {
  const payment = await paid(170_000);
  let finish: (id: string) => void = () => {};
  jest
    .mocked(placeOrder)
    .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
  jest.mocked(placeOrder).mockResolvedValueOnce("order-db-2");
  const mine = place(payment);
  await new Promise((resolve) => setTimeout(resolve, 20));
  jest
    .mocked(readSession)
    .mockResolvedValue({ ...SESSION, user: { ...SESSION.user, id: "u-other" } });
  const theirs = await place(payment);
  finish("order-db-1");
  expect(await (await mine).json()).toEqual({ orderId: "order-db-1", method: "online" });
  // Theirs is placed on its own (and the backend, with the payment's checks, decides).
  expect(await theirs.json()).not.toEqual({ orderId: "order-db-1", method: "online" });
  expect(placeOrder).toHaveBeenCalledTimes(2);
});

test("a double tap places one order for one payment", async () => {
  const payment = await paid(170_000);
  let finish: (id: string) => void = () => {};
  jest.mocked(placeOrder).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const first = place(payment);
  const second = place(payment);
  await new Promise((resolve) => setTimeout(resolve, 50));
  finish("order-db-1");
  const answers = await Promise.all([first, second]);
  for (const answer of answers) {
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ orderId: "order-db-1", method: "online" });
  }
  expect(placeOrder).toHaveBeenCalledTimes(1);
});

test("a forged signature is refused", async () => {
  const payment = await paid(170_000);
  const forged = razorpaySignature(
    "a-guessed-secret",
    payment.razorpay_order_id,
    payment.razorpay_payment_id,
  );
  await expectRefused(await place({ ...payment, razorpay_signature: forged }));
});

test("a payment for less than the server-side cart's total is refused", async () => {
  // Paid for ₹1, then the cart is the ₹1,700 one: a browser-side amount never counts.
  await expectRefused(await place(await paid(100)));
});

test("a payment Razorpay records against another order is refused", async () => {
  const payment = await paid(170_000);
  const other = await razorpayOrder(170_000);
  const signature = razorpaySignature(KEY_SECRET, other, payment.razorpay_payment_id);
  await expectRefused(
    await place({ ...payment, razorpay_order_id: other, razorpay_signature: signature }),
  );
});

test("a payment that was not captured (declined) is refused", async () => {
  const orderId = await razorpayOrder(170_000);
  const failed = (await attempt(orderId, "fail")) as {
    error: { metadata: { payment_id: string } };
  };
  const paymentId = failed.error.metadata.payment_id;
  const payment = {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: razorpaySignature(KEY_SECRET, orderId, paymentId),
  };
  await expectRefused(await place(payment));
});

test("a payment id Razorpay does not know is refused", async () => {
  const orderId = await razorpayOrder(170_000);
  const paymentId = "pay_NeverMade00001";
  await expectRefused(
    await place({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: razorpaySignature(KEY_SECRET, orderId, paymentId),
    }),
  );
});

test("when Razorpay cannot be asked, nothing is placed and the shopper may try again", async () => {
  const payment = await paid(170_000);
  const realFetch = global.fetch;
  jest
    .spyOn(global, "fetch")
    .mockImplementation((input, init) =>
      String(input).startsWith(standin.url)
        ? Promise.reject(new TypeError("fetch failed"))
        : realFetch(input, init),
    );
  const response = await place(payment);
  expect(response.headers.get("retry-after")).toBe("5");
  await expectRefused(response, PAYMENT_NOT_CONFIRMED);
});

test("payments of another account are left to a backend that says it checks them", async () => {
  jest
    .mocked(fetchPaymentSetup)
    .mockResolvedValue({ key: "rzp_test_someoneelse", verifiesPayments: true });
  const payment = {
    razorpay_order_id: "order_local_1",
    razorpay_payment_id: "pay_local_1",
    razorpay_signature: "b".repeat(64),
  };
  const response = await place(payment);
  expect(response.status).toBe(201);
  expect(placeOrder).toHaveBeenCalledTimes(1);
});

test("a backend that checks no payment, and a storefront that cannot: no order, no payment begun", async () => {
  // The shop's original places any order it is sent, its payment unread.
  jest
    .mocked(fetchPaymentSetup)
    .mockResolvedValue({ key: "rzp_test_someoneelse", verifiesPayments: false });
  const forged = {
    razorpay_order_id: "order_Forged0000001",
    razorpay_payment_id: "pay_Forged0000001",
    razorpay_signature: "0".repeat(64),
  };
  const response = await place(forged);
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ error: ONLINE_PAYMENT_UNAVAILABLE });
  expect(placeOrder).not.toHaveBeenCalled();
  const start = await startRoute(handlerRequest("POST", "/api/checkout/start", { body: {} }));
  expect(start.status).toBe(503);
  expect(await start.json()).toEqual({ error: ONLINE_PAYMENT_UNAVAILABLE });
  expect(startPayment).not.toHaveBeenCalled();
});
