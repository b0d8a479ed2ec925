/** BACKEND_PROFILE and the payment provider it needs (env.ts). */
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
