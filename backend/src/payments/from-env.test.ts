import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadBackendEnv } from "../env";
import { paymentProviderFromEnv } from "./from-env";
import { hmacSha256Hex } from "./provider";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-provider-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("the default is the local provider, signing with LOCAL_PAYMENT_SECRET when set", () => {
  const secret = "s".repeat(40);
  const provider = paymentProviderFromEnv(
    loadBackendEnv({ DATA_DIR: dataDir, LOCAL_PAYMENT_SECRET: secret }),
  );
  expect(provider.name).toBe("local");
  const signature = hmacSha256Hex(secret, "order_local_1|pay_local_1");
  expect(
    provider.verifyPaymentSignature({
      orderId: "order_local_1",
      paymentId: "pay_local_1",
      signature,
    }),
  ).toBe(true);
});

test("a LOCAL_PAYMENT_SECRET under 32 characters stops the start with a clear line", () => {
  expect(() => loadBackendEnv({ DATA_DIR: dataDir, LOCAL_PAYMENT_SECRET: "short" })).toThrow(
    "LOCAL_PAYMENT_SECRET: must be at least 32 characters",
  );
});

test("PAYMENT_PROVIDER=razorpay uses the Razorpay keys (no network needed to build it)", () => {
  const provider = paymentProviderFromEnv(
    loadBackendEnv({
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_test_env",
      RAZORPAY_KEY_SECRET: "env-key-secret",
      RAZORPAY_WEBHOOK_SECRET: "env-webhook-secret",
    }),
  );
  expect(provider).toMatchObject({ name: "razorpay", keyId: "rzp_test_env" });
  expect(provider.verifyWebhookSignature("{}", hmacSha256Hex("env-webhook-secret", "{}"))).toBe(
    true,
  );
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

describe("production without PAYMENT_PROVIDER", () => {
  test("refuses to start, naming the variable and both choices", () => {
    expect(() => loadBackendEnv({ DATA_DIR: dataDir, NODE_ENV: "production" })).toThrow(
      "PAYMENT_PROVIDER: must be set in production: razorpay (with RAZORPAY_KEY_ID, " +
        "RAZORPAY_KEY_SECRET) or local (test payments: no money is taken)",
    );
  });

  test("starts with the local provider when PAYMENT_PROVIDER=local is set explicitly", () => {
    const env = loadBackendEnv({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "local",
    });
    expect(paymentProviderFromEnv(env).name).toBe("local");
  });

  test("starts with Razorpay when it is named with its keys", () => {
    const env = loadBackendEnv({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_env",
      RAZORPAY_KEY_SECRET: "env-key-secret",
      RAZORPAY_WEBHOOK_SECRET: "env-webhook-secret",
    });
    expect(paymentProviderFromEnv(env).name).toBe("razorpay");
  });

  test("in development an unset PAYMENT_PROVIDER is still the local provider", () => {
    const env = loadBackendEnv({ DATA_DIR: dataDir, NODE_ENV: "development" });
    expect(paymentProviderFromEnv(env).name).toBe("local");
  });
});

describe("RAZORPAY_API_BASE (a test stand-in instead of Razorpay)", () => {
  const razorpay = {
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: "rzp_test_env",
    RAZORPAY_KEY_SECRET: "env-key-secret",
  };

  test("is Razorpay's own API unless set", () => {
    expect(loadBackendEnv({ DATA_DIR: dataDir, ...razorpay }).RAZORPAY_API_BASE).toBe(
      "https://api.razorpay.com",
    );
  });

  test("must be a URL", () => {
    expect(() =>
      loadBackendEnv({ DATA_DIR: dataDir, ...razorpay, RAZORPAY_API_BASE: "api.razorpay" }),
    ).toThrow("RAZORPAY_API_BASE: must be an http:// or https:// URL");
  });

  test("production refuses plain http off this machine and takes it on the loopback", () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: "production", ...razorpay };
    expect(() =>
      loadBackendEnv({ ...production, RAZORPAY_API_BASE: "http://payments.example.com" }),
    ).toThrow("RAZORPAY_API_BASE: must be https:// in production");
    expect(
      loadBackendEnv({ ...production, RAZORPAY_API_BASE: "http://127.0.0.1:4350/" })
        .RAZORPAY_API_BASE,
    ).toBe("http://127.0.0.1:4350");
  });
});
