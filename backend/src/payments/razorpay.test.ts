// The machines here cannot reach Razorpay: the signature checks are tested against the
// official package's own helpers as an independent oracle, and orders against the local
// stand-in (backend/src/test/razorpay-standin.mjs).
import { createHmac } from "node:crypto";
import Razorpay from "razorpay";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils";
import { startRazorpayStandin, type RazorpayStandin } from "../test/razorpay-standin.mjs";
import { createRazorpayProvider } from "./razorpay";

const keySecret = "rzp_test_secret_abcdefghijklmnop";
const webhookSecret = "whsec_for_tests_123";
const provider = createRazorpayProvider({ keyId: "rzp_test_key123", keySecret, webhookSecret });

describe("the razorpay provider's signatures", () => {
  test("names itself and hands out the key id, never the secret", () => {
    expect(provider.name).toBe("razorpay");
    expect(provider.keyId).toBe("rzp_test_key123");
    expect(JSON.stringify(provider)).not.toContain(keySecret);
  });

  test("a payment signature made as Razorpay documents it verifies", () => {
    const orderId = "order_IluGWxBm9U8zJ8";
    const paymentId = "pay_IluH4aYNpbjM5u";
    const signature = createHmac("sha256", keySecret)
      .update(`${orderId}|${paymentId}`)
      .digest("hex");
    expect(
      validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        keySecret,
      ),
    ).toBe(true);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
  });

  test("forged, swapped or foreign payment signatures do not verify", () => {
    const orderId = "order_A1";
    const paymentId = "pay_B1";
    const good = createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
    const forged = createHmac("sha256", "guess").update(`${orderId}|${paymentId}`).digest("hex");
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: forged })).toBe(false);
    expect(
      provider.verifyPaymentSignature({ orderId: "order_A2", paymentId, signature: good }),
    ).toBe(false);
    expect(
      provider.verifyPaymentSignature({ orderId: paymentId, paymentId: orderId, signature: good }),
    ).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: "" })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: "0".repeat(64) })).toBe(
      false,
    );
  });

  test("a webhook is verified over the raw body with the webhook secret", () => {
    const body = JSON.stringify({ event: "payment.captured", payload: {} });
    const signature = createHmac("sha256", webhookSecret).update(body).digest("hex");
    expect(Razorpay.validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
    expect(provider.verifyWebhookSignature(body, signature)).toBe(true);
    // Re-serialised JSON is another body: the signature covers bytes, not meaning.
    expect(
      provider.verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature),
    ).toBe(false);
    const withKeySecret = createHmac("sha256", keySecret).update(body).digest("hex");
    expect(provider.verifyWebhookSignature(body, withKeySecret)).toBe(false);
  });

  test("without a webhook secret every webhook is refused", () => {
    const bare = createRazorpayProvider({ keyId: "rzp_test_key123", keySecret });
    const body = "{}";
    expect(
      bare.verifyWebhookSignature(body, createHmac("sha256", "").update(body).digest("hex")),
    ).toBe(false);
  });
});

describe("the razorpay provider's orders, through the official package, against the stand-in", () => {
  // backend/src/test/razorpay-standin.mjs answers as Razorpay's API does, on this machine.
  let standin: RazorpayStandin;
  beforeAll(async () => {
    standin = await startRazorpayStandin({ port: 0, keyId: "rzp_test_key123", keySecret });
  });
  afterAll(() => standin.close());

  test("an order is created at RAZORPAY_API_BASE in paise, with its receipt", async () => {
    const standinProvider = createRazorpayProvider({
      keyId: "rzp_test_key123",
      keySecret,
      apiBase: standin.url,
    });
    const order = await standinProvider.createOrder({ amountRupees: 1299, receipt: "rcpt_1" });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_\w+$/),
      amountPaise: 129900,
      currency: "INR",
    });
    expect(standin.orders.get(order.id)).toMatchObject({
      amount: 129900,
      amount_due: 129900,
      currency: "INR",
      receipt: "rcpt_1",
      status: "created",
    });
  });

  test("a wrong key secret is refused by the API and creates nothing", async () => {
    const before = standin.orders.size;
    const wrong = createRazorpayProvider({
      keyId: "rzp_test_key123",
      keySecret: "not-the-secret",
      apiBase: standin.url,
    });
    await expect(wrong.createOrder({ amountRupees: 10, receipt: "rcpt_2" })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(standin.orders.size).toBe(before);
  });
});

describe("the razorpay provider's refunds, through the official package, against the stand-in", () => {
  let standin: RazorpayStandin;
  const keyId = "rzp_test_key123";
  beforeAll(async () => {
    standin = await startRazorpayStandin({ port: 0, keyId, keySecret });
  });
  afterAll(() => standin.close());

  /** A captured payment of `amountRupees`, paid in the stand-in's window. */
  async function paid(amountRupees: number) {
    const standinProvider = createRazorpayProvider({ keyId, keySecret, apiBase: standin.url });
    const order = await standinProvider.createOrder({
      amountRupees,
      receipt: `rcpt_${amountRupees}`,
    });
    const answer = await fetch(`${standin.url}/v1/standin/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: keyId, order_id: order.id, method: "upi" }),
    });
    const { razorpay_payment_id: paymentId } = (await answer.json()) as {
      razorpay_payment_id: string;
    };
    return { provider: standinProvider, paymentId };
  }

  test("refunds the whole payment in paise, and asking again answers the same refund", async () => {
    const { provider: standinProvider, paymentId } = await paid(1546);
    const request = { paymentId, amountRupees: 1546, receipt: "refund_order_1" };
    const refund = await standinProvider.refund(request);
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_\w+$/),
      amountPaise: 154600,
      status: "processed",
    });
    expect(await standinProvider.refund(request)).toEqual(refund);
    const made = [...standin.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(made).toEqual([
      expect.objectContaining({
        amount: 154600,
        receipt: "refund_order_1",
        speed_requested: "normal",
      }),
    ]);
    expect(standin.payments.get(paymentId)).toMatchObject({
      amount_refunded: 154600,
      refund_status: "full",
      status: "refunded",
    });
  });

  test("a payment the account never took is refused, and nothing is refunded", async () => {
    const standinProvider = createRazorpayProvider({ keyId, keySecret, apiBase: standin.url });
    const before = standin.refunds.size;
    await expect(
      standinProvider.refund({ paymentId: "pay_NoSuchPayment1", amountRupees: 10, receipt: "r_x" }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(standin.refunds.size).toBe(before);
  });
});
