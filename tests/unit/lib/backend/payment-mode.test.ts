/** @jest-environment node */
import { backendTakesTestPayments } from "@/lib/backend/payment-mode";
import { CACHE_LIFE } from "@/lib/cache-life";

/** Answers the next fetch with `body` (status 200 unless given). */
function answerWith(body: unknown, status = 200) {
  return jest
    .spyOn(globalThis, "fetch")
    .mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

afterEach(() => jest.restoreAllMocks());

describe("backendTakesTestPayments: whether the shop's payments take no money", () => {
  test("the local provider takes test payments", async () => {
    answerWith({ success: true, key: "rzp_local_key", provider: "local" });
    expect(await backendTakesTestPayments()).toBe(true);
  });

  test.each([
    ["Razorpay with a test key", { key: "rzp_test_abc123", provider: "razorpay" }],
    ["a §7 backend with a Razorpay test key", { key: "rzp_test_abc123" }],
  ])("%s takes test payments", async (_name, body) => {
    answerWith(body);
    expect(await backendTakesTestPayments()).toBe(true);
  });

  test.each([
    ["Razorpay with a live key", { key: "rzp_live_abc123", provider: "razorpay" }],
    ["a §7 backend with a live key", { success: true, key: "rzp_live_abc123" }],
  ])("%s takes real money", async (_name, body) => {
    answerWith(body);
    expect(await backendTakesTestPayments()).toBe(false);
  });

  test("is read like the catalogue: cached for 5 minutes under the catalogue tag", async () => {
    const spy = answerWith({ key: "rzp_local_key", provider: "local" });
    await backendTakesTestPayments();
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/getkey$/);
    expect(init).toMatchObject({
      next: { tags: ["catalogue"], revalidate: CACHE_LIFE.catalogueRead },
    });
    expect(init).not.toHaveProperty("cache");
  });

  test.each([
    ["answers 404", () => answerWith({ message: "Not found" }, 404)],
    ["answers another shape", () => answerWith({ provider: "local" })],
    [
      "cannot be reached",
      () => jest.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("fetch failed")),
    ],
  ])("a backend that %s gives no answer, so no notice", async (_name, arrange) => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    arrange();
    expect(await backendTakesTestPayments()).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
