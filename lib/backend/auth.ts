import "server-only";
import { z } from "zod";
import { cookieJarOf, type CookieJar } from "@/lib/auth/backend-cookies";
import type { LoginInput, SignUpInput } from "@/lib/validations/account";
import { userDataWire, userWire, type UserData, type WireUser } from "./account-wire";
import { BackendError, backendFetch, backendSend, forwardedFor } from "./fetch";

// Some backends answer 200 with `success: false`; that is a refusal like a 4xx.
const acknowledgement = z
  .object({ success: z.boolean().optional(), message: z.string().optional() })
  .loose();

function refused(answer: z.output<typeof acknowledgement>, call: string): void {
  if (answer.success === false) {
    throw new BackendError(answer.message ?? `${call} answered success: false`, 400);
  }
}

const tokenAnswer = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  token: z.string().min(1),
  user: userWire,
});

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

/** The bearer headers of a token (seed-spec §6). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// `ip` below is the shopper's address, forwarded for the backend's per-IP rate limits.

/** POST /api/auth/register: creates the account and logs it in (seed-spec §4). */
export async function register(
  input: SignUpInput,
  ip: string | null = null,
): Promise<BackendLogin> {
  const cookies = loginJar();
  const answer = await backendSend(
    "POST",
    "/api/auth/register",
    input,
    tokenAnswer,
    forwardedFor(ip),
    cookies.jar,
  );
  await cookies.keepFor(answer.token);
  return { token: answer.token, user: answer.user, message: answer.message ?? "" };
}

/** POST /api/auth/login: checks the password and mails a code; returns the backend's message. */
export async function requestLoginCode(
  input: LoginInput,
  ip: string | null = null,
): Promise<string> {
  const answer = await backendSend(
    "POST",
    "/api/auth/login",
    input,
    acknowledgement,
    forwardedFor(ip),
  );
  refused(answer, "POST /api/auth/login");
  return answer.message ?? "";
}

/** POST /api/auth/verify-login-otp: trades the mailed code for a token. */
export async function verifyLoginCode(
  email: string,
  otp: string,
  ip: string | null = null,
): Promise<BackendLogin> {
  const cookies = loginJar();
  const answer = await backendSend(
    "POST",
    "/api/auth/verify-login-otp",
    { email, otp },
    z.union([tokenAnswer, acknowledgement]),
    forwardedFor(ip),
    cookies.jar,
  );
  if (!("token" in answer) || typeof answer.token !== "string") {
    throw new BackendError(answer.message ?? "The code was not accepted.", 400);
  }
  const parsed = tokenAnswer.parse(answer);
  await cookies.keepFor(parsed.token);
  return { token: parsed.token, user: parsed.user, message: parsed.message ?? "" };
}

/** POST /api/auth/send-verify-otp: mails a fresh email-verification code. */
export async function sendVerifyCode(email: string, ip: string | null = null): Promise<string> {
  const answer = await backendSend(
    "POST",
    "/api/auth/send-verify-otp",
    { email },
    acknowledgement,
    forwardedFor(ip),
  );
  refused(answer, "POST /api/auth/send-verify-otp");
  return answer.message ?? "";
}

/** POST /api/auth/verify-Account: verifies the account's email with the code. */
export async function verifyAccount(
  userId: string,
  otp: string,
  token: string,
  ip: string | null = null,
): Promise<string> {
  const answer = await backendSend(
    "POST",
    "/api/auth/verify-Account",
    { userId, otp },
    acknowledgement,
    { ...bearer(token), ...forwardedFor(ip) },
  );
  refused(answer, "POST /api/auth/verify-Account");
  return answer.message ?? "";
}

/** POST /api/auth/send-reset-otp: mails a password-reset code (same answer for any email). */
export async function sendResetCode(email: string, ip: string | null = null): Promise<string> {
  const answer = await backendSend(
    "POST",
    "/api/auth/send-reset-otp",
    { email },
    acknowledgement,
    forwardedFor(ip),
  );
  refused(answer, "POST /api/auth/send-reset-otp");
  return answer.message ?? "";
}

/** POST /api/auth/reset-password: sets a new password with the mailed code. */
export async function resetPassword(
  input: { email: string; otp: string; newpassword: string },
  ip: string | null = null,
): Promise<string> {
  const answer = await backendSend(
    "POST",
    "/api/auth/reset-password",
    input,
    acknowledgement,
    forwardedFor(ip),
  );
  refused(answer, "POST /api/auth/reset-password");
  return answer.message ?? "";
}

/**
 * POST /api/auth/logout: revokes the token on the backend. The session's backend cookies go
 * with it, also when the backend had already forgotten the token (401); they stay while the
 * backend cannot be reached, since the session does too.
 */
export async function logout(token: string): Promise<void> {
  try {
    const answer = await backendSend(
      "POST",
      "/api/auth/logout",
      {},
      acknowledgement,
      bearer(token),
    );
    refused(answer, "POST /api/auth/logout");
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) await cookieJarOf(token).drop();
    throw error;
  }
  await cookieJarOf(token).drop();
}

/** GET /api/auth/is-auth: whether the token is alive; a dead one throws a 401 BackendError. */
export async function checkSession(token: string): Promise<void> {
  const answer = await backendFetch("/api/auth/is-auth", acknowledgement, {
    cache: "no-store",
    headers: bearer(token),
  });
  if (answer.success === false) {
    throw new BackendError(answer.message ?? "GET /api/auth/is-auth answered success: false", 401);
  }
}

const userDataAnswer = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  userData: userDataWire.optional(),
});

/**
 * GET /api/user/data: what the backend tells of the token's user (a lean backend sends only
 * the name and the verified flag); a dead token throws a 401 BackendError.
 */
export async function fetchUserData(token: string): Promise<UserData> {
  const answer = await backendFetch("/api/user/data", userDataAnswer, {
    cache: "no-store",
    headers: bearer(token),
  });
  if (answer.success === false || !answer.userData) {
    throw new BackendError(answer.message ?? "GET /api/user/data answered no user", 401);
  }
  return answer.userData;
}
