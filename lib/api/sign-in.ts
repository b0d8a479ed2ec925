/**
 * The browser's side of the two next-auth logins (only /login imports it, so next-auth's
 * client stays out of every other page). Errors are the backend's own messages.
 */
import { signIn } from "next-auth/react";
import { GENERIC_FAILURE, LOGIN_OTP_FAILED, type SignUpInput } from "@/lib/validations/account";

export type SignInResult = { ok: true } | { ok: false; error: string };

async function credentialsSignIn(
  provider: "otp" | "signup",
  fields: Record<string, string>,
  fallback: string,
): Promise<SignInResult> {
  try {
    const result = await signIn(provider, { ...fields, redirect: false });
    if (result?.ok && !result.error) return { ok: true };
    return { ok: false, error: result?.error || fallback };
  } catch {
    return { ok: false, error: fallback };
  }
}

/** Creates the account and signs in at once (docs/contract.md, Behaviour: Sign-up). */
export function signUp(input: SignUpInput): Promise<SignInResult> {
  return credentialsSignIn("signup", { ...input }, GENERIC_FAILURE);
}

/** Finishes the login with the mailed 6-digit code (docs/contract.md, Behaviour: Login). */
export function verifyLoginCode(email: string, otp: string): Promise<SignInResult> {
  return credentialsSignIn("otp", { email, otp }, LOGIN_OTP_FAILED);
}
