import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { issueCode } from "../../auth/codes";
import { authTokens, oneTimeCodes, users } from "../../db/schema";
import { createDeliveries } from "../../deliveries";
import { createMailer, type Mailer } from "../../mail";
import { RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import { MemoryStore } from "@giftshop/shared/rate-limit/memory-store";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { register as registerAccount, type Account } from "../../test/shopper";
import { appOver, createTestApp, type TestApp, type Json, type Answer } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { EMAIL_TAKEN, INVALID_CODE, INVALID_CREDENTIALS, RESET_LOCKED } from "./auth.handlers";

let t: TestApp;
/** Everything written to the console while this file runs. */
const consoleLines: string[] = [];
/** Every password this file sent, for the "never logged, never mailed" checks. */
const passwordsUsed = new Set<string>();

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(
        args
          .map((arg) =>
            arg instanceof Error ? `${arg.stack ?? arg.message} ${String(arg.cause)}` : String(arg),
          )
          .join(" "),
      );
    });
  }
  t = await createTestApp({ seedFixture: false });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t.close();
});

let counter = 0;
/** A unique address; no one is a suffix of another, so the outbox helpers never confuse them. */
const newEmail = (tag: string) => `u${++counter}.${tag}@example.in`;
/** A unique password, remembered for the leak checks. */
const newPassword = () => {
  const password = `Gift-Secret-${++counter}-pw`;
  passwordsUsed.add(password);
  return password;
};

/** Registers a new account with a new address and password. */
const register = (tag: string, name = "Asha Kumar") =>
  registerAccount(t, { name, email: newEmail(tag), password: newPassword() });

const post = (url: string, body: unknown, token?: string) => t.send("POST", url, { body, token });
const verifyLoginOtp = (email: string, otp: unknown) =>
  post("/api/auth/verify-login-otp", { email, otp });
const verifyAccount = (userId: unknown, otp: unknown) =>
  post("/api/auth/verify-Account", { userId, otp });

/** Logs in with the password and the mailed code; returns the new token. */
async function loginWithCode(account: Pick<Account, "email" | "password">): Promise<string> {
  const login = await post("/api/auth/login", { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  const otp = t.lastCode(account.email, "login");
  expect(otp).toMatch(/^\d{6}$/);
  const verified = await verifyLoginOtp(account.email, otp);
  expect(verified.status).toBe(200);
  return (verified.body as { token: string }).token;
}

/** Moves every code of `userId` back in time, as if issued `seconds` ago. */
const backdateCodes = (userId: string, seconds = 61) =>
  t.database.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.userId, userId));

/** Makes every code of `userId` expired. */
const expireCodes = (userId: string) =>
  t.database.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(oneTimeCodes.userId, userId));

const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
};

const isAuth = (headers: Record<string, string>) => t.send("GET", "/api/auth/is-auth", { headers });
const isAuthBearer = (token: string) => t.send("GET", "/api/auth/is-auth", { token });

/** A 6-digit code that is certainly not `code`. */
const wrongCode = (code: string, step = 1) =>
  String((Number(code) + step) % 1_000_000).padStart(6, "0");

/** The parts of an answer a client sees, with any counted seconds blurred. */
const visible = (answer: Answer) => ({
  status: answer.status,
  body: JSON.parse(JSON.stringify(answer.body).replace(/\d+ seconds?/g, "N seconds")) as unknown,
  retryAfter: answer.headers.get("retry-after") === null ? "none" : "set",
});

function expectFailure(answer: Answer, status: number, mention?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  if (mention) expect((answer.body as Json).message).toContain(mention);
}

/** The one answer every wrong, spent, expired or foreign code gets: 400 with INVALID_CODE. */
function expectInvalidCode(answer: Answer) {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ success: false, message: INVALID_CODE });
}

describe(`POST /api/auth/register (${testEngine})`, () => {
  test("a name with reordering controls is kept without them (it is shown on orders and mail)", async () => {
    const email = newEmail("reg-bidi");
    const name = "\u202EAsha\u202C \u2066Verma\u2069";
    const answer = await post("/api/auth/register", { name, email, password: newPassword() });
    expect(answer.status).toBe(201);
    expect((answer.body as { user: Json }).user).toMatchObject({ name: "Asha Verma" });
  });

  test("answers 201 { success, message, user{id,name,email,isAccountVerify:false}, token }", async () => {
    const email = newEmail("reg");
    const password = newPassword();
    const answer = await post("/api/auth/register", { name: "  Meera Iyer ", email, password });
    expect(answer.status).toBe(201);
    const body = answer.body as Json & { user: Json; token: string };
    expect(body).toMatchObject({
      success: true,
      message: "Account created successfully!",
      user: {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: "Meera Iyer",
        email,
        isAccountVerify: false,
      },
      token: expect.any(String),
    });
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(body)).not.toContain(password);
    expect(Object.keys(body.user)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/password/i)]),
    );
    // Sign-up logs in at once (docs/contract.md, Behaviour): the token works.
    const check = await isAuthBearer(body.token);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ success: true, user: { id: body.user.id, email } });
  });

  test("the same email in another letter case answers 409 with a clear message, and no second account", async () => {
    const first = await register("dup");
    const answer = await post("/api/auth/register", {
      name: "Someone Else",
      email: first.email.toUpperCase(),
      password: newPassword(),
    });
    expectFailure(answer, 409);
    expect((answer.body as Json).message).toBe(EMAIL_TAKEN);
    expect((answer.body as Json).message).toMatch(/already exists/i);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${first.email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  test("five racing sign-ups with one email create one account: one 201, the rest 409", async () => {
    const email = newEmail("race");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post("/api/auth/register", {
          name: `Racer ${i}`,
          email: i % 2 ? email.toUpperCase() : email,
          password: newPassword(),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  test.each<[string, Json, string]>([
    ["a missing name", { password: "long enough" }, "name"],
    ["a blank name", { name: "   ", password: "long enough" }, "name"],
    ["an 81-character name", { name: "n".repeat(81), password: "long enough" }, "name"],
    ["a missing email", { name: "Asha", password: "long enough", email: undefined }, "email"],
    [
      "an email without @",
      { name: "Asha", password: "long enough", email: "asha.example.in" },
      "email",
    ],
    ["a 7-character password", { name: "Asha", password: "1234567" }, "password"],
    ["a missing password", { name: "Asha", password: undefined }, "password"],
    ["a 129-character password", { name: "Asha", password: "p".repeat(129) }, "password"],
    ["a numeric password", { name: "Asha", password: 12345678 }, "password"],
  ])("%s answers 400 naming the field, and creates nothing", async (_name, fields, field) => {
    const email = newEmail("bad");
    const body: Json = { email, ...fields };
    if (typeof body.password === "string") passwordsUsed.add(body.password);
    const answer = await post("/api/auth/register", body);
    expectFailure(answer, 400, field);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect(t.mailCount(email)).toBe(0);
  });

  test("a body that is not JSON answers 400", async () => {
    expectFailure(await post("/api/auth/register", "{name:"), 400);
  });

  test("the password is never stored in clear: the row keeps only a salted scrypt hash; the token only as a hash", async () => {
    const account = await register("clear");
    const row = await userRow(account.id);
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain(account.password);
    const tokens = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, account.id));
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(account.token);
    expect(JSON.stringify(tokens)).not.toContain(account.password);
  });

  test("the welcome mail carries a verify code that verifies the account", async () => {
    const account = await register("welcome");
    expect(t.mailCount(account.email)).toBe(1);
    const otp = t.lastCode(account.email, "welcome");
    expect(otp).toMatch(/^\d{6}$/);
    const answer = await verifyAccount(account.id, otp);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: expect.any(String) });
    expect((await userRow(account.id))?.isAccountVerified).toBe(true);
  });
});

describe(`POST /api/auth/login (${testEngine})`, () => {
  test("a wrong password and an unknown email get the identical status and body, and no mail", async () => {
    const account = await register("wrongpw");
    const mailsBefore = t.mailCount(account.email);
    const wrong = await post("/api/auth/login", {
      email: account.email,
      password: "Not-The-Password-1",
    });
    const unknownEmail = newEmail("nobody");
    const unknown = await post("/api/auth/login", {
      email: unknownEmail,
      password: account.password,
    });
    expect(visible(wrong)).toEqual(visible(unknown));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(t.mailCount(account.email)).toBe(mailsBefore);
    expect(t.mailCount(unknownEmail)).toBe(0);
  });

  test("the right password answers success and mails a login code", async () => {
    const account = await register("loginok");
    const answer = await post("/api/auth/login", {
      email: account.email,
      password: account.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toMatch(/token/i);
    expect(t.mailCount(account.email)).toBe(2); // the welcome mail, then the login code
    expect(t.lastCode(account.email, "login")).toMatch(/^\d{6}$/);
  });

  test("the email is matched without regard to letter case or outer spaces", async () => {
    const account = await register("loginCase");
    const answer = await post("/api/auth/login", {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(answer.status).toBe(200);
    expect(t.lastCode(account.email, "login")).toMatch(/^\d{6}$/);
  });

  test("a second login within a minute answers 429 with a Retry-After header, and mails nothing", async () => {
    const account = await register("login429");
    const credentials = { email: account.email, password: account.password };
    expect((await post("/api/auth/login", credentials)).status).toBe(200);
    const mails = t.mailCount(account.email);
    const again = await post("/api/auth/login", credentials);
    expectFailure(again, 429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(t.mailCount(account.email)).toBe(mails);
  });

  test.each<[string, Json, string]>([
    ["a missing password", { email: "someone@example.in" }, "password"],
    ["an empty password", { email: "someone@example.in", password: "" }, "password"],
    ["a bad email", { email: "someone", password: "whatever-1" }, "email"],
  ])("%s answers 400 naming the field", async (_name, body, field) => {
    expectFailure(await post("/api/auth/login", body), 400, field);
  });
});

describe(`POST /api/auth/verify-login-otp (${testEngine})`, () => {
  /** Registers and asks for a login code; returns the account and the code. */
  async function withLoginCode(tag: string) {
    const account = await register(tag);
    const login = await post("/api/auth/login", {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const otp = t.lastCode(account.email, "login");
    if (!otp) throw new Error("no login code mailed");
    return { account, otp };
  }

  test("the right code answers { success, token, user{id,name,email}, message } and the token works", async () => {
    const { account, otp } = await withLoginCode("otpok");
    const answer = await verifyLoginOtp(account.email, otp);
    expect(answer.status).toBe(200);
    const body = answer.body as Json & { token: string };
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
      user: { id: account.id, name: account.name, email: account.email },
    });
    expect(body.token).not.toBe(account.token);
    expect((await isAuthBearer(body.token)).status).toBe(200);
  });

  test("a wrong code fails with 400 { success: false, message }", async () => {
    const { account, otp } = await withLoginCode("otpwrong");
    const answer = await verifyLoginOtp(account.email, wrongCode(otp));
    expectInvalidCode(answer);
  });

  test("a code used once does not work again", async () => {
    const { account, otp } = await withLoginCode("otpreuse");
    expect((await verifyLoginOtp(account.email, otp)).status).toBe(200);
    const again = await verifyLoginOtp(account.email, otp);
    expectInvalidCode(again);
  });

  test("an expired code fails", async () => {
    const { account, otp } = await withLoginCode("otpexpired");
    await expireCodes(account.id);
    const answer = await verifyLoginOtp(account.email, otp);
    expectInvalidCode(answer);
  });

  test("after 5 wrong codes, the 6th attempt fails even with the right code", async () => {
    const { account, otp } = await withLoginCode("otpburn");
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await verifyLoginOtp(account.email, wrongCode(otp, i));
      expect(wrong.status).toBe(400);
    }
    const right = await verifyLoginOtp(account.email, otp);
    expectInvalidCode(right);
  });

  test("4 wrong codes, then the right one, logs in", async () => {
    const { account, otp } = await withLoginCode("otpfour");
    for (let i = 1; i <= 4; i += 1) {
      await verifyLoginOtp(account.email, wrongCode(otp, i));
    }
    expect((await verifyLoginOtp(account.email, otp)).status).toBe(200);
  });

  test("an unknown email gets the same answer as a wrong code", async () => {
    const { account, otp } = await withLoginCode("otpunknown");
    const wrong = await verifyLoginOtp(account.email, wrongCode(otp));
    const unknown = await verifyLoginOtp(newEmail("ghost"), otp);
    expect(visible(unknown)).toEqual(visible(wrong));
  });

  test("a verify or reset code does not log in", async () => {
    const account = await register("otppurpose");
    expect((await post("/api/auth/send-reset-otp", { email: account.email })).status).toBe(200);
    for (const purpose of ["welcome", "reset"] as const) {
      const otp = t.lastCode(account.email, purpose);
      expect(otp).toMatch(/^\d{6}$/);
      const answer = await verifyLoginOtp(account.email, otp);
      expectInvalidCode(answer);
    }
  });

  test.each(["12345", "1234567", "abcdef", "", 123456])(
    "a malformed otp (%j) answers 400 naming otp",
    async (otp) => {
      const answer = await verifyLoginOtp(newEmail("malformed"), otp);
      expectFailure(answer, 400, "otp");
    },
  );
});

describe(`POST /api/auth/send-verify-otp and send-reset-otp (${testEngine})`, () => {
  test.each(["send-verify-otp", "send-reset-otp"])(
    "%s answers the same status and body for a known and an unknown email",
    async (endpoint) => {
      const known = await register(`known${endpoint.split("-")[1]}`);
      await backdateCodes(known.id); // the welcome code no longer holds the throttle
      const unknownEmail = newEmail(`unknown${endpoint.split("-")[1]}`);
      const forKnown = await post(`/api/auth/${endpoint}`, { email: known.email });
      const forUnknown = await post(`/api/auth/${endpoint}`, { email: unknownEmail });
      expect(forKnown.status).toBe(200);
      expect(forKnown.body).toEqual({ success: true, message: expect.any(String) });
      expect(visible(forUnknown)).toEqual(visible(forKnown));
      expect(t.mailCount(unknownEmail)).toBe(0);
    },
  );

  test.each(["send-verify-otp", "send-reset-otp"])(
    "%s is throttled to one a minute, alike for a known and an unknown email",
    async (endpoint) => {
      const known = await register(`throttle${endpoint.split("-")[1]}`);
      await backdateCodes(known.id);
      const unknownEmail = newEmail(`throttleghost${endpoint.split("-")[1]}`);
      for (const email of [known.email, unknownEmail]) {
        expect((await post(`/api/auth/${endpoint}`, { email })).status).toBe(200);
      }
      const mails = t.mailCount(known.email);
      const knownAgain = await post(`/api/auth/${endpoint}`, { email: known.email });
      const unknownAgain = await post(`/api/auth/${endpoint}`, {
        email: unknownEmail.toUpperCase(),
      });
      expectFailure(knownAgain, 429);
      expect(visible(unknownAgain)).toEqual(visible(knownAgain));
      for (const answer of [knownAgain, unknownAgain]) {
        const retryAfter = Number(answer.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      expect(t.mailCount(known.email)).toBe(mails);
    },
  );

  test("asking for a verify code and then a reset code answers alike for a known and an unknown email", async () => {
    const known = await register("crossknown");
    await backdateCodes(known.id);
    const unknownEmail = newEmail("crossghost");
    const sequence = async (email: string) => [
      visible(await post("/api/auth/send-verify-otp", { email })),
      visible(await post("/api/auth/send-reset-otp", { email })),
    ];
    const forKnown = await sequence(known.email);
    const forUnknown = await sequence(unknownEmail);
    expect(forKnown.map((a) => a.status)).toEqual([200, 200]);
    expect(forUnknown).toEqual(forKnown);
  });

  test("send-verify-otp mails a fresh verify code that verifies the account; the welcome code is then void", async () => {
    const account = await register("resend");
    const welcome = t.lastCode(account.email, "welcome");
    await backdateCodes(account.id);
    expect((await post("/api/auth/send-verify-otp", { email: account.email })).status).toBe(200);
    const fresh = t.lastCode(account.email, "verify");
    expect(fresh).toMatch(/^\d{6}$/);
    if (welcome !== fresh) {
      const old = await verifyAccount(account.id, welcome);
      expect(old.status).toBe(400);
    }
    const answer = await verifyAccount(account.id, fresh);
    expect(answer.status).toBe(200);
  });

  test("send-verify-otp for an already verified account mails nothing and answers as for anyone", async () => {
    const account = await register("verified");
    const welcome = t.lastCode(account.email, "welcome");
    expect((await verifyAccount(account.id, welcome)).status).toBe(200);
    await backdateCodes(account.id);
    const mails = t.mailCount(account.email);
    const answer = await post("/api/auth/send-verify-otp", { email: account.email });
    const unknown = await post("/api/auth/send-verify-otp", { email: newEmail("verifiedghost") });
    expect(visible(answer)).toEqual(visible(unknown));
    expect(t.mailCount(account.email)).toBe(mails);
  });

  test("send-reset-otp mails a reset code to a known email", async () => {
    const account = await register("resetmail");
    expect((await post("/api/auth/send-reset-otp", { email: account.email })).status).toBe(200);
    expect(t.lastCode(account.email, "reset")).toMatch(/^\d{6}$/);
  });

  test.each(["send-verify-otp", "send-reset-otp"])(
    "%s with a bad email answers 400 naming email",
    async (endpoint) => {
      expectFailure(await post(`/api/auth/${endpoint}`, { email: "nope" }), 400, "email");
      expectFailure(await post(`/api/auth/${endpoint}`, {}), 400, "email");
    },
  );
});

describe(`POST /api/auth/verify-Account (${testEngine})`, () => {
  test("userId + otp verifies; is-auth and user data then show isAccountVerify true", async () => {
    const account = await register("verifyok");
    const before = await isAuthBearer(account.token);
    expect(before.body).toMatchObject({ user: { isAccountVerify: false } });
    const answer = await verifyAccount(account.id, t.lastCode(account.email, "welcome"));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: expect.any(String) });
    const after = await isAuthBearer(account.token);
    expect(after.body).toMatchObject({ success: true, user: { isAccountVerify: true } });
    const data = await t.send("GET", "/api/user/data", { token: account.token });
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ success: true, userData: { isAccountVerify: true } });
  });

  test("a wrong code fails and the account stays unverified", async () => {
    const account = await register("verifywrong");
    const otp = t.lastCode(account.email, "welcome") ?? "000000";
    const answer = await verifyAccount(account.id, wrongCode(otp));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    expect((await userRow(account.id))?.isAccountVerified).toBe(false);
  });

  test("a login code does not verify the email", async () => {
    const account = await register("verifypurpose");
    await post("/api/auth/login", { email: account.email, password: account.password });
    const login = t.lastCode(account.email, "login");
    const welcome = t.lastCode(account.email, "welcome");
    if (login === welcome) return; // one in a million: the check says nothing
    const answer = await verifyAccount(account.id, login);
    expect(answer.status).toBe(400);
    expect((await userRow(account.id))?.isAccountVerified).toBe(false);
  });

  test.each<[string, unknown]>([
    ["not hex", "not-a-user-id"],
    ["too short", "abc123"],
    ["missing", undefined],
    ["a number", 42],
  ])("a bad userId (%s) answers 400 naming userId", async (_name, userId) => {
    const answer = await verifyAccount(userId, "123456");
    expectFailure(answer, 400, "userId");
  });

  test("an unknown userId answers like a wrong code", async () => {
    const account = await register("verifyghost");
    const otp = t.lastCode(account.email, "welcome") ?? "000000";
    const wrong = await verifyAccount(account.id, wrongCode(otp));
    const unknown = await verifyAccount("f".repeat(24), otp);
    expect(visible(unknown)).toEqual(visible(wrong));
  });

  test("a malformed otp answers 400 naming otp", async () => {
    const account = await register("verifymalformed");
    expectFailure(await verifyAccount(account.id, "12ab56"), 400, "otp");
  });
});

describe(`POST /api/auth/reset-password (${testEngine})`, () => {
  async function resetCode(account: Account) {
    expect((await post("/api/auth/send-reset-otp", { email: account.email })).status).toBe(200);
    const otp = t.lastCode(account.email, "reset");
    if (!otp) throw new Error("no reset code mailed");
    return otp;
  }

  test("the new password then logs in and the old one does not; every earlier token is revoked", async () => {
    const account = await register("reset");
    const secondToken = await loginWithCode(account);
    expect((await isAuthBearer(secondToken)).status).toBe(200);
    const otp = await resetCode(account);
    const newpassword = newPassword();
    const answer = await post("/api/auth/reset-password", {
      email: account.email,
      otp,
      newpassword,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: expect.any(String) });

    for (const token of [account.token, secondToken]) {
      const check = await isAuthBearer(token);
      expectFailure(check, 401);
    }
    const old = await post("/api/auth/login", { email: account.email, password: account.password });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ success: false, message: INVALID_CREDENTIALS });

    await backdateCodes(account.id); // the login code of a moment ago no longer throttles
    const fresh = await loginWithCode({ email: account.email, password: newpassword });
    expect((await isAuthBearer(fresh)).status).toBe(200);
  });

  test("a wrong code fails and leaves the password and tokens alone", async () => {
    const account = await register("resetwrong");
    const otp = await resetCode(account);
    const hashBefore = (await userRow(account.id))?.passwordHash;
    const answer = await post("/api/auth/reset-password", {
      email: account.email,
      otp: wrongCode(otp),
      newpassword: newPassword(),
    });
    expectInvalidCode(answer);
    expect((await userRow(account.id))?.passwordHash).toBe(hashBefore);
    expect((await isAuthBearer(account.token)).status).toBe(200);
  });

  test("a short new password answers 400 naming newpassword, and the code still works after", async () => {
    const account = await register("resetshort");
    const otp = await resetCode(account);
    expectFailure(
      await post("/api/auth/reset-password", { email: account.email, otp, newpassword: "short" }),
      400,
      "newpassword",
    );
    const answer = await post("/api/auth/reset-password", {
      email: account.email,
      otp,
      newpassword: newPassword(),
    });
    expect(answer.status).toBe(200);
  });

  test("a reused reset code fails", async () => {
    const account = await register("resetreuse");
    const otp = await resetCode(account);
    const body = { email: account.email, otp, newpassword: newPassword() };
    expect((await post("/api/auth/reset-password", body)).status).toBe(200);
    const again = await post("/api/auth/reset-password", { ...body, newpassword: newPassword() });
    expect(again.status).toBe(400);
  });

  test("an unknown email answers like a wrong code", async () => {
    const account = await register("resetghost");
    const otp = await resetCode(account);
    const wrong = await post("/api/auth/reset-password", {
      email: account.email,
      otp: wrongCode(otp),
      newpassword: newPassword(),
    });
    const unknown = await post("/api/auth/reset-password", {
      email: newEmail("resetnobody"),
      otp,
      newpassword: newPassword(),
    });
    expect(visible(unknown)).toEqual(visible(wrong));
  });

  test.each<[string, Json, string]>([
    ["no email", { otp: "123456", newpassword: "long enough 1" }, "email"],
    ["no otp", { email: "a@example.in", newpassword: "long enough 1" }, "otp"],
    ["no newpassword", { email: "a@example.in", otp: "123456" }, "newpassword"],
  ])("%s answers 400 naming the field", async (_name, body, field) => {
    expectFailure(await post("/api/auth/reset-password", body), 400, field);
  });
});

describe(`code requests answer alike in time and words for any email (${testEngine})`, () => {
  /** An app whose mail takes `delayMs` and then fails or is accepted, recording each try. */
  function appWithMailer(delayMs: number, fails: boolean) {
    const tries: string[] = [];
    const deliver = async (to: string) => {
      tries.push(to);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (fails) throw new Error("SMTP connection refused");
    };
    const mailer: Mailer = {
      sendCode: ({ to }) => deliver(to),
      sendResetLocked: ({ to }) => deliver(to),
      sendOrderPlaced: ({ to }) => deliver(to),
      sendEmailChanged: ({ to }) => deliver(to),
      sendOrderCancelled: ({ to }) => deliver(to),
      sendRefundProcessed: ({ to }) => deliver(to),
      sendOccasionReminder: ({ to }) => deliver(to),
      sendOrderUpdate: ({ to }) => deliver(to),
      sendDeliveryMoved: ({ to }) => deliver(to),
    };
    const deliveries = createDeliveries({ retryDelaysMs: [10, 10] });
    const app = appOver(t, { mailer, deliveries });
    const timed = async (url: string, body: Json) => {
      const started = performance.now();
      const response = await app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const ms = performance.now() - started;
      return { status: response.status, body: (await response.json()) as unknown, ms };
    };
    return { tries, deliveries, timed };
  }

  /**
   * Asks `endpoint` for a code through `app`, for a new account and for an email no account
   * has, expecting the same 200 answer to both; answers the account and its timed answer.
   */
  async function askKnownAndUnknown(
    app: ReturnType<typeof appWithMailer>,
    endpoint: string,
    tag: string,
  ) {
    const suffix = endpoint.split("-")[1];
    const known = await register(`${tag}mail${suffix}`);
    await backdateCodes(known.id);
    const forKnown = await app.timed(`/api/auth/${endpoint}`, { email: known.email });
    const forUnknown = await app.timed(`/api/auth/${endpoint}`, {
      email: newEmail(`${tag}ghost${suffix}`),
    });
    expect(forKnown.status).toBe(200);
    expect(forKnown.body).toEqual(forUnknown.body);
    return { known, forKnown };
  }

  test.each(["send-verify-otp", "send-reset-otp"])(
    "%s does not wait for a slow mail server: a known email answers as fast as an unknown one",
    async (endpoint) => {
      const app = appWithMailer(1_500, false);
      const { known, forKnown } = await askKnownAndUnknown(app, endpoint, "slow");
      // The mail takes 1.5 s; the answer does not wait for it.
      expect(forKnown.ms).toBeLessThan(1_000);
      await app.deliveries.settled();
      expect(app.tries).toEqual([known.email]);
    },
  );

  test.each(["send-verify-otp", "send-reset-otp"])(
    "%s answers 200 alike when the mail fails; the mail is tried again, then the failure is logged and the code withdrawn",
    async (endpoint) => {
      const app = appWithMailer(0, true);
      const linesBefore = consoleLines.length;
      const { known } = await askKnownAndUnknown(app, endpoint, "dead");
      await app.deliveries.settled();
      expect(app.tries).toEqual([known.email, known.email, known.email]);
      expect(consoleLines.slice(linesBefore).join("\n")).toMatch(
        new RegExp(`code for user ${known.id}: gave up after 3 tries:.*SMTP connection refused`),
      );
      // The undelivered code is gone: it neither works nor holds the database's throttle.
      const live = await t.database.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.userId, known.id));
      expect(live.filter((code) => code.usedAt === null && code.purpose !== "verify")).toEqual([]);
    },
  );
});

describe(`wrong reset codes are capped per email over a day (${testEngine})`, () => {
  const cap = RATE_LIMITS["reset-wrong-email"].limit;

  /**
   * An app whose counters run on a clock the test moves: 16 minutes a step takes the tries
   * past the 15-minute limit on reset attempts, so only the day's cap stands in the way.
   */
  async function appOnClock() {
    const clock = { now: Date.now() };
    const limiter = new RateLimiter(new MemoryStore(50_000, () => clock.now), {
      prefix: "rl:api",
    });
    const lockedApp = await createTestApp({
      seedFixture: false,
      rateLimits: { limiter, trustProxy: 0 },
    });
    return { clock, lockedApp };
  }

  test(`after ${cap} wrong codes over several codes the reset is locked, even with the right code, and the owner is mailed once`, async () => {
    const { clock, lockedApp } = await appOnClock();
    try {
      const email = newEmail("capped");
      const made = await lockedApp.post("/api/auth/register", {
        name: "Capped",
        email,
        password: newPassword(),
      });
      expect(made.status).toBe(201);
      const userId = (made.body as { user: { id: string } }).user.id;
      /** A new reset code, as a request a minute after the last would issue it. */
      const newCode = async () => {
        clock.now += 16 * 60_000;
        await lockedApp.database.db
          .update(oneTimeCodes)
          .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => 61)` })
          .where(eq(oneTimeCodes.userId, userId));
        const issued = await issueCode(lockedApp.database.db, userId, "reset");
        if (!issued.ok) throw new Error("no code issued");
        return issued.code;
      };
      const attempt = (otp: string) =>
        lockedApp.send("POST", "/api/auth/reset-password", {
          body: { email, otp, newpassword: newPassword() },
        });

      // A code is burnt after 5 wrong tries, so the day's cap spans several codes.
      for (let wrong = 0; wrong < cap;) {
        const otp = await newCode();
        for (let i = 0; i < 5 && wrong < cap; i += 1, wrong += 1) {
          const answer = await attempt(wrongCode(otp, i + 1));
          expectInvalidCode(answer);
        }
      }
      const warnings = fs
        .readdirSync(lockedApp.outboxDir)
        .filter((file) => file.includes("-reset-locked-"));
      expect(warnings).toHaveLength(1);
      const warning = fs.readFileSync(path.join(lockedApp.outboxDir, warnings[0]!), "utf8");
      expect(warning).toMatch(/^To: .*capped@example\.in/im);
      expect(warning).toContain(`${cap} wrong password reset codes`);

      // Locked: a live, right code is refused too, and nothing changes.
      const right = await newCode();
      const hashBefore = (
        await lockedApp.database.db.select().from(users).where(eq(users.id, userId))
      )[0]?.passwordHash;
      const refused = await attempt(right);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: RESET_LOCKED });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(22 * 3600);
      const hashAfter = (
        await lockedApp.database.db.select().from(users).where(eq(users.id, userId))
      )[0]?.passwordHash;
      expect(hashAfter).toBe(hashBefore);
      // No second warning for the refused tries.
      expect(
        fs.readdirSync(lockedApp.outboxDir).filter((file) => file.includes("-reset-locked-")),
      ).toHaveLength(1);
    } finally {
      await lockedApp.close();
    }
  });

  test("an email without an account locks alike (the answer tells nothing) and nobody is mailed", async () => {
    const { clock, lockedApp } = await appOnClock();
    try {
      const email = newEmail("capghost");
      for (let i = 0; i < cap; i += 1) {
        if (i % 5 === 0) clock.now += 16 * 60_000;
        const answer = await lockedApp.send("POST", "/api/auth/reset-password", {
          body: { email, otp: String(100000 + i), newpassword: newPassword() },
        });
        expect(answer.status).toBe(400);
      }
      const refused = await lockedApp.send("POST", "/api/auth/reset-password", {
        body: { email, otp: "123456", newpassword: newPassword() },
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: RESET_LOCKED });
      expect(lockedApp.mailCount(email)).toBe(0);
    } finally {
      await lockedApp.close();
    }
  });

  test("with the shared counters unreachable, reset attempts are refused (503), not let through uncapped", async () => {
    const down = new RateLimiter(
      { hit: async () => null, close: async () => {} },
      { prefix: "rl:api" },
    );
    const lockedApp = await createTestApp({
      seedFixture: false,
      rateLimits: { limiter: down, trustProxy: 0 },
    });
    try {
      const refused = await lockedApp.send("POST", "/api/auth/reset-password", {
        body: { email: newEmail("capdown"), otp: "123456", newpassword: newPassword() },
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("30");
    } finally {
      await lockedApp.close();
    }
  });
});

describe(`GET /api/auth/is-auth (${testEngine})`, () => {
  test("a bearer token answers 200 { success: true, user }", async () => {
    const account = await register("isauth");
    const answer = await isAuthBearer(account.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      user: { id: account.id, name: account.name, email: account.email },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|password/i);
  });

  test("a header named token works too", async () => {
    const account = await register("isauthheader");
    const answer = await isAuth({ token: account.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, user: { id: account.id } });
  });

  test.each<[string, Record<string, string>]>([
    ["no token", {}],
    ["a garbage bearer token", { authorization: "Bearer not-a-real-token" }],
    ["a garbage token header", { token: "not-a-real-token" }],
    ["an empty bearer", { authorization: "Bearer " }],
    ["a very long token", { authorization: `Bearer ${"a".repeat(5000)}` }],
    ["a Basic authorization", { authorization: "Basic dXNlcjpwYXNz" }],
  ])("%s answers 401 { success: false, message }", async (_name, headers) => {
    expectFailure(await isAuth(headers), 401);
  });

  test("a revoked token answers 401", async () => {
    const account = await register("revoked");
    expect((await post("/api/auth/logout", {}, account.token)).status).toBe(200);
    expectFailure(await isAuthBearer(account.token), 401);
    expectFailure(await isAuth({ token: account.token }), 401);
  });

  test("an expired token answers 401", async () => {
    const account = await register("expiredtoken");
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(authTokens.userId, account.id));
    expectFailure(await isAuthBearer(account.token), 401);
  });
});

describe(`POST /api/auth/logout (${testEngine})`, () => {
  test("revokes that token only: another token of the same user still works", async () => {
    const account = await register("logout");
    const other = await loginWithCode(account);
    const answer = await post("/api/auth/logout", {}, account.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
    expect((await isAuthBearer(account.token)).status).toBe(401);
    expect((await isAuthBearer(other)).status).toBe(200);
  });

  test("a header named token logs out too", async () => {
    const account = await register("logoutheader");
    const answer = await t.send("POST", "/api/auth/logout", { headers: { token: account.token } });
    expect(answer.status).toBe(200);
    expect((await isAuthBearer(account.token)).status).toBe(401);
  });

  test("logging out with no token, or twice, still answers success", async () => {
    const account = await register("logouttwice");
    expect((await t.send("POST", "/api/auth/logout")).body).toMatchObject({ success: true });
    expect((await post("/api/auth/logout", {}, account.token)).status).toBe(200);
    expect((await post("/api/auth/logout", {}, account.token)).body).toMatchObject({
      success: true,
    });
  });
});

describe(`passwords never leak into mail or logs (${testEngine})`, () => {
  test("with the developer mailer (codes logged to the console), no log line carries a password", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-loud-outbox-"));
    try {
      // Default `log` is console.log, which is spied on: the line a developer would see.
      const mailer = createMailer({ from: "Uphaar <test@uphaar.example>", outboxDir });
      const deliveries = createDeliveries();
      const app = appOver(t, { mailer, deliveries });
      const send = async (url: string, body: Json) => {
        const answer = await app.request(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        await deliveries.settled();
        return answer;
      };
      const email = newEmail("loud");
      const password = newPassword();
      const linesBefore = consoleLines.length;
      expect((await send("/api/auth/register", { name: "Loud", email, password })).status).toBe(
        201,
      );
      expect((await send("/api/auth/login", { email, password })).status).toBe(200);
      expect((await send("/api/auth/send-reset-otp", { email })).status).toBe(200);
      const logged = consoleLines.slice(linesBefore).join("\n");
      expect(logged).toMatch(/\d{6}/); // the codes are logged (that is the point)...
      expect(logged).not.toContain(password); // ...the password is not
      for (const file of fs.readdirSync(outboxDir)) {
        expect(fs.readFileSync(path.join(outboxDir, file), "utf8")).not.toContain(password);
      }
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  test("when mail fails, sign-up still succeeds, login answers 503 without holding the throttle, and no password is logged", async () => {
    const failing: Mailer = {
      sendCode: () => Promise.reject(new Error("SMTP connection refused")),
      sendResetLocked: () => Promise.reject(new Error("SMTP connection refused")),
      sendOrderPlaced: () => Promise.reject(new Error("SMTP connection refused")),
      sendEmailChanged: () => Promise.reject(new Error("SMTP connection refused")),
      sendOrderCancelled: () => Promise.reject(new Error("SMTP connection refused")),
      sendRefundProcessed: () => Promise.reject(new Error("SMTP connection refused")),
      sendOccasionReminder: () => Promise.reject(new Error("SMTP connection refused")),
      sendOrderUpdate: () => Promise.reject(new Error("SMTP connection refused")),
      sendDeliveryMoved: () => Promise.reject(new Error("SMTP connection refused")),
    };
    const app = appOver(t, { mailer: failing });
    const email = newEmail("mailfail");
    const password = newPassword();
    const linesBefore = consoleLines.length;
    const answer = await app.request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Mail Fail", email, password }),
    });
    expect(answer.status).toBe(201);
    const login = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ success: false, message: expect.any(String) });
    // The undelivered code was withdrawn: trying again is not throttled (503 again, not 429).
    const retry = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(retry.status).toBe(503);
    const logged = consoleLines.slice(linesBefore).join("\n");
    expect(logged).toContain("SMTP connection refused");
    expect(logged).not.toContain(password);
  });

  test("no .eml in the outbox and no console line of this whole file contains any password used", () => {
    expect(passwordsUsed.size).toBeGreaterThan(20);
    const files = fs.readdirSync(t.outboxDir);
    expect(files.length).toBeGreaterThan(20);
    const mails = files.map((file) => fs.readFileSync(path.join(t.outboxDir, file), "utf8"));
    const logged = consoleLines.join("\n");
    for (const password of passwordsUsed) {
      const encoded = Buffer.from(password).toString("base64");
      for (const mail of mails) {
        expect(mail).not.toContain(password);
        expect(mail).not.toContain(encoded);
      }
      expect(logged).not.toContain(password);
    }
  });
});
