import "server-only";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { BackendError } from "@/lib/backend/fetch";
import { register, verifyLoginCode, type BackendLogin } from "@/lib/backend/auth";
import { env } from "@/lib/env";
import {
  GENERIC_FAILURE,
  LOGIN_OTP_FAILED,
  loginOtpSchema,
  signUpSchema,
} from "@/lib/validations/account";
import { shopperOf } from "@/lib/bff/rate-limit";
import { secureCookies, sessionCookieName, sessionCookieOptions } from "./cookies";
import { SESSION_IDLE_SECONDS, nowSeconds } from "./lifetime";
import { headersOf } from "./sign-in-limits";
import { authSecret } from "./secret";
import { PATHS } from "@/lib/routing/paths";

/** What `authorize` hands to the jwt callback: the user and, server-side only, the token. */
interface AuthorizedUser extends User {
  backendToken: string;
}

/**
 * Runs a backend login call for `authorize`: a refusal (4xx) throws the backend's message,
 * which next-auth passes to the browser as the sign-in error; anything else a fixed text.
 */
async function backendLogin(call: () => Promise<BackendLogin>, fallback: string) {
  try {
    const { token, user } = await call();
    const authorized: AuthorizedUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      backendToken: token,
    };
    return authorized;
  } catch (error) {
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      throw new Error(error.message);
    }
    console.error("[auth] backend login call failed:", error);
    throw new Error(fallback);
  }
}

function firstIssue(result: { error: { issues: { message: string }[] } }): string {
  return result.error.issues[0]?.message ?? GENERIC_FAILURE;
}

let cached: NextAuthOptions | undefined;

/**
 * next-auth's configuration: JWT sessions in an encrypted httpOnly cookie holding the backend
 * token, which the session callback never exposes. Built lazily, because the secret is
 * required only when a request arrives (not while `next build` runs).
 */
export function authOptions(): NextAuthOptions {
  if (cached) return cached;
  // next-auth builds its own absolute URLs from NEXTAUTH_URL.
  process.env.NEXTAUTH_URL ??= env().SITE_URL;
  cached = {
    secret: authSecret(),
    // The cookie next-auth writes at login lives one idle period; the proxy renews it while
    // the session is in use, up to the absolute limit (lib/auth/lifetime.ts).
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
    useSecureCookies: secureCookies(),
    cookies: { sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() } },
    pages: { signIn: PATHS.login, error: PATHS.login },
    logger: {
      error(code, metadata) {
        // A session cookie that does not decode (forged, from an old secret) is the client's
        // doing, not a server fault: one warning line, so junk cookies cannot flood the log.
        if (code === "JWT_SESSION_ERROR") {
          console.warn("[auth] ignored a session cookie that does not decode");
          return;
        }
        console.error(`[next-auth][error][${code}]`, metadata);
      },
    },
    providers: [
      CredentialsProvider({
        id: "otp",
        name: "Emailed code",
        credentials: { email: { type: "email" }, otp: { type: "text" } },
        async authorize(credentials, req) {
          const parsed = loginOtpSchema.safeParse(credentials);
          if (!parsed.success) throw new Error(firstIssue(parsed));
          const { email, otp } = parsed.data;
          const { address } = shopperOf(headersOf(req));
          return backendLogin(() => verifyLoginCode(email, otp, address), LOGIN_OTP_FAILED);
        },
      }),
      CredentialsProvider({
        id: "signup",
        name: "Sign up",
        credentials: {
          name: { type: "text" },
          email: { type: "email" },
          password: { type: "password" },
        },
        async authorize(credentials, req) {
          const parsed = signUpSchema.safeParse(credentials);
          if (!parsed.success) throw new Error(firstIssue(parsed));
          const { address } = shopperOf(headersOf(req));
          return backendLogin(() => register(parsed.data, address), GENERIC_FAILURE);
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user && "backendToken" in user && typeof user.backendToken === "string") {
          // A fresh token object at every login: nothing of an earlier session carries over.
          const loginAt = nowSeconds();
          return {
            sub: user.id,
            name: user.name,
            email: user.email,
            backendToken: user.backendToken,
            loginAt,
            seenAt: loginAt,
          };
        }
        return token;
      },
      session({ session, token }) {
        // Only who is signed in; the backend token stays in the encrypted cookie.
        return {
          expires: session.expires,
          user: { id: token.sub ?? "", name: token.name ?? "", email: token.email ?? "" },
        };
      },
    },
  };
  return cached;
}
