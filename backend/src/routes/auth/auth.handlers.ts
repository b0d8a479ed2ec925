/**
 * Sign-up, login with an emailed code, email verification, password reset, the auth check
 * and logout (docs/contract.md, Behaviour, Auth). Answers never tell whether an email has an
 * account: a wrong password and an unknown email read the same, and code requests for an
 * unknown email answer like the real ones (throttle included).
 */
import type { Context, Handler } from "hono";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { CodePurpose } from "../../auth/codes";
import { consumeCode, issueCode, withdrawCode, type IssueResult } from "../../auth/codes";
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  type ScryptCost,
} from "../../auth/passwords";
import { tokenFrom, type AuthedEnv } from "../../auth/require-user";
import { issueToken, revokeAllTokens, revokeToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema";
import { fail, failRetryLater, jsonBody } from "../../lib/http";
import { idSchema, newId } from "../../lib/ids";
import { emailSchema, text } from "../../lib/validation";
import type { Mailer } from "../../mail";
import type { Deliveries } from "../../deliveries";
import type { RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import type { ThrottleMemory } from "./throttle-memory";
import { features, type AnswerShape, type BackendProfile } from "../../profile";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const INVALID_CODE = "Invalid or expired OTP. Check the code or ask for a new one.";
export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

const passwordSchema = z
  .string({ message: "password is required" })
  .min(8, { message: "password must be at least 8 characters" })
  .max(128, { message: "password must be at most 128 characters" });

const otpSchema = z
  .string({ message: "otp is required" })
  .trim()
  .regex(/^\d{6}$/, { message: "otp must be exactly 6 digits" });

const registerBody = z.object({
  name: text("name", 80),
  email: emailSchema,
  password: passwordSchema,
});
const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ message: "password is required" })
    .min(1, { message: "password is required" })
    .max(128, {
      message: "password must be at most 128 characters",
    }),
});
const emailBody = z.object({ email: emailSchema });
const loginOtpBody = z.object({ email: emailSchema, otp: otpSchema });
const verifyAccountBody = z.object({ userId: idSchema, otp: otpSchema });
const resetBody = z.object({ email: emailSchema, otp: otpSchema, newpassword: passwordSchema });

type UserRow = typeof users.$inferSelect;

/** The public view of a user; never the password hash. */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    email: user.email,
    isAccountVerify: user.isAccountVerified,
  };
}

/** The user as §7's login answer carries it (`user{id,name,email}`): contract mode's only user. */
function specUserJson(user: UserRow) {
  return { id: user.id, name: user.name, email: user.email };
}

/** The new account's user in a sign-up answer, by answer shape. */
const NEW_USER_JSON: Record<AnswerShape, (user: UserRow) => object> = {
  spec: specUserJson,
  full: userJson,
};

/** The answer while wrong reset codes have locked an email's reset (rules.ts reset-wrong-email). */
export const RESET_LOCKED =
  "Too many wrong codes for this email, so password reset is paused for 24 hours. If the email has an account, its owner has been told by email.";

/** What the auth handlers work with; one per router, so its throttle memory is the router's. */
export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  passwordCost: ScryptCost;
  /** The shared counters (Redis or memory): the day's cap on wrong reset codes lives there. */
  limiter: RateLimiter;
  /** Mail sent after answering (code requests must answer alike for every email). */
  deliveries: Deliveries;
  /** `contract`: §7's lean answers (profile.ts). */
  profile: BackendProfile;
  /**
   * Code requests for emails without an account are throttled here, so their answers match
   * an account's (whose throttle lives with its codes in the database).
   */
  unknownEmails: ThrottleMemory;
}

async function findByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

const throttled = (seconds: number): never =>
  failRetryLater(seconds, `Please wait ${seconds} seconds before asking for another code.`);

/** Issues and mails a code, or answers 429 when one went out less than a minute ago. */
async function sendCode({ db, mailer }: AuthDeps, user: UserRow, purpose: CodePurpose | "welcome") {
  const result: IssueResult = await issueCode(
    db,
    user.id,
    purpose === "welcome" ? "verify" : purpose,
  );
  if (!result.ok) return throttled(result.retryAfterSeconds);
  try {
    await mailer.sendCode({ to: user.email, name: user.name, purpose, code: result.code });
  } catch (error) {
    // An undelivered code must not hold the one-a-minute throttle.
    await withdrawCode(db, result.id);
    console.error(`[auth] ${purpose} mail to user ${user.id} failed:`, error);
    fail(503, "We could not send the code just now. Please try again in a moment.");
  }
}

/**
 * Answers a request for a verification or reset code the same way, in words and in time,
 * whoever owns the email: 429 within a minute of the last one, else nothing (the caller
 * answers 200). For `user` (an account that should get the code) the code is issued now,
 * under the database's one-a-minute rule, and mailed after the answer has gone, so a slow or
 * failing mail server shows in no answer; the mail is retried, and a code that cannot be
 * delivered is withdrawn and the failure logged.
 */
async function requestCode(
  { db, mailer, deliveries, unknownEmails }: AuthDeps,
  email: string,
  purpose: "verify" | "reset",
  user: UserRow | null,
) {
  if (!user) {
    const wait = unknownEmails.hit(`${purpose}:${email.toLowerCase()}`);
    if (wait > 0) throttled(wait);
    return;
  }
  const result = await issueCode(db, user.id, purpose);
  if (!result.ok) return throttled(result.retryAfterSeconds);
  deliveries.later(
    `${purpose} code for user ${user.id}`,
    () => mailer.sendCode({ to: user.email, name: user.name, purpose, code: result.code }),
    // An undelivered code must not hold the one-a-minute throttle.
    () => withdrawCode(db, result.id),
  );
}

/** Mails the owner that wrong codes have just locked their password reset for a day. */
function warnOwner({ mailer, deliveries }: AuthDeps, user: UserRow, wrongCodes: number) {
  const lockedHours = RATE_LIMITS["reset-wrong-email"].windowMs / 3_600_000;
  deliveries.later(`reset-locked warning for user ${user.id}`, () =>
    mailer.sendResetLocked({ to: user.email, name: user.name, wrongCodes, lockedHours }),
  );
}

type AuthHandler = (deps: AuthDeps) => Handler;

/** POST /register: creates the account, signs it in and mails the welcome code. */
export const register: AuthHandler = (deps) => async (c) => {
  const { db, passwordCost, profile } = deps;
  const body = await jsonBody(c, registerBody);
  if (await findByEmail(db, body.email)) fail(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password, passwordCost);
  let user: UserRow | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({ id: newId(), name: body.name, email: body.email, passwordHash })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, EMAIL_TAKEN);
    throw error;
  }
  if (!user) fail(500, "The account could not be created.");
  const token = await issueToken(db, user.id);
  try {
    await sendCode(deps, user, "welcome");
  } catch (error) {
    // The account exists and works; the shopper can ask for a new code from the profile.
    console.error(`[auth] welcome mail to user ${user.id} failed:`, error);
  }
  return c.json(
    {
      success: true,
      message: "Account created successfully!",
      user: NEW_USER_JSON[features(profile).answers.user](user),
      token,
    },
    201,
  );
};

/** POST /login: checks the password and mails a login code. */
export const login: AuthHandler = (deps) => async (c) => {
  const { db, passwordCost } = deps;
  const body = await jsonBody(c, loginBody);
  const user = await findByEmail(db, body.email);
  if (!user) {
    await verifyAgainstDummy(body.password, passwordCost);
    fail(401, INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(body.password, user.passwordHash))) fail(401, INVALID_CREDENTIALS);
  await sendCode(deps, user, "login");
  return c.json({ success: true, message: "OTP sent to your email." });
};

/** POST /verify-login-otp: trades a login code for a token. */
export const verifyLoginOtp: AuthHandler = (deps) => async (c) => {
  const { db } = deps;
  const body = await jsonBody(c, loginOtpBody);
  const user = await findByEmail(db, body.email);
  if (!user || !(await consumeCode(db, user.id, "login", body.otp))) fail(400, INVALID_CODE);
  const token = await issueToken(db, user.id);
  return c.json({
    success: true,
    message: "Login successful",
    token,
    user: specUserJson(user),
  });
};

/** POST /send-verify-otp: a new verification code, answered alike for every email. */
export const sendVerifyOtp: AuthHandler = (deps) => async (c) => {
  const { db } = deps;
  const { email } = await jsonBody(c, emailBody);
  const user = await findByEmail(db, email);
  await requestCode(deps, email, "verify", user && !user.isAccountVerified ? user : null);
  return c.json({
    success: true,
    message: "If this email is waiting for verification, a new code is on its way.",
  });
};

/** POST /verify-Account: marks the email verified with its code. */
export const verifyAccount: AuthHandler = (deps) => async (c) => {
  const { db } = deps;
  const body = await jsonBody(c, verifyAccountBody);
  const [user] = await db.select().from(users).where(eq(users.id, body.userId)).limit(1);
  if (!user) fail(400, INVALID_CODE);
  if (user.isAccountVerified) {
    return c.json({ success: true, message: "Your email is already verified." });
  }
  if (!(await consumeCode(db, user.id, "verify", body.otp))) fail(400, INVALID_CODE);
  await db.update(users).set({ isAccountVerified: true }).where(eq(users.id, user.id));
  return c.json({ success: true, message: "Email verified successfully" });
};

/** POST /send-reset-otp: a reset code, answered alike for every email. */
export const sendResetOtp: AuthHandler = (deps) => async (c) => {
  const { db } = deps;
  const { email } = await jsonBody(c, emailBody);
  await requestCode(deps, email, "reset", await findByEmail(db, email));
  return c.json({
    success: true,
    message: "If an account exists for this email, we have sent a code to it.",
  });
};

/** POST /reset-password: sets a new password with a reset code; wrong codes are capped per email. */
export const resetPassword: AuthHandler = (deps) => async (c) => {
  const { db, passwordCost, limiter } = deps;
  const body = await jsonBody(c, resetBody);
  // Wrong codes are capped per email over a day, in the shared counters, whether or not
  // the email has an account (an answer must not tell which).
  const wrongKey = `email:${body.email.toLowerCase()}`;
  const cap = await limiter.peek([["reset-wrong-email", wrongKey]]);
  if (!cap.ok) {
    failRetryLater(
      cap.retryAfterSeconds,
      cap.status === 429 ? RESET_LOCKED : cap.message,
      cap.status,
    );
  }
  const user = await findByEmail(db, body.email);
  if (!user || !(await consumeCode(db, user.id, "reset", body.otp))) {
    const wrong = await limiter.record("reset-wrong-email", wrongKey);
    if (user && wrong?.counted && wrong.count === wrong.limit) warnOwner(deps, user, wrong.count);
    fail(400, INVALID_CODE);
  }
  const passwordHash = await hashPassword(body.newpassword, passwordCost);
  // The code reached the mailbox, so the email is proven too.
  await db
    .update(users)
    .set({ passwordHash, isAccountVerified: true })
    .where(eq(users.id, user.id));
  await revokeAllTokens(db, user.id);
  return c.json({
    success: true,
    message: "Your password has been reset. Please log in with the new password.",
  });
};

/** POST /logout: revokes the token the request carries, if any. */
export const logout: AuthHandler = (deps) => async (c) => {
  const { db } = deps;
  const token = tokenFrom(c);
  if (token) await revokeToken(db, token);
  return c.json({ success: true, message: "Logged out" });
};

/** GET /is-auth: 200 with the signed-in user (just `success` in contract mode), else 401. */
export const isAuth =
  ({ profile }: AuthDeps) =>
  (c: Context<AuthedEnv>) =>
    c.json(
      features(profile).answers.user === "spec"
        ? { success: true }
        : { success: true, user: userJson(c.var.user) },
    );
