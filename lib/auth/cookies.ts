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
