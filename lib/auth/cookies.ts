import "server-only";
import { env } from "@/lib/env";

/** True when the shop is served over https, so cookies are Secure and `__Host-` named. */
export function secureCookies(): boolean {
  return new URL(env().SITE_URL).protocol === "https:";
}

/**
 * The session cookie's name. Over https it carries the `__Host-` prefix (Secure, whole site,
 * no Domain: a sibling subdomain cannot set or read it); plain http (local) cannot use it.
 */
export function sessionCookieName(): string {
  return secureCookies() ? "__Host-uphaar.session" : "uphaar.session";
}

/** The session cookie's attributes, apart from its lifetime. */
export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: "lax";
  path: "/";
  secure: boolean;
}

/**
 * The attributes every write of the session cookie uses: next-auth's at login, the proxy's
 * renewal and each clear. A clear needs them as much as a write: a browser ignores a
 * `__Host-` cookie set without Secure, so a clear without it would leave the session alive.
 */
export function sessionCookieOptions(): SessionCookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() };
}
