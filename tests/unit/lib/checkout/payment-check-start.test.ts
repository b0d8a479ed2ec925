/** @jest-environment node */
// A production start refuses a shop where nobody would check online payments: the storefront
// without the Razorpay key secret, on a backend that does not say it verifies them (the shop's
// original places any order it is sent: docs/original-backend.md).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startOriginalBackend, type OriginalBackend } from "../../../original-backend/server.mjs";

let original: OriginalBackend;
/** A backend whose getkey says it verifies every payment, as the reference backend's does. */
let verifying: http.Server;
let verifyingUrl: string;

beforeAll(async () => {
  original = await startOriginalBackend({ keyId: "rzp_test_original01" });
  verifying = http.createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ success: true, key: "rzp_test_ref", verifiesPayments: true }));
  });
  await new Promise<void>((resolve) => verifying.listen(0, "127.0.0.1", resolve));
  verifyingUrl = `http://127.0.0.1:${(verifying.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await original.close();
  await new Promise((resolve) => verifying.close(resolve));
});

const SETTINGS = ["BACKEND_URL", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** The start check of a server started with `settings` (lib/env.ts reads them once per start). */
async function startWith(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, settings);
  jest.resetModules();
  const { refuseUncheckedPaymentsAtStart } = await import("@/lib/checkout/payment-check");
  return refuseUncheckedPaymentsAtStart();
}

test("the original without the storefront's key secret: the start is refused, naming it", async () => {
  await expect(startWith({ BACKEND_URL: original.url })).rejects.toThrow(
    /^RAZORPAY_KEY_SECRET is required: .*\(rzp_test_original01\)\.$/,
  );
});

test("the original with the storefront holding the key secret starts", async () => {
  await expect(
    startWith({
      BACKEND_URL: original.url,
      RAZORPAY_KEY_ID: "rzp_test_original01",
      RAZORPAY_KEY_SECRET: "original-key-secret-0123456789",
    }),
  ).resolves.toBeUndefined();
});

test("a backend that says it verifies payments starts without the secret", async () => {
  await expect(startWith({ BACKEND_URL: verifyingUrl })).resolves.toBeUndefined();
});

test("a backend not up yet is no reason to refuse: each payment is still checked", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  await expect(startWith({ BACKEND_URL: "http://127.0.0.1:9" })).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/online payments are refused/));
  warn.mockRestore();
});
