/**
 * @jest-environment node
 */
// The signature runs on servers only (the backend signs, the storefront's route verifies).
import { createHmac } from "node:crypto";
import {
  WEBHOOK_TOLERANCE_SECONDS,
  catalogueChange,
  signWebhook,
  verifyWebhook,
} from "@giftshop/shared/catalogue-webhook";

const secret = "catalogue-webhook-secret-0123456789abcdef";
const body = JSON.stringify({ products: ["a00000000000000000000001"] });
const now = Date.UTC(2026, 9, 1, 12, 0, 0);

describe("signWebhook / verifyWebhook", () => {
  test("a signed body verifies with the same secret", () => {
    const header = signWebhook(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, body, header, now)).toBe(true);
  });

  test("the signature is HMAC-SHA256 of `<t>.<body>`, so any implementation can check it", () => {
    const t = Math.floor(now / 1000);
    const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(signWebhook(secret, body, now)).toBe(`t=${t},v1=${v1}`);
  });

  test("a body changed after signing is refused", () => {
    const header = signWebhook(secret, body, now);
    const tampered = JSON.stringify({ products: ["a00000000000000000000002"] });
    expect(verifyWebhook(secret, tampered, header, now)).toBe(false);
    expect(verifyWebhook(secret, `${body} `, header, now)).toBe(false);
  });

  test("another secret is refused", () => {
    const header = signWebhook("another-secret-0123456789abcdefghijkl", body, now);
    expect(verifyWebhook(secret, body, header, now)).toBe(false);
  });

  test("a request older or newer than the tolerance is refused; inside it, accepted", () => {
    const header = signWebhook(secret, body, now);
    const tolerance = WEBHOOK_TOLERANCE_SECONDS * 1000;
    expect(verifyWebhook(secret, body, header, now + tolerance)).toBe(true);
    expect(verifyWebhook(secret, body, header, now + tolerance + 1000)).toBe(false);
    expect(verifyWebhook(secret, body, header, now - tolerance - 1000)).toBe(false);
  });

  test("a timestamp moved forward (to replay an old request) breaks the signature", () => {
    const [, v1] = signWebhook(secret, body, now - 3_600_000).split(",");
    const replayed = `t=${Math.floor(now / 1000)},${v1}`;
    expect(verifyWebhook(secret, body, replayed, now)).toBe(false);
  });

  test.each([
    null,
    undefined,
    "",
    "garbage",
    "t=,v1=",
    "v1=" + "0".repeat(64),
    `t=${Math.floor(now / 1000)}`,
    `t=${Math.floor(now / 1000)},v1=abc`,
    `t=${Math.floor(now / 1000)},v1=${"g".repeat(64)}`,
    `t=${Math.floor(now / 1000)},v1=${"A".repeat(64)}`,
    `t=soon,v1=${"0".repeat(64)}`,
    `t=${Math.floor(now / 1000)}.5,v1=${"0".repeat(64)}`,
  ])("a malformed header (%p) is refused without throwing", (header) => {
    expect(verifyWebhook(secret, body, header, now)).toBe(false);
  });
});

describe("catalogueChange", () => {
  test("takes product ids, an empty list meaning any product", () => {
    expect(catalogueChange.parse({ products: ["a1", "b2"] })).toEqual({ products: ["a1", "b2"] });
    expect(catalogueChange.parse({})).toEqual({ products: [] });
  });

  test.each([
    { products: "a1" },
    { products: [""] },
    { products: ["x".repeat(65)] },
    { products: Array.from({ length: 1001 }, (_, n) => `p${n}`) },
    { products: [], tags: ["catalogue"] },
  ])("refuses %#", (value) => {
    expect(catalogueChange.safeParse(value).success).toBe(false);
  });
});
