import "server-only";
import { z } from "zod";
import { cookieJarOf, type CookieJar } from "@/lib/auth/backend-cookies";
import type { LoginInput, SignUpInput } from "@/lib/validations/account";
import { userDataWire, userWire, type UserData, type WireUser } from "./account-wire";
import {
  BackendError,
  backendFetch,
  backendSend,
  forwardedFor,
  requiredPart,
  shopperGet,
  throwIfRefused,
} from "./fetch";
import { acknowledgement, answerFields } from "./wire";

const tokenAnswer = z.object({ ...answerFields, token: z.string().min(1), user: userWire });

/**
 * A register answer: the contract's `{ token, user }`, or the original backend's bare
 * `{ success, token }`, or a refusal (`{ success: false, message }`, HTTP 200 there).
 */
const registerAnswer = z.object({
  ...answerFields,
  token: z.string().min(1).optional(),
  user: userWire.optional(),
});

/** The original backend's duplicate sign-up refusal, trailing space and all. */
const USER_EXISTS = /^user already exists\s*$/i;

const jwtPayload = z.object({ id: z.string().min(1) });

/**
 * The user id inside a JWT's payload (`{ id }`, as the original backend signs them), or null.
 * The signature is not checked, and need not be: the storefront does not hold the backend's
 * secret, and this token came straight from the backend in the answer to our own server-side
 * call, never from a browser. Every later call presents it to the backend, which verifies it.
 */
function userIdOfToken(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return jwtPayload.safeParse(json).data?.id ?? null;
  } catch {
    return null;
  }
}

export interface BackendLogin {
  token: string;
  user: WireUser;
  message: string;
}

/**
 * A jar for a login call, made before the session's token exists: it holds what the answer
 * sets, and `keepFor` files it under the token the answer brought.
 */
function loginJar() {
  const lines: string[] = [];
  const jar: CookieJar = {
    header: async () => null,
    keep: async (setCookieLines) => void lines.push(...setCookieLines),
    drop: async () => void lines.splice(0),
  };
  return { jar, keepFor: (token: string) => cookieJarOf(token).keep(lines) };
}

/**
 * The bearer headers of a token (docs/contract.md, Conventions). Every call carrying them also
 * carries the token as a `token` cookie (lib/auth/backend-cookies.ts), which is where the
 * original backend's user, verification and order routes read it.
 */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// `ip` below is the shopper's address, forwarded for the backend's per-IP rate limits.

/**
 * A POST that logs the shopper in: `tokenOf` finds the token in its answer, and the cookies
 * the answer set are kept under that token.
 */
async function logIn<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  ip: string | null,
  tokenOf: (answer: z.output<S>) => z.output<typeof tokenAnswer>,
): Promise<BackendLogin> {
  const cookies = loginJar();
  const answer = tokenOf(
    await backendSend("POST", path, body, schema, forwardedFor(ip), cookies.jar),
  );
  await cookies.keepFor(answer.token);
  return { token: answer.token, user: answer.user, message: answer.message ?? "" };
}

/** A POST whose answer only accepts or refuses; returns the backend's message. */
async function acknowledged(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<string> {
  const answer = await backendSend("POST", path, body, acknowledgement, headers);
  throwIfRefused(answer, `POST ${path}`);
  return answer.message ?? "";
}

/**
 * POST /api/auth/register: creates the account and logs it in (docs/contract.md, Behaviour).
 * An answer with a token but no user (the original backend's) is completed from the token's
 * payload (the id) and the sign-up form (name and email).
 */
export function register(input: SignUpInput, ip: string | null = null): Promise<BackendLogin> {
  return logIn("/api/auth/register", input, registerAnswer, ip, (answer) => {
    if (answer.success === false || !answer.token) {
      // The server's own message is what the shopper reads (docs/contract.md, Messages).
      const refusal = answer.message?.trim() || "The account could not be created.";
      throw new BackendError(refusal, USER_EXISTS.test(refusal) ? 409 : 400);
    }
    if (answer.user) return { ...answer, token: answer.token, user: answer.user };
    const id = userIdOfToken(answer.token);
    if (!id) throw new BackendError("POST /api/auth/register answered no user", 502);
    const user = { id, name: input.name, email: input.email, isAccountVerify: false };
    return { ...answer, token: answer.token, user };
  });
}

/** A login refused for an unknown email or a wrong password, whichever it was. */
export const INVALID_CREDENTIALS = "Invalid email or password.";
/** A code refused as wrong, used up or expired: what the shopper can do about it. */
export const INVALID_CODE = "Invalid or expired OTP. Check the code or ask for a new one.";

/**
 * The original backend's login refusals, "invalid Email" and "invalid password" (HTTP 200):
 * told apart, they would say which emails have accounts.
 */
const ORIGINAL_CREDENTIALS_REFUSAL = /^invalid (email|password)\.?$/i;
/** The original's code refusals: "Invalid OTP", "Invalis OTP" (its reset), "OTP expired". */
const ORIGINAL_CODE_REFUSAL = /^(invali[ds] otp|otp expired)\.?$/i;

/**
 * `pending`, with the original backend's terse refusals said as the reference backend says
 * them: one sentence for either login mistake, and what to do about a refused code.
 */
async function plainRefusals<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof BackendError) {
      if (ORIGINAL_CREDENTIALS_REFUSAL.test(error.message)) {
        throw new BackendError(INVALID_CREDENTIALS, 401);
      }
      if (ORIGINAL_CODE_REFUSAL.test(error.message)) throw new BackendError(INVALID_CODE, 400);
    }
    throw error;
  }
}

/** POST /api/auth/login: checks the password and mails a code; returns the backend's message. */
export function requestLoginCode(input: LoginInput, ip: string | null = null): Promise<string> {
  return plainRefusals(acknowledged("/api/auth/login", input, forwardedFor(ip)));
}

/** POST /api/auth/verify-login-otp: trades the mailed code for a token. */
export function verifyLoginCode(
  email: string,
  otp: string,
  ip: string | null = null,
): Promise<BackendLogin> {
  const login = logIn(
    "/api/auth/verify-login-otp",
    { email, otp },
    z.union([tokenAnswer, acknowledgement]),
    ip,
    (answer) => {
      if (!("token" in answer) || typeof answer.token !== "string") {
        throw new BackendError(answer.message ?? "The code was not accepted.", 400);
      }
      return tokenAnswer.parse(answer);
    },
  );
  return plainRefusals(login);
}

/**
 * POST /api/auth/send-verify-otp: mails a fresh email-verification code to the signed-in
 * shopper. It goes with the session: the original backend refuses it without the token cookie.
 */
export function sendVerifyCode(
  email: string,
  token: string,
  ip: string | null = null,
): Promise<string> {
  return acknowledged(
    "/api/auth/send-verify-otp",
    { email },
    { ...bearer(token), ...forwardedFor(ip) },
  );
}

/** POST /api/auth/verify-Account: verifies the account's email with the code. */
export function verifyAccount(
  userId: string,
  otp: string,
  token: string,
  ip: string | null = null,
): Promise<string> {
  return plainRefusals(
    acknowledged(
      "/api/auth/verify-Account",
      { userId, otp },
      { ...bearer(token), ...forwardedFor(ip) },
    ),
  );
}

/** POST /api/auth/send-reset-otp: mails a password-reset code (same answer for any email). */
export function sendResetCode(email: string, ip: string | null = null): Promise<string> {
  return acknowledged("/api/auth/send-reset-otp", { email }, forwardedFor(ip));
}

/** POST /api/auth/reset-password: sets a new password with the mailed code. */
export function resetPassword(
  input: { email: string; otp: string; newpassword: string },
  ip: string | null = null,
): Promise<string> {
  return plainRefusals(acknowledged("/api/auth/reset-password", input, forwardedFor(ip)));
}

/**
 * POST /api/auth/logout: revokes the token on the backend. The session's backend cookies go
 * with it, also when the backend had already forgotten the token (401); they stay while the
 * backend cannot be reached, since the session does too.
 */
export async function logout(token: string): Promise<void> {
  try {
    await acknowledged("/api/auth/logout", {}, bearer(token));
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) await cookieJarOf(token).drop();
    throw error;
  }
  await cookieJarOf(token).drop();
}

/** GET /api/auth/is-auth: whether the token is alive; a dead one throws a 401 BackendError. */
export async function checkSession(token: string): Promise<void> {
  await shopperGet("/api/auth/is-auth", acknowledgement, bearer(token), 401);
}

const userDataAnswer = z.object({ ...answerFields, userData: userDataWire.optional() });

/**
 * GET /api/user/data: what the backend tells of the token's user (a lean backend sends only
 * the name and the verified flag); a dead token throws a 401 BackendError.
 */
export async function fetchUserData(token: string): Promise<UserData> {
  const answer = await backendFetch("/api/user/data", userDataAnswer, {
    cache: "no-store",
    headers: bearer(token),
  });
  return requiredPart(answer, "userData", "GET /api/user/data", 401);
}
