/** @jest-environment node */
/**
 * The adapter's side of the rate limits: the shopper's address goes to the backend as
 * X-Forwarded-For, and a backend 429 comes back with its own message and Retry-After (the
 * adapters that reword refusals leave this one alone).
 */
import { register, requestLoginCode, verifyAccount } from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import { sendFeedback } from "@/lib/backend/feedback";
import { subscribeNewsletter } from "@/lib/backend/newsletter";
import { postReview } from "@/lib/backend/reviews";

const WAIT = "Too many attempts. Please wait 10 minutes and try again.";
const IP = "203.0.113.7";

/** Answers every fetch with 429, `Retry-After: retryAfter` and the backend's error shape. */
function rateLimited(retryAfter = "600") {
  return jest.spyOn(globalThis, "fetch").mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: false, message: WAIT }), {
        status: 429,
        headers: { "content-type": "application/json", "retry-after": retryAfter },
      }),
  );
}

const forwardedOf = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([, init]: [string, RequestInit]) =>
    new Headers(init.headers).get("x-forwarded-for"),
  );

afterEach(() => jest.restoreAllMocks());

test.each([
  ["login", () => requestLoginCode({ email: "a@example.in", password: "pw" }, IP)],
  ["sign-up", () => register({ name: "A", email: "a@example.in", password: "pw-123456" }, IP)],
  ["verify email", () => verifyAccount("u1", "123456", "tok", IP)],
  ["review", () => postReview({ productId: "a1", userName: "A", rating: 4, comment: "" }, IP)],
  ["feedback", () => sendFeedback({ name: "A", email: "a@example.in", message: "Hi" }, IP)],
  ["newsletter", () => subscribeNewsletter("a@example.in", IP)],
])("%s: forwards the address and keeps the backend's 429 message and wait", async (_, call) => {
  const spy = rateLimited();
  const error = await call().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackendError);
  expect(error).toMatchObject({ status: 429, message: WAIT, retryAfterSeconds: 600 });
  expect(forwardedOf(spy)).toEqual([IP]);
});

test("verify email keeps its bearer token beside the forwarded address", async () => {
  const spy = rateLimited();
  await verifyAccount("u1", "123456", "tok", IP).catch(() => {});
  const [, init] = spy.mock.calls[0] as [string, RequestInit];
  expect(new Headers(init.headers).get("authorization")).toBe("Bearer tok");
});

test("without an address nothing is forwarded", async () => {
  const spy = rateLimited();
  await requestLoginCode({ email: "a@example.in", password: "pw" }).catch(() => {});
  expect(forwardedOf(spy)).toEqual([null]);
});

test("a Retry-After given as an HTTP date becomes seconds", async () => {
  rateLimited(new Date(Date.now() + 90_000).toUTCString());
  const error = await sendFeedback({ name: "A", email: "a@example.in", message: "Hi" }).catch(
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackendError);
  const seconds = error instanceof BackendError ? error.retryAfterSeconds : null;
  expect(seconds).toBeGreaterThanOrEqual(88);
  expect(seconds).toBeLessThanOrEqual(90);
});
