import "server-only";
import type { NextResponse } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";
import { emailKey, refusal, shopLimiter, shopperOf } from "@/lib/bff/rate-limit";
import type { Check } from "@giftshop/shared/rate-limit/limiter";
import { PATHS } from "@/lib/routing/paths";

/** The request's headers as next-auth hands them to `authorize` (a plain object). */
export function headersOf(req: { headers?: Record<string, unknown> } | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req?.headers ?? {})) {
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

const emailField = z.object({ email: z.string().trim().min(1) });

/** The email of a next-auth callback's body (form-encoded from signIn(), or JSON). */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const copy = request.clone();
    const body: unknown = (request.headers.get("content-type") ?? "").includes("application/json")
      ? await copy.json()
      : Object.fromEntries(new URLSearchParams(await copy.text()));
    const parsed = emailField.safeParse(body);
    return parsed.success ? parsed.data.email : null;
  } catch {
    return null;
  }
}

/**
 * The rate limits of next-auth's two logins, checked before next-auth runs: the code step
 * (`callback/otp`, per email and IP) and sign-up (`callback/signup`, per IP). Over a limit:
 * 429 with Retry-After (503 when the counters cannot be read), and a `url` carrying the message as `error`, which is where
 * next-auth's `signIn()` reads a refusal from, so the login form shows it.
 */
export async function signInRateLimited(
  request: Request,
  segments: readonly string[] | undefined,
): Promise<NextResponse | null> {
  const [action, provider] = segments ?? [];
  if (request.method !== "POST" || action !== "callback") return null;
  const shopper = shopperOf(request.headers);
  let checks: Check[];
  if (provider === "signup") {
    checks = [["signup-ip", shopper.ipKey]];
  } else if (provider === "otp") {
    const email = await emailOf(request);
    checks = [
      ["code-account", email && emailKey(email)],
      ["code-ip", shopper.ipKey],
    ];
  } else {
    return null;
  }
  const verdict = await shopLimiter().check(checks);
  if (verdict.ok) return null;
  const url = new URL(PATHS.login, env().SITE_URL);
  url.searchParams.set("error", verdict.message);
  return refusal(verdict, { url: url.toString() });
}
