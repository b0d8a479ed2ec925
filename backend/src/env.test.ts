/** The backend's configuration (env.ts): the profile and its provider, the pool, the webhook. */
import { loadBackendEnv } from "./env";

const base = { DATA_DIR: ".data-test-env" };

describe("BACKEND_PROFILE", () => {
  test("defaults to full, which works with the local provider", () => {
    const env = loadBackendEnv(base);
    expect(env.BACKEND_PROFILE).toBe("full");
    expect(env.PAYMENT_PROVIDER).toBe("local");
  });

  test("contract with Razorpay starts", () => {
    const env = loadBackendEnv({
      ...base,
      BACKEND_PROFILE: "contract",
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_test_abc",
      RAZORPAY_KEY_SECRET: "secret",
    });
    expect(env.BACKEND_PROFILE).toBe("contract");
  });

  test.each([{}, { PAYMENT_PROVIDER: "local" }])(
    "contract refuses to start with the local provider (%j), naming both variables",
    (extra) => {
      expect(() => loadBackendEnv({ ...base, BACKEND_PROFILE: "contract", ...extra })).toThrow(
        /PAYMENT_PROVIDER: BACKEND_PROFILE=contract needs PAYMENT_PROVIDER=razorpay/,
      );
    },
  );

  test("an unknown profile is refused", () => {
    expect(() => loadBackendEnv({ ...base, BACKEND_PROFILE: "lean" })).toThrow(
      /BACKEND_PROFILE: must be full or contract/,
    );
  });
});

describe("DB_POOL_MAX", () => {
  test("defaults to 10 connections", () => {
    expect(loadBackendEnv(base).DB_POOL_MAX).toBe(10);
  });

  test.each([
    ["1", 1],
    ["100", 100],
  ])("takes %s", (value, expected) => {
    expect(loadBackendEnv({ ...base, DB_POOL_MAX: value }).DB_POOL_MAX).toBe(expected);
  });

  test.each([
    ["0", /DB_POOL_MAX: must be at least 1/],
    ["101", /DB_POOL_MAX: must be at most 100/],
    ["ten", /DB_POOL_MAX: must be a whole number of connections \(1–100\)/],
    ["2.5", /DB_POOL_MAX: must be a whole number/],
  ])("refuses %s", (value, message) => {
    expect(() => loadBackendEnv({ ...base, DB_POOL_MAX: value })).toThrow(message);
  });
});

describe("the catalogue webhook", () => {
  const url = "http://127.0.0.1:3000/api/revalidate";
  const secret = "s".repeat(32);

  test("is off when unset, and on with a URL and its secret", () => {
    expect(loadBackendEnv(base).CATALOGUE_WEBHOOK_URL).toBeUndefined();
    const env = loadBackendEnv({
      ...base,
      CATALOGUE_WEBHOOK_URL: url,
      CATALOGUE_WEBHOOK_SECRET: secret,
    });
    expect(env.CATALOGUE_WEBHOOK_URL).toBe(url);
    expect(env.CATALOGUE_WEBHOOK_SECRET).toBe(secret);
  });

  test("a URL without a secret is refused, naming the secret", () => {
    expect(() => loadBackendEnv({ ...base, CATALOGUE_WEBHOOK_URL: url })).toThrow(
      /CATALOGUE_WEBHOOK_SECRET: is required when CATALOGUE_WEBHOOK_URL is set/,
    );
  });

  test("a secret shorter than 32 characters is refused", () => {
    expect(() =>
      loadBackendEnv({
        ...base,
        CATALOGUE_WEBHOOK_URL: url,
        CATALOGUE_WEBHOOK_SECRET: "s".repeat(31),
      }),
    ).toThrow(/CATALOGUE_WEBHOOK_SECRET: must be at least 32 characters/);
  });

  test("a URL that is not http(s) is refused", () => {
    expect(() =>
      loadBackendEnv({
        ...base,
        CATALOGUE_WEBHOOK_URL: "ftp://storefront/api/revalidate",
        CATALOGUE_WEBHOOK_SECRET: secret,
      }),
    ).toThrow(/CATALOGUE_WEBHOOK_URL: must be an http:\/\/ or https:\/\/ URL/);
  });
});
