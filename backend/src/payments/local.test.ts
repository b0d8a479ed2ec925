import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DECLINED_DESCRIPTION,
  LOCAL_KEY_ID,
  createLocalProvider,
  localPaymentSecret,
} from "./local";
import { hmacSha256Hex } from "./provider";

const secret = "local-secret-for-this-test-0123456789";
const provider = createLocalProvider({ secret });

describe("the local payment provider", () => {
  test("creates INR orders with local ids and the amount in paise", async () => {
    const order = await provider.createOrder({ amountRupees: 1248, receipt: "rcpt_1" });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_local_[a-f0-9]{16}$/),
      amountPaise: 124800,
      currency: "INR",
    });
    const other = await provider.createOrder({ amountRupees: 1248, receipt: "rcpt_2" });
    expect(other.id).not.toBe(order.id);
    expect(provider.keyId).toBe(LOCAL_KEY_ID);
    expect(provider.name).toBe("local");
  });

  test("a successful payment is signed exactly as Razorpay signs: HMAC-SHA256(order_id|payment_id)", () => {
    const result = provider.pay("order_local_abc", "success", "upi");
    if (!result.ok) throw new Error("expected success");
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result.payment;
    expect(razorpay_order_id).toBe("order_local_abc");
    expect(razorpay_payment_id).toMatch(/^pay_local_[a-f0-9]{16}$/);
    expect(razorpay_signature).toBe(
      hmacSha256Hex(secret, `order_local_abc|${razorpay_payment_id}`),
    );
    expect(
      provider.verifyPaymentSignature({
        orderId: razorpay_order_id,
        paymentId: razorpay_payment_id,
        signature: razorpay_signature,
      }),
    ).toBe(true);
  });

  test("signatures for another order, another payment or another secret do not verify", () => {
    const result = provider.pay("order_local_one", "success", "card");
    if (!result.ok) throw new Error("expected success");
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = result.payment;
    expect(
      provider.verifyPaymentSignature({ orderId: "order_local_two", paymentId, signature }),
    ).toBe(false);
    expect(
      provider.verifyPaymentSignature({
        orderId: "order_local_one",
        paymentId: "pay_x",
        signature,
      }),
    ).toBe(false);
    const stranger = createLocalProvider({ secret: "another-secret-of-enough-length-000" });
    expect(
      stranger.verifyPaymentSignature({ orderId: "order_local_one", paymentId, signature }),
    ).toBe(false);
  });

  test("a simulated failure is declined with Razorpay's error shape", () => {
    const result = provider.pay("order_local_abc", "failure", "card");
    expect(result).toEqual({
      ok: false,
      error: {
        code: "BAD_REQUEST_ERROR",
        description: DECLINED_DESCRIPTION,
        source: "bank",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: {
          order_id: "order_local_abc",
          payment_id: expect.stringMatching(/^pay_local_[a-f0-9]{16}$/),
        },
      },
    });
    expect(DECLINED_DESCRIPTION).toBe("Payment declined by the bank (simulated).");
  });

  test("webhook bodies are verified with the local secret over the raw body", () => {
    const body = '{"event":"payment.captured"}';
    expect(provider.verifyWebhookSignature(body, hmacSha256Hex(secret, body))).toBe(true);
    expect(provider.verifyWebhookSignature(`${body} `, hmacSha256Hex(secret, body))).toBe(false);
  });

  test("a refund of a local payment is processed at once, and asking again answers the same one", async () => {
    const paid = provider.pay("order_local_refund", "success", "card");
    if (!paid.ok) throw new Error("the local payment was declined");
    const request = {
      paymentId: paid.payment.razorpay_payment_id,
      amountRupees: 749,
      receipt: "refund_order_local",
    };
    const refund = await provider.refund(request);
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_local_[a-f0-9]{14}$/),
      amountPaise: 74900,
      status: "processed",
    });
    expect(await provider.refund(request)).toEqual(refund);
    expect((await provider.refund({ ...request, receipt: "refund_other" })).id).not.toBe(refund.id);
  });

  test("a payment the local provider never took is not refunded", async () => {
    await expect(
      provider.refund({ paymentId: "pay_Razorpay123", amountRupees: 10, receipt: "r" }),
    ).rejects.toThrow("took no payment");
  });

  test("a short secret is refused", () => {
    expect(() => createLocalProvider({ secret: "short" })).toThrow("32+");
  });
});

describe("localPaymentSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-secret-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("LOCAL_PAYMENT_SECRET wins and nothing is written", () => {
    expect(localPaymentSecret(dir, "x".repeat(40))).toBe("x".repeat(40));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test("otherwise one secret is generated into DATA_DIR with mode 0600 and kept", () => {
    const first = localPaymentSecret(path.join(dir, "data"));
    const file = path.join(dir, "data", "local-payment-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(file, "utf8")).toBe(first);
    if (process.platform !== "win32") expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(localPaymentSecret(path.join(dir, "data"))).toBe(first);
  });
});
