import "server-only";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { decode, encode } from "next-auth/jwt";
import { z } from "zod";
import { checkSession, fetchUserData } from "@/lib/backend/auth";
import type { UserData } from "@/lib/backend/account-wire";
import { BackendError } from "@/lib/backend/fetch";
import type { SessionUser } from "@/lib/types";
import { sessionCookieName, sessionCookieOptions, type SessionCookieOptions } from "./cookies";
import { cookieMaxAge, nowSeconds, refreshDue, sessionAlive } from "./lifetime";
import { authSecret } from "./secret";

const sessionPayload = z
  .object({
    sub: z.string().min(1),
    name: z.string().nullish(),
    email: z.string(),
    backendToken: z.string().min(1),
    loginAt: z.number(),
    // Cookies written before idle expiry existed have no seenAt: their login counts as use.
    seenAt: z.number().optional(),
  })
  .transform(({ seenAt, ...payload }) => ({ ...payload, seenAt: seenAt ?? payload.loginAt }));

type SessionPayload = z.output<typeof sessionPayload>;

/** The signed-in shopper and their backend token; server code only. */
export interface ServerSession {
  user: SessionUser;
  token: string;
}

/** The payload of a session cookie that is genuine and alive at `now`, else null. */
async function livePayload(raw: string | undefined, now: number): Promise<SessionPayload | null> {
  if (!raw) return null;
  const payload = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  const parsed = sessionPayload.safeParse(payload);
  if (!parsed.success || !sessionAlive(parsed.data, now)) return null;
  return parsed.data;
}

function serverSession({ sub, name, email, backendToken }: SessionPayload): ServerSession {
  return { user: { id: sub, name: name ?? "", email }, token: backendToken };
}

/** Decodes a session cookie value; null when absent, forged, idle too long or too old. */
export async function decodeSession(
  raw: string | undefined,
  now = nowSeconds(),
): Promise<ServerSession | null> {
  const payload = await livePayload(raw, now);
  return payload && serverSession(payload);
}

/** A session cookie to send back: the same session with its idle clock restarted. */
export interface SessionRenewal {
  name: string;
  value: string;
  options: SessionCookieOptions & { maxAge: number };
}

/**
 * Opens a session cookie as the proxy sees it on each request: the session (or null), and
 * a renewed cookie when its refresh is due (lib/auth/lifetime.ts), so a session in use stays
 * alive up to its absolute limit while the cookie is rewritten at most once a day.
 */
export async function openSessionCookie(
  raw: string | undefined,
  now = nowSeconds(),
): Promise<{ session: ServerSession; renewal: SessionRenewal | null } | null> {
  const payload = await livePayload(raw, now);
  if (!payload) return null;
  if (!refreshDue(payload, now)) return { session: serverSession(payload), renewal: null };
  const maxAge = cookieMaxAge(payload, now);
  const value = await encode({
    token: { ...payload, seenAt: now },
    secret: authSecret(),
    maxAge,
  });
  return {
    session: serverSession(payload),
    renewal: {
      name: sessionCookieName(),
      value,
      options: { ...sessionCookieOptions(), maxAge },
    },
  };
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
 * The shopper as the backend's user data tells, with the session's id and email (from the
 * login answer) where it sends none: a lean `/api/user/data` carries only name and flag.
 */
export function accountOf(session: ServerSession, data: UserData): CurrentAccount {
  return {
    id: data.id || session.user.id,
    name: data.name || session.user.name,
    email: data.email || session.user.email,
    isAccountVerify: data.isAccountVerify,
  };
}

/** A 401 from the backend means the session is over: null; anything else is thrown. */
async function unlessEnded<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in shopper as the backend knows them now (name, verified flag), or null for a
 * visitor or a session the backend no longer accepts.
 */
export async function getCurrentAccount(): Promise<CurrentAccount | null> {
  const session = await readSession();
  if (!session) return null;
  const data = await unlessEnded(() => fetchUserData(session.token));
  return data && accountOf(session, data);
}

/**
 * Whether a shopper is signed in and the backend still accepts the session, asked of
 * `GET /api/auth/is-auth` (docs/contract.md, Auth), for pages that need nothing more.
 */
export async function hasLiveSession(): Promise<boolean> {
  const session = await readSession();
  if (!session) return false;
  return (await unlessEnded(() => checkSession(session.token).then(() => true))) ?? false;
}

/**
 * Ends the session in the browser: the cookie (and any chunk of it) is expired with the
 * attributes it was set with, without which a browser ignores the clear over https.
 */
export async function clearSessionCookie(response: NextResponse): Promise<void> {
  const name = sessionCookieName();
  const options = { ...sessionCookieOptions(), maxAge: 0 };
  const store = await cookies();
  for (const cookie of store.getAll()) {
    if (cookie.name === name || cookie.name.startsWith(`${name}.`)) {
      response.cookies.set(cookie.name, "", options);
    }
  }
}
