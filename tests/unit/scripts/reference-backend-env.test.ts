/**
 * @jest-environment node
 */
import { loadBackendEnv, PAYMENT_PROVIDER_REQUIRED } from "@/backend/src/env";
import { referenceBackendEnv } from "../../../scripts/lib/processes.mjs";

describe("referenceBackendEnv: the backend npm start and npm run dev start", () => {
  it("npm start refuses without PAYMENT_PROVIDER, in the backend's own words", () => {
    expect(() => referenceBackendEnv("start", { PORT: "3000" })).toThrow(
      `PAYMENT_PROVIDER: ${PAYMENT_PROVIDER_REQUIRED}`,
    );
    expect(PAYMENT_PROVIDER_REQUIRED).toBe(
      "must be set in production: razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET) " +
        "or local (test payments: no money is taken)",
    );
  });

  it("npm start runs a production backend with the provider it was given", () => {
    const local = referenceBackendEnv("start", { PAYMENT_PROVIDER: "local" });
    expect(local).toMatchObject({ NODE_ENV: "production", PAYMENT_PROVIDER: "local" });
    expect(loadBackendEnv(local).PAYMENT_PROVIDER).toBe("local");
    expect(
      referenceBackendEnv("start", { PAYMENT_PROVIDER: "razorpay", NODE_ENV: "development" }),
    ).toMatchObject({ NODE_ENV: "production", PAYMENT_PROVIDER: "razorpay" });
  });

  it("npm run dev keeps the local provider by default, in development", () => {
    const env = referenceBackendEnv("dev", { NODE_ENV: "production" });
    expect(env.NODE_ENV).toBe("development");
    expect(env.PAYMENT_PROVIDER).toBeUndefined();
    expect(loadBackendEnv(env).PAYMENT_PROVIDER).toBe("local");
  });

  it("trusts the one X-Forwarded-For entry the storefront writes, whatever proxies stand in front of the storefront", () => {
    expect(referenceBackendEnv("dev", {}).TRUST_PROXY).toBe("1");
    // Two proxies before the storefront: still one entry from the storefront to the backend.
    expect(
      referenceBackendEnv("start", { PAYMENT_PROVIDER: "local", TRUST_PROXY: "2" }),
    ).toMatchObject({ TRUST_PROXY: "1" });
  });
});
