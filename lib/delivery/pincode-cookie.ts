import "server-only";
import { secureCookies } from "@/lib/auth/cookies";
import type { ResponseCookie } from "@/lib/bff/handler";
import { PINCODE_COOKIE } from "./pincode-view";

/**
 * The `pincode` cookie (docs/delivery.md "The storefront"): the pincode the shopper checked,
 * for the visit only (a session cookie), sent on the shop's own pages and links (SameSite=Lax),
 * Secure over https, and readable by the page's script (the header shows it): it is not secret.
 */
export function pincodeCookie(pincode: string): ResponseCookie {
  return {
    name: PINCODE_COOKIE,
    value: pincode,
    path: "/",
    sameSite: "lax",
    secure: secureCookies(),
    httpOnly: false,
  };
}

/** The same cookie, expired: the shopper's pincode forgotten. */
export function forgottenPincodeCookie(): ResponseCookie {
  return { ...pincodeCookie(""), maxAge: 0 };
}
