/**
 * Rate limits on the auth routes (docs/security.md "Rate limits"): per email or account and
 * per client IP, answered 429 with Retry-After and a message a shopper understands.
 */
import { eq, sql } from "drizzle-orm";
import type { App } from "../../app";
import { oneTimeCodes } from "../../db/schema";
import { appOver, testAppPerFile, type Json, type Answer } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { INVALID_CODE, INVALID_CREDENTIALS } from "./auth.handlers";

const t = testAppPerFile({ seedFixture: false });
/** The app as deployed behind the storefront: TRUST_PROXY on, its own fresh counters. */
let app: App;

beforeEach(() => {
  app = appOver(t, {
    rateLimits: { limiter: createRateLimiter({ prefix: "api" }), trustProxy: 1 },
  });
});

let counter = 0;
const newEmail = (tag: string) => `limit${++counter}.${tag}@example.in`;
const password = "a-long-password-1";
/** A documentation address (RFC 5737) per test, so IP counts never mix. */
const newIp = () => `203.0.113.${++counter % 250}`;

async function post(path: string, body: Json, ip?: string): Promise<Answer> {
  const response = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(ip ? { "x-forwarded-for": ip } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown, headers: response.headers };
}

async function register(tag: string, ip = newIp()) {
  const email = newEmail(tag);
  const answer = await post("/api/auth/register", { name: "Asha Kumar", email, password }, ip);
  expect(answer.status).toBe(201);
  return { email, id: (answer.body as { user: { id: string } }).user.id };
}

/** Moves every code of `userId` back in time, past the one-code-a-minute throttle. */
const backdateCodes = (userId: string) =>
  t.database.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => 61)` })
    .where(eq(oneTimeCodes.userId, userId));

/** Asks for a login code (past the one-a-minute throttle) and returns it. */
async function loginCode(account: { id: string; email: string }): Promise<string> {
  await backdateCodes(account.id);
  const login = await post("/api/auth/login", { email: account.email, password }, newIp());
  expect(login.status).toBe(200);
  const code = t.lastCode(account.email, "login");
  if (!code) throw new Error("no login code mailed");
  return code;
}

/**
 * Asks `path` for a code for `account` as often as `rule` allows, each from a new address and
 * past the one-a-minute throttle, so the next request meets the limit itself.
 */
async function useUpCodeRequests(
  path: string,
  rule: "resend-account" | "reset-request-email",
  account: { id: string; email: string },
) {
  for (let i = 0; i < RATE_LIMITS[rule].limit; i += 1) {
    await backdateCodes(account.id);
    expect((await post(path, { email: account.email }, newIp())).status).toBe(200);
  }
  await backdateCodes(account.id);
}

const wrongCode = (code: string, step: number) =>
  String((Number(code) + step) % 1_000_000).padStart(6, "0");

/** Asserts the rate-limit answer: 429, `{ success: false, message }`, Retry-After in seconds. */
function expectLimited(answer: Answer, maxSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    success: false,
    message: expect.stringMatching(
      /^Too many attempts\. Please wait \d+ (minute|second)s? and try again\.$/,
    ),
  });
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe(`login limits (${testEngine})`, () => {
  const { limit } = RATE_LIMITS["login-email"];

  test(`the ${limit + 1}th login for one email in 15 minutes answers 429 with Retry-After, even with the right password`, async () => {
    const account = await register("login");
    for (let i = 0; i < limit; i += 1) {
      const wrong = await post(
        "/api/auth/login",
        { email: account.email, password: `wrong-${i}` },
        newIp(),
      );
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, message: INVALID_CREDENTIALS });
    }
    const mails = t.mailCount(account.email);
    const right = await post("/api/auth/login", { email: account.email, password }, newIp());
    expectLimited(right, 15 * 60);
    expect(t.mailCount(account.email)).toBe(mails);
  });

  test("the limit counts the email whatever its letter case", async () => {
    const account = await register("case");
    for (let i = 0; i < limit; i += 1) {
      await post("/api/auth/login", { email: account.email.toUpperCase(), password: "x" }, newIp());
    }
    expectLimited(await post("/api/auth/login", { email: account.email, password }, newIp()), 900);
  });

  test("an unknown email is limited exactly like a known one (no account is revealed)", async () => {
    const known = await register("known");
    const unknown = newEmail("ghost");
    const answers: Answer[] = [];
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < limit; i += 1)
        await post("/api/auth/login", { email, password: "x" }, newIp());
      answers.push(await post("/api/auth/login", { email, password: "x" }, newIp()));
    }
    const [a, b] = answers.map((answer) => ({
      status: answer.status,
      body: answer.body,
      retryAfter: answer.headers.get("retry-after") !== null,
    }));
    expect(a).toEqual(b);
    expect(a?.status).toBe(429);
  });

  test(`one address may try ${RATE_LIMITS["login-ip"].limit} logins in 15 minutes, whatever the emails; another address still may`, async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS["login-ip"].limit; i += 1) {
      expect(
        (await post("/api/auth/login", { email: newEmail("spray"), password: "x" }, ip)).status,
      ).toBe(401);
    }
    expectLimited(
      await post("/api/auth/login", { email: newEmail("spray"), password: "x" }, ip),
      900,
    );
    expect(
      (await post("/api/auth/login", { email: newEmail("spray"), password: "x" }, newIp())).status,
    ).toBe(401);
  });
});

describe(`code limits (${testEngine})`, () => {
  test("the 6th try on a code is refused (5 wrong tries burn it); past 10 tries in 15 minutes even the right code answers 429", async () => {
    const account = await register("codes");
    const verify = (otp: string) =>
      post("/api/auth/verify-login-otp", { email: account.email, otp }, newIp());
    const firstCode = await loginCode(account);
    for (let i = 1; i <= 5; i += 1)
      expect((await verify(wrongCode(firstCode, i))).status).toBe(400);
    const sixth = await verify(firstCode);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ success: false, message: INVALID_CODE });

    const secondCode = await loginCode(account);
    for (let i = 1; i <= 4; i += 1) {
      expect((await verify(wrongCode(secondCode, i))).status).toBe(400);
    }
    // Ten tries in this window: the live, right code is refused until the window ends.
    expect(RATE_LIMITS["code-account"].limit).toBe(10);
    expectLimited(await verify(secondCode), 900);
  });

  test("verify-Account counts per account: the 11th try answers 429", async () => {
    const account = await register("verify");
    for (let i = 0; i < RATE_LIMITS["code-account"].limit; i += 1) {
      const answer = await post(
        "/api/auth/verify-Account",
        { userId: account.id, otp: "000000" },
        newIp(),
      );
      expect(answer.status).toBe(400);
    }
    expectLimited(
      await post("/api/auth/verify-Account", { userId: account.id, otp: "000000" }, newIp()),
      900,
    );
  });

  test("a verification code may be asked for 5 times an hour; the 6th answers 429 with the limit's message", async () => {
    const account = await register("resend");
    await useUpCodeRequests("/api/auth/send-verify-otp", "resend-account", account);
    const mails = t.mailCount(account.email);
    expectLimited(await post("/api/auth/send-verify-otp", { email: account.email }, newIp()), 3600);
    expect(t.mailCount(account.email)).toBe(mails);
  });
});

describe(`sign-up and reset limits (${testEngine})`, () => {
  test(`one address may create ${RATE_LIMITS["signup-ip"].limit} accounts an hour; the next answers 429 and creates nothing`, async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS["signup-ip"].limit; i += 1) await register("signup", ip);
    const email = newEmail("signup");
    expectLimited(
      await post("/api/auth/register", { name: "Asha Kumar", email, password }, ip),
      3600,
    );
    expect((await post("/api/auth/login", { email, password }, newIp())).status).toBe(401);
    await register("signup", newIp());
  });

  test("reset codes: 5 requests an hour per email, then 429", async () => {
    const account = await register("reset");
    await useUpCodeRequests("/api/auth/send-reset-otp", "reset-request-email", account);
    expectLimited(await post("/api/auth/send-reset-otp", { email: account.email }, newIp()), 3600);
  });

  test("setting a new password: the 11th try with a code in 15 minutes answers 429", async () => {
    const account = await register("confirm");
    const body = { email: account.email, otp: "000000", newpassword: "another-password-2" };
    for (let i = 0; i < RATE_LIMITS["reset-confirm-email"].limit; i += 1) {
      expect((await post("/api/auth/reset-password", body, newIp())).status).toBe(400);
    }
    expectLimited(await post("/api/auth/reset-password", body, newIp()), 900);
  });
});
