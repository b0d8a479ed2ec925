/** @jest-environment node */
import { browserCookies } from "../../support/handler-session";
/**
 * The storefront's rate limits (issue 7, docs/security.md "Rate limits"): each limited
 * handler lets its limit through, then answers 429 with Retry-After and `{ error }` without
 * calling the backend, and forwards the shopper's address to the backend.
 */
import { POST as loginRoute } from "@/app/api/account/login/route";
import { POST as resetRequestRoute } from "@/app/api/account/password-reset/request/route";
import { POST as resetRoute } from "@/app/api/account/password-reset/route";
import { POST as resendRoute } from "@/app/api/account/verify-email/resend/route";
import { POST as verifyRoute } from "@/app/api/account/verify-email/route";
import { POST as checkoutStartRoute } from "@/app/api/checkout/start/route";
import { POST as placeOrderRoute } from "@/app/api/orders/route";
import { POST as feedbackRoute } from "@/app/api/feedback/route";
import { POST as newsletterRoute } from "@/app/api/newsletter/route";
import { PUT as profileRoute } from "@/app/api/account/profile/route";
import { POST as reviewRoute } from "@/app/api/reviews/route";
import { readSession } from "@/lib/auth/session";
import { signInRateLimited } from "@/lib/auth/sign-in-limits";
import {
  requestLoginCode,
  resetPassword,
  sendResetCode,
  sendVerifyCode,
  verifyAccount,
} from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import { updateProfile } from "@/lib/backend/account";
import { sendFeedback } from "@/lib/backend/feedback";
import { subscribeNewsletter } from "@/lib/backend/newsletter";
import { clearCart } from "@/lib/backend/cart";
import { fetchOrders, fetchPaymentSetup, placeOrder, startPayment } from "@/lib/backend/orders";
import { postReview } from "@/lib/backend/reviews";
import { serverCart } from "@/lib/checkout/server";
import { resetShopLimiter, shopperOf } from "@/lib/bff/rate-limit";
import { trustSocketPeerOnly } from "@/lib/http/socket-peer";
import { LIMITS_UNAVAILABLE, RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import { RATE_LIMITS, type RuleName } from "@giftshop/shared/rate-limit/rules";
import type { PaymentSession } from "@/lib/types";
import { line, product } from "../../support/cart-fixtures";
import { homeShipping, signedPayment } from "../../support/checkout-fixtures";
import { SESSION, SITE, handlerRequest } from "./handler-contract";

process.env.SITE_URL = SITE;
// One proxy in front appends the address it saw (fromIp below); TRUST_PROXY=0 is covered by
// the shopperOf tests at the end.
process.env.TRUST_PROXY = "1";

browserCookies([]);
jest.mock("@/lib/backend/auth", () => ({
  requestLoginCode: jest.fn(),
  sendResetCode: jest.fn(),
  resetPassword: jest.fn(),
  sendVerifyCode: jest.fn(),
  verifyAccount: jest.fn(),
}));
jest.mock("@/lib/backend/account", () => ({ updateProfile: jest.fn() }));
jest.mock("@/lib/backend/feedback", () => ({ sendFeedback: jest.fn() }));
jest.mock("@/lib/backend/newsletter", () => ({ subscribeNewsletter: jest.fn() }));
jest.mock("@/lib/backend/reviews", () => ({ postReview: jest.fn() }));
jest.mock("@/lib/backend/orders", () => ({
  fetchPaymentSetup: jest.fn(),
  startPayment: jest.fn(),
  placeOrder: jest.fn(),
  fetchOrders: jest.fn(),
}));
jest.mock("@/lib/backend/cart", () => ({ clearCart: jest.fn() }));
jest.mock("@/lib/checkout/server", () => ({
  serverCart: jest.fn(),
  orderPayload: jest.fn(),
  // No deliveries are sent here: the contract's checkout.
  deliveryPlan: jest.fn(),
  refuseProblems: jest.fn(),
}));
jest.mock("@/lib/backend/revalidate", () => ({ revalidateAfter: { review: jest.fn() } }));

const PAYMENT: PaymentSession = {
  provider: "local",
  key: "key_1",
  orderId: "order_1",
  amount: 599,
  currency: "INR",
};

beforeEach(async () => {
  jest.resetAllMocks();
  await resetShopLimiter();
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(fetchOrders).mockResolvedValue([]);
  // The reference backend's getkey: it checks payments itself.
  jest
    .mocked(fetchPaymentSetup)
    .mockResolvedValue({ key: "rzp_local_offline", verifiesPayments: true });
  jest.mocked(requestLoginCode).mockResolvedValue("OTP sent");
  jest.mocked(sendResetCode).mockResolvedValue("sent");
  jest.mocked(resetPassword).mockResolvedValue("reset");
  jest.mocked(sendVerifyCode).mockResolvedValue("sent");
  jest.mocked(verifyAccount).mockResolvedValue("verified");
  jest.mocked(sendFeedback).mockResolvedValue();
  jest.mocked(updateProfile).mockResolvedValue({ message: "Profile updated", unchanged: [] });
  jest.mocked(subscribeNewsletter).mockResolvedValue({ status: "subscribed", message: "Thanks" });
  jest.mocked(postReview).mockResolvedValue();
  jest.mocked(serverCart).mockResolvedValue({ lines: [line(product("a1", 599), 1)], total: 599 });
  jest.mocked(startPayment).mockResolvedValue(PAYMENT);
  jest.mocked(placeOrder).mockResolvedValue("order-1");
  jest.mocked(clearCart).mockResolvedValue(undefined as never);
});

/** A same-origin POST from `ip` (as Next or the proxy in front sets X-Forwarded-For). */
function fromIp(path: string, body: unknown, ip: string | null): Request {
  const request = handlerRequest("POST", path, { body });
  // What a browser wrote comes first; the nearest proxy appends the address it saw.
  if (ip) request.headers.set("x-forwarded-for", `10.9.9.9, ${ip}`);
  return request;
}

/** Asserts the answer over a limit: 429, Retry-After in seconds, the wait in words. */
async function expectLimited(response: Response, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(await response.json()).toEqual({
    error: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
  });
}

interface LimitCase {
  name: string;
  rule: RuleName;
  /** The request number `i`; what stays the same across `i` is what the rule counts. */
  request: (i: number) => Request;
  call: (request: Request) => Promise<Response>;
  backend: { mock: { calls: unknown[][] } };
  /** The backend arguments of request `i` from 203.0.113.7 (the forwarded address last). */
  forwarded?: unknown[];
}

const email = (i: number) => `shopper${i}@example.in`;
const IP = "203.0.113.7";

const cases: LimitCase[] = [
  {
    name: "login, per email (any letter case)",
    rule: "login-email",
    request: (i) =>
      fromIp(
        "/api/account/login",
        { email: i % 2 ? "Asha@Example.in" : "asha@example.in", password: "pw" },
        `198.51.100.${i}`,
      ),
    call: loginRoute,
    backend: jest.mocked(requestLoginCode),
  },
  {
    name: "login, per IP",
    rule: "login-ip",
    request: (i) => fromIp("/api/account/login", { email: email(i), password: "pw" }, IP),
    call: loginRoute,
    backend: jest.mocked(requestLoginCode),
    forwarded: [{ email: email(0), password: "pw" }, IP],
  },
  {
    name: "email verification code, per account",
    rule: "code-account",
    request: (i) => fromIp("/api/account/verify-email", { otp: "123456" }, `198.51.100.${i}`),
    call: verifyRoute,
    backend: jest.mocked(verifyAccount),
  },
  {
    name: "email verification code, per IP",
    rule: "code-ip",
    request: () => fromIp("/api/account/verify-email", { otp: "123456" }, IP),
    call: async (request) => {
      // A different shopper each time: only the address is shared.
      const n = jest.mocked(readSession).mock.calls.length;
      jest
        .mocked(readSession)
        .mockResolvedValueOnce({ ...SESSION, user: { ...SESSION.user, id: `u-${n}` } });
      return verifyRoute(request);
    },
    backend: jest.mocked(verifyAccount),
    forwarded: ["u-0", "123456", SESSION.token, IP],
  },
  {
    name: "resending the verification code, per account",
    rule: "resend-account",
    request: (i) => fromIp("/api/account/verify-email/resend", {}, `198.51.100.${i}`),
    call: resendRoute,
    backend: jest.mocked(sendVerifyCode),
  },
  {
    name: "asking for a reset code, per email",
    rule: "reset-request-email",
    request: (i) =>
      fromIp(
        "/api/account/password-reset/request",
        { email: "asha@example.in" },
        `198.51.100.${i}`,
      ),
    call: resetRequestRoute,
    backend: jest.mocked(sendResetCode),
  },
  {
    name: "asking for a reset code, per IP",
    rule: "reset-request-ip",
    request: (i) => fromIp("/api/account/password-reset/request", { email: email(i) }, IP),
    call: resetRequestRoute,
    backend: jest.mocked(sendResetCode),
    forwarded: [email(0), IP],
  },
  {
    name: "setting a new password with the code, per email",
    rule: "reset-confirm-email",
    request: (i) =>
      fromIp(
        "/api/account/password-reset",
        { email: "asha@example.in", otp: "123456", newpassword: "a-new-password" },
        `198.51.100.${i}`,
      ),
    call: resetRoute,
    backend: jest.mocked(resetPassword),
    forwarded: [
      { email: "asha@example.in", otp: "123456", newpassword: "a-new-password" },
      "198.51.100.0",
    ],
  },
  {
    name: "posting a review as a visitor, per IP",
    rule: "review",
    request: (i) =>
      fromIp(
        "/api/reviews",
        { productId: "a1", userName: `Guest ${i}`, rating: 4, comment: "" },
        IP,
      ),
    call: async (request) => {
      jest.mocked(readSession).mockResolvedValueOnce(null);
      return reviewRoute(request);
    },
    backend: jest.mocked(postReview),
    forwarded: [{ productId: "a1", userName: "Guest 0", rating: 4, comment: "" }, IP],
  },
  {
    name: "posting a review signed in, per shopper whatever the address",
    rule: "review",
    request: (i) =>
      fromIp(
        "/api/reviews",
        { productId: "a1", userName: "Asha", rating: 5, comment: "" },
        `198.51.100.${i}`,
      ),
    call: reviewRoute,
    backend: jest.mocked(postReview),
  },
  {
    name: "feedback, per IP",
    rule: "feedback-ip",
    request: (i) =>
      fromIp("/api/feedback", { name: "Asha", email: email(i), message: "Hello" }, IP),
    call: feedbackRoute,
    backend: jest.mocked(sendFeedback),
    forwarded: [{ name: "Asha", email: email(0), message: "Hello" }, IP],
  },
  {
    name: "newsletter, per IP",
    rule: "newsletter-ip",
    request: (i) => fromIp("/api/newsletter", { email: email(i) }, IP),
    call: newsletterRoute,
    backend: jest.mocked(subscribeNewsletter),
    forwarded: [email(0), IP],
  },
  {
    name: "starting a payment, per shopper",
    rule: "checkout-user",
    request: (i) => fromIp("/api/checkout/start", {}, `198.51.100.${i}`),
    call: checkoutStartRoute,
    backend: jest.mocked(startPayment),
  },
  {
    name: "changing the profile's email, per shopper",
    rule: "email-change-user",
    request: (i) => {
      const body = { name: "Asha Kumar", phone: "9876543210", email: `probe-${i}@example.in` };
      const request = handlerRequest("PUT", "/api/account/profile", { body });
      request.headers.set("x-forwarded-for", `10.9.9.9, 198.51.100.${i}`);
      return request;
    },
    call: profileRoute,
    backend: jest.mocked(updateProfile),
  },
  {
    name: "placing a cash-on-delivery order, per shopper",
    rule: "cod-user",
    request: (i) => fromIp("/api/orders", { address: homeShipping }, `198.51.100.${i}`),
    call: placeOrderRoute,
    backend: jest.mocked(placeOrder),
  },
];

describe.each(cases)("$name", ({ rule, request, call, backend, forwarded }) => {
  const { limit, windowMs } = RATE_LIMITS[rule];

  test(`${limit} requests pass; the next answers 429 with Retry-After and the backend is not called`, async () => {
    for (let i = 0; i < limit; i += 1) {
      const response = await call(request(i));
      expect(response.status).toBeLessThan(300);
    }
    expect(backend.mock.calls).toHaveLength(limit);
    await expectLimited(await call(request(limit)), windowMs / 1000);
    expect(backend.mock.calls).toHaveLength(limit);
  });

  if (forwarded) {
    test("the shopper's address (the last X-Forwarded-For entry) is forwarded to the backend", async () => {
      await call(request(0));
      expect(backend.mock.calls[0]).toEqual(forwarded);
    });
  }
});

test("X-Real-IP is used when X-Forwarded-For is absent", async () => {
  const send = (i: number) => {
    const request = handlerRequest("POST", "/api/feedback", {
      body: { name: "Asha", email: email(i), message: "Hello" },
    });
    request.headers.set("x-real-ip", "198.51.100.99");
    return feedbackRoute(request);
  };
  for (let i = 0; i < RATE_LIMITS["feedback-ip"].limit; i += 1)
    expect((await send(i)).status).toBe(201);
  await expectLimited(await send(99), 3600);
  expect(jest.mocked(sendFeedback).mock.calls[0]?.[1]).toBe("198.51.100.99");
});

test("a refusal before the limit (a bad body) is not counted", async () => {
  for (let i = 0; i < 20; i += 1) {
    expect((await feedbackRoute(fromIp("/api/feedback", { name: "" }, IP))).status).toBe(400);
  }
  expect(
    (
      await feedbackRoute(
        fromIp("/api/feedback", { name: "A", email: email(1), message: "Hi" }, IP),
      )
    ).status,
  ).toBe(201);
});

describe("a backend 429 reaches the shopper with its message and Retry-After", () => {
  const wait = "Too many attempts. Please wait 40 minutes and try again.";

  test.each([
    [
      "feedback",
      () => jest.mocked(sendFeedback),
      () =>
        feedbackRoute(fromIp("/api/feedback", { name: "A", email: email(1), message: "Hi" }, IP)),
    ],
    [
      "newsletter",
      () => jest.mocked(subscribeNewsletter),
      () => newsletterRoute(fromIp("/api/newsletter", { email: email(1) }, IP)),
    ],
    [
      "reviews",
      () => jest.mocked(postReview),
      () => reviewRoute(fromIp("/api/reviews", { productId: "a1", userName: "A", rating: 4 }, IP)),
    ],
  ] as const)("%s", async (_name, backend, send) => {
    backend().mockRejectedValue(new BackendError(wait, 429, 2400));
    const response = await send();
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("2400");
    expect(await response.json()).toEqual({ error: wait });
  });
});

describe("next-auth's logins (callback/otp and callback/signup)", () => {
  const callback = (provider: string, fields: Record<string, string>, ip = IP) =>
    new Request(`${SITE}/api/auth/callback/${provider}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": ip,
      },
      body: new URLSearchParams({ csrfToken: "t", json: "true", ...fields }),
    });

  test("the code step: 10 tries per email pass; the 11th answers 429 with the message where signIn() reads it", async () => {
    const { limit } = RATE_LIMITS["code-account"];
    for (let i = 0; i < limit; i += 1) {
      const request = callback(
        "otp",
        { email: "asha@example.in", otp: "123456" },
        `198.51.100.${i}`,
      );
      expect(await signInRateLimited(request, ["callback", "otp"])).toBeNull();
      // The body is still there for next-auth.
      expect(new URLSearchParams(await request.text()).get("email")).toBe("asha@example.in");
    }
    const refused = await signInRateLimited(
      callback("otp", { email: "ASHA@example.in", otp: "123456" }, "198.51.100.200"),
      ["callback", "otp"],
    );
    if (!refused) throw new Error("the 11th code try was not limited");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { url: string; error: string };
    // What next-auth's signIn({ redirect: false }) returns as `error` to the login form.
    expect(new URL(body.url).searchParams.get("error")).toBe(body.error);
    expect(body.error).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  test("sign-up: 5 accounts an hour per IP; the 6th answers 429", async () => {
    const { limit } = RATE_LIMITS["signup-ip"];
    const signUp = (i: number, ip = IP) =>
      signInRateLimited(
        callback("signup", { name: "A", email: email(i), password: "pw-12345678" }, ip),
        ["callback", "signup"],
      );
    for (let i = 0; i < limit; i += 1) expect(await signUp(i)).toBeNull();
    expect((await signUp(limit))?.status).toBe(429);
    expect(await signUp(limit + 1, "198.51.100.1")).toBeNull();
  });

  test("other next-auth calls are not counted", async () => {
    for (let i = 0; i < 50; i += 1) {
      expect(
        await signInRateLimited(new Request(`${SITE}/api/auth/session`), ["session"]),
      ).toBeNull();
      expect(await signInRateLimited(callback("other", {}), ["callback", "other"])).toBeNull();
    }
  });
});

test("a profile change that keeps the email is not counted against the email-change limit", async () => {
  const { limit } = RATE_LIMITS["email-change-user"];
  const body = { name: "Asha K", phone: "9876543210", email: SESSION.user.email.toUpperCase() };
  for (let i = 0; i < limit + 3; i += 1) {
    const response = await profileRoute(handlerRequest("PUT", "/api/account/profile", { body }));
    expect(response.status).toBe(200);
  }
});

test("an order paid online is not counted against the cash-on-delivery limit", async () => {
  const { limit } = RATE_LIMITS["cod-user"];
  for (let i = 0; i < limit + 5; i += 1) {
    const paid = fromIp("/api/orders", { address: homeShipping, payment: signedPayment }, IP);
    expect((await placeOrderRoute(paid)).status).toBe(201);
  }
  expect((await placeOrderRoute(fromIp("/api/orders", { address: homeShipping }, IP))).status).toBe(
    201,
  );
});

describe("which address is the shopper's (TRUST_PROXY)", () => {
  const headers = (forwarded: string) => new Headers({ "x-forwarded-for": forwarded });

  test("N proxies: the Nth X-Forwarded-For entry from the right; what the client wrote is ignored", () => {
    const forged = headers("1.1.1.1, 203.0.113.7, 10.0.0.2");
    expect(shopperOf(forged, 1).address).toBe("10.0.0.2");
    expect(shopperOf(forged, 2).address).toBe("203.0.113.7");
  });

  test("no proxy: the peer that trustSocketPeerOnly wrote; X-Real-IP is not believed", () => {
    const request = new Headers({ "x-forwarded-for": "127.0.0.1", "x-real-ip": "6.6.6.6" });
    expect(shopperOf(request, 0)).toEqual({ address: "127.0.0.1", ipKey: "127.0.0.1" });
    expect(shopperOf(new Headers({ "x-real-ip": "6.6.6.6" }), 0).address).toBeNull();
  });

  test("X-Real-IP stands in behind a proxy that sets only that header", () => {
    expect(shopperOf(new Headers({ "x-real-ip": "198.51.100.5" }), 1).address).toBe("198.51.100.5");
  });
});

describe("the socket's peer replaces a forged X-Forwarded-For (TRUST_PROXY=0)", () => {
  test("a request over a real socket reaches the handler with only the peer's address", async () => {
    const http = await import("node:http");
    trustSocketPeerOnly();
    const seen: Record<string, string | string[] | undefined>[] = [];
    const server = http.createServer((request, response) => {
      seen.push({ ...request.headers });
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as import("node:net").AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6" },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen[0]?.["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen[0]?.["x-real-ip"]).toBeUndefined();
  });
});

test("a fail-closed limit whose counters cannot be read answers 503 with Retry-After, and the backend is not called", async () => {
  await resetShopLimiter();
  const down = new RateLimiter({ hit: async () => null, close: async () => {} }, { prefix: "x" });
  const registry = globalThis as Record<symbol, unknown>;
  registry[Symbol.for("uphaar.shopRateLimiter")] = down;
  const response = await loginRoute(
    fromIp("/api/account/login", { email: email(1), password: "pw" }, IP),
  );
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  expect(await response.json()).toEqual({ error: LIMITS_UNAVAILABLE });
  expect(jest.mocked(requestLoginCode)).not.toHaveBeenCalled();
  // Browsing-side rules stay open: feedback goes through.
  const feedback = await feedbackRoute(
    fromIp("/api/feedback", { name: "Asha", email: email(2), message: "Hello" }, IP),
  );
  expect(feedback.status).toBe(201);
});
