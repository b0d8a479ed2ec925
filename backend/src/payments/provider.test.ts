import { createHmac } from "node:crypto";
import {
  hmacSha256Hex,
  paymentSignaturePayload,
  rupeesToPaise,
  safeEqual,
  verifyHmac,
} from "./provider";

describe("hmacSha256Hex", () => {
  test("matches the published HMAC-SHA256 test vector", () => {
    expect(hmacSha256Hex("key", "The quick brown fox jumps over the lazy dog")).toBe(
      "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
    );
  });

  test("signs UTF-8 text the way node's crypto does", () => {
    const data = "order_1|pay_2 ₹ उपहार";
    expect(hmacSha256Hex("s3cret", data)).toBe(
      createHmac("sha256", "s3cret").update(data).digest("hex"),
    );
  });
});

describe("safeEqual and verifyHmac", () => {
  test("equal strings compare equal; any difference, including length, does not", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("abc", "")).toBe(false);
  });

  test("verifyHmac accepts the exact signature only", () => {
    const signature = hmacSha256Hex("secret", "body");
    expect(verifyHmac("secret", "body", signature)).toBe(true);
    expect(verifyHmac("secret", "body ", signature)).toBe(false);
    expect(verifyHmac("other", "body", signature)).toBe(false);
    expect(verifyHmac("secret", "body", signature.toUpperCase())).toBe(false);
    expect(verifyHmac("secret", "body", `${signature}00`)).toBe(false);
    expect(verifyHmac("secret", "body", "")).toBe(false);
  });
});

test("Razorpay's payment payload is order_id|payment_id and amounts go in paise", () => {
  expect(paymentSignaturePayload("order_A", "pay_B")).toBe("order_A|pay_B");
  expect(rupeesToPaise(599)).toBe(59900);
  expect(rupeesToPaise(10_00_000)).toBe(100_000_000);
});
