/**
 * The reference backend's word to the storefront that the catalogue changed (docs/deploy.md
 * "Keeping the caches fresh"): a POST of `{ "products": [ids] }` to the storefront's
 * `/api/revalidate`, signed with a secret both sides hold (CATALOGUE_WEBHOOK_SECRET). The
 * storefront expires its cached catalogue reads and pages at once; edge caches follow within
 * their `s-maxage`.
 *
 * The signature header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the
 * scheme payment providers use: the timestamp inside the signed text makes a captured request
 * useless after WEBHOOK_TOLERANCE_SECONDS, and the comparison takes the same time whatever
 * the bytes.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const CATALOGUE_WEBHOOK_PATH = "/api/revalidate";
export const WEBHOOK_SIGNATURE_HEADER = "x-giftshop-signature";
/** How old (or how far ahead of this clock) a signed request may be. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The shortest secret either side accepts: 32 characters, as AUTH_SECRET. */
export const WEBHOOK_SECRET_MIN_LENGTH = 32;

/** The body: the products whose page, price or stock changed; empty means "any of them". */
export const catalogueChange = z
  .object({
    products: z.array(z.string().min(1).max(64)).max(1000).default([]),
  })
  .strict();
export type CatalogueChange = z.infer<typeof catalogueChange>;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The signature header's value for `body` sent at `nowMs`. */
export function signWebhook(secret: string, body: string, nowMs = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether `header` signs exactly `body` with `secret`, within the tolerance of `nowMs`. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | null | undefined,
  nowMs = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowMs / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
