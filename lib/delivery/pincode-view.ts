/**
 * The shopper's pincode and how a product page reaches its pincode twin (docs/delivery.md "The
 * storefront"). The `pincode` cookie holds the pincode the shopper checked, for the visit; with
 * it set, proxy.ts names it in a request header and next.config.ts rewrites the product page to
 * `app/(product)/pincode-view/[id]/[pin]`, which renders the same page with that pincode's
 * delivery answer. Without it the product page is the cached one. No `@/` imports:
 * next.config.ts and the browser load this file.
 */
import { PIN_PATTERN } from "@giftshop/shared/validations/pincode";

/** The cookie that holds the shopper's pincode: not secret, so the page's script reads it. */
export const PINCODE_COOKIE = "pincode";

/** The request header in which proxy.ts names the pincode for PINCODE_VIEW_REWRITE. */
export const PINCODE_VIEW_HEADER = "x-uphaar-pincode";

/** The twin's first path segment; proxy.ts answers 404 to a browser that asks for it. */
const PINCODE_VIEW_SEGMENT = "pincode-view";

/** The pincode a cookie value holds, or null for a missing or malformed one. */
export function pincodeOf(value: string | null | undefined): string | null {
  return value && PIN_PATTERN.test(value) ? value : null;
}

/** The `pincode` cookie's value in a `document.cookie` string, when it holds a pincode. */
export function pincodeFromCookies(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === PINCODE_COOKIE) return pincodeOf(value.join("="));
  }
  return null;
}

/** next.config.ts's rewrite of a product page to its pincode twin, once proxy.ts has named it. */
export const PINCODE_VIEW_REWRITE = {
  source: "/products/:id",
  has: [{ type: "header" as const, key: PINCODE_VIEW_HEADER, value: "(?<pin>[1-9]\\d{5})" }],
  destination: `/${PINCODE_VIEW_SEGMENT}/:id/:pin`,
};
