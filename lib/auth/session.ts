import "server-only";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { decode } from "next-auth/jwt";
import { z } from "zod";
import { fetchUserData } from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import type { SessionUser } from "@/lib/types";
import { sessionCookieName } from "./cookies";
import { SESSION_MAX_AGE_SECONDS } from "./options";
import { authSecret } from "./secret";

const sessionPayload = z.object({
  sub: z.string().min(1),
  name: z.string().nullish(),
  email: z.string(),
  backendToken: z.string().min(1),
  loginAt: z.number(),
});

/** The signed-in shopper and their backend token; server code only. */
export interface ServerSession {
  user: SessionUser;
  token: string;
}

/** Decodes a session cookie value; null when absent, forged, expired or too old. */
export async function decodeSession(raw: string | undefined): Promise<ServerSession | null> {
  if (!raw) return null;
  const payload = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  const parsed = sessionPayload.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, name, email, backendToken, loginAt } = parsed.data;
  if (Date.now() / 1000 - loginAt > SESSION_MAX_AGE_SECONDS) return null;
  return { user: { id: sub, name: name ?? "", email }, token: backendToken };
}

/** The current request's session, read from the encrypted cookie. */
export async function readSession(): Promise<ServerSession | null> {
  const store = await cookies();
  return decodeSession(store.get(sessionCookieName())?.value);
}

/** The signed-in shopper (never the token), or null for a visitor. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  return (await readSession())?.user ?? null;
}

export interface CurrentAccount extends SessionUser {
  isAccountVerify: boolean;
}

/**
 * The signed-in shopper as the backend knows them now (name, verified flag), or null for a
 * visitor or a session the backend no longer accepts.
 */
export async function getCurrentAccount(): Promise<CurrentAccount | null> {
  const session = await readSession();
  if (!session) return null;
  try {
    const user = await fetchUserData(session.token);
    return {
      id: user.id || session.user.id,
      name: user.name,
      email: user.email,
      isAccountVerify: user.isAccountVerify,
    };
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) return null;
    throw error;
  }
}

/** Ends the session in the browser: the cookie (and any chunk of it) is expired. */
export async function clearSessionCookie(response: NextResponse): Promise<void> {
  const name = sessionCookieName();
  const store = await cookies();
  for (const cookie of store.getAll()) {
    if (cookie.name === name || cookie.name.startsWith(`${name}.`)) {
      response.cookies.set(cookie.name, "", { maxAge: 0, path: "/" });
    }
  }
}
