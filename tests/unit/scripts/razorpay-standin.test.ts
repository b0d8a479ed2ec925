/** @jest-environment node */
// The Razorpay stand-in answers as Razorpay's API does for the calls this shop makes, so the
// backend's official package and the storefront's check run unchanged against it.
import { createHmac } from "node:crypto";
import {
  startRazorpayStandin,
  type RazorpayStandin,
} from "../../../backend/src/test/razorpay-standin.mjs";

const KEY_ID = "rzp_test_standinUnit1";
const KEY_SECRET = "standin-unit-secret";
const SHOP = "http://127.0.0.1:3250";
const auth = {
  authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`,
};
const json = { "content-type": "application/json" };

let standin: RazorpayStandin;
beforeAll(async () => {
  standin = await startRazorpayStandin({
    port: 0,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    origins: [SHOP],
  });
});
afterAll(() => standin.close());

const call = (path: string, init: RequestInit = {}) => fetch(`${standin.url}${path}`, init);

async function newOrder(amount = 49_900) {
  const response = await call("/v1/orders", {
    method: "POST",
    headers: { ...auth, ...json },
    body: JSON.stringify({ amount, currency: "INR", receipt: "rcpt_unit" }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}

test("starts only with a test key and its secret", async () => {
  await expect(async () =>
    startRazorpayStandin({ port: 0, keyId: "rzp_live_abc", keySecret: "s" }),
  ).rejects.toThrow("only a test key id");
  await expect(async () =>
    startRazorpayStandin({ port: 0, keyId: KEY_ID, keySecret: "" }),
  ).rejects.toThrow("key secret");
});

test("the API needs the key id and secret, and answers Razorpay's error shape", async () => {
  const wrong = `Basic ${Buffer.from(`${KEY_ID}:guess`).toString("base64")}`;
  const attempts: Record<string, string>[] = [{}, { authorization: wrong }];
  for (const headers of attempts) {
    const response = await call("/v1/orders", {
      method: "POST",
      headers: { ...headers, ...json },
      body: JSON.stringify({ amount: 100, currency: "INR" }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
    });
  }
});

test("an order is created and read back as Razorpay describes it", async () => {
  const created = await newOrder();
  expect(created).toMatchObject({
    id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
    entity: "order",
    amount: 49_900,
    amount_paid: 0,
    amount_due: 49_900,
    currency: "INR",
    receipt: "rcpt_unit",
    status: "created",
  });
  const read = await call(`/v1/orders/${created.id}`, { headers: auth });
  expect(await read.json()).toEqual(created);
  expect((await call(`/v1/orders/${created.id}`)).status).toBe(401);
});

test("an order under ₹1 or in another currency is refused", async () => {
  for (const body of [
    { amount: 99, currency: "INR" },
    { amount: 1000, currency: "USD" },
  ]) {
    const response = await call("/v1/orders", {
      method: "POST",
      headers: { ...auth, ...json },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "BAD_REQUEST_ERROR" } });
  }
});

test("a paid attempt is captured and signed as Razorpay signs it", async () => {
  const order = await newOrder();
  const paid = await call("/v1/standin/pay", {
    method: "POST",
    headers: { ...json, origin: SHOP },
    body: JSON.stringify({ key: KEY_ID, order_id: order.id, method: "upi" }),
  });
  expect(paid.headers.get("access-control-allow-origin")).toBe(SHOP);
  const result = (await paid.json()) as Record<string, string>;
  const expected = createHmac("sha256", KEY_SECRET)
    .update(`${order.id}|${result.razorpay_payment_id}`)
    .digest("hex");
  expect(result).toEqual({
    razorpay_order_id: order.id,
    razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
    razorpay_signature: expected,
  });
  const payment = await call(`/v1/payments/${result.razorpay_payment_id}`, { headers: auth });
  expect(await payment.json()).toMatchObject({
    entity: "payment",
    amount: 49_900,
    currency: "INR",
    status: "captured",
    captured: true,
    order_id: order.id,
    method: "upi",
  });
  const read = await call(`/v1/orders/${order.id}`, { headers: auth });
  expect(await read.json()).toMatchObject({ status: "paid", amount_paid: 49_900, amount_due: 0 });
  // Paid once: a second payment for the same order is refused.
  const again = await call("/v1/standin/pay", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ key: KEY_ID, order_id: order.id, method: "card" }),
  });
  expect(again.status).toBe(400);
});

test("a failed attempt answers Razorpay's payment.failed error and records a failed payment", async () => {
  const order = await newOrder();
  const failed = await call("/v1/standin/fail", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ key: KEY_ID, order_id: order.id, method: "card" }),
  });
  const { error } = (await failed.json()) as {
    error: { metadata: { order_id: string; payment_id: string } };
  };
  expect(error).toMatchObject({
    code: "BAD_REQUEST_ERROR",
    source: "bank",
    step: "payment_authorization",
    reason: "payment_failed",
    metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
  });
  const payment = await call(`/v1/payments/${error.metadata.payment_id}`, { headers: auth });
  expect(await payment.json()).toMatchObject({ status: "failed", captured: false });
  expect(await (await call(`/v1/orders/${order.id}`, { headers: auth })).json()).toMatchObject({
    status: "attempted",
    amount_paid: 0,
  });
});

test("the browser's calls need the right key id, and only the shop's origin gets CORS", async () => {
  const order = await newOrder();
  const wrongKey = await call("/v1/standin/pay", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ key: "rzp_test_other", order_id: order.id }),
  });
  expect(wrongKey.status).toBe(401);
  const preflight = await call("/v1/standin/pay", {
    method: "OPTIONS",
    headers: { origin: "http://evil.example" },
  });
  expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  const script = await call("/v1/checkout.js");
  expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(await script.text()).toContain("window.Razorpay = Razorpay");
});
