/**
 * A visitor's Add to Cart, kept through login or sign-up (docs/storefront-decisions.md, "A
 * visitor's Add to Cart"). The spec asks a visitor to log in before the cart changes ('Please
 * login to add products to cart'); what they chose (the product, its variant and messages, the
 * delivery) waits here, in the tab, and is added as soon as they are signed in, so they land in
 * the cart with it instead of starting over.
 */
import type { ApiResult } from "@/lib/api/request";
import type { DeliveryChoice } from "@/lib/delivery/types";
import {
  arrayOf,
  integer,
  isRecord,
  nonEmptyString,
  nullable,
  number,
  object,
  optional,
  string,
} from "@/lib/parse";
import type { Parser } from "@/lib/parse";
import { TAB_KEYS, forgetInTab, keepInTab, readFromTab } from "@/lib/stores/tab-storage";
import type { Personalisation } from "@giftshop/shared/gifting";
import type { Crop } from "@giftshop/shared/print-crop";
import type { GiftBody } from "./gift-body";

/** What the visitor asked the cart for, as the cart's request carries it. */
export interface PendingLine {
  productId: string;
  quantity: number;
  delivery: DeliveryChoice | null;
  gift: GiftBody;
}

/** A choice older than this is not added: the visitor has moved on. */
export const PENDING_LINE_KEPT_MS = 30 * 60_000;

interface Kept extends PendingLine {
  /** The page it was chosen on: only a login that returns there adds it. */
  from: string;
  keptAt: number;
}

const deliveryChoice: Parser<DeliveryChoice> = (value) => {
  if (!isRecord(value)) return undefined;
  const pincode = nonEmptyString(value.pincode);
  if (pincode === undefined) return undefined;
  const date = nonEmptyString(value.date);
  const slotId = nonEmptyString(value.slotId);
  return {
    pincode,
    ...(date === undefined ? {} : { date }),
    ...(slotId === undefined ? {} : { slotId }),
  };
};

const personalisation = object<Personalisation>({
  cakeMessage: string,
  cardMessage: string,
  photos: arrayOf(nonEmptyString),
  names: optional(arrayOf(string)),
  crops: optional(arrayOf(object<Crop>({ x: number, y: number, zoom: number }))),
});

const giftBody: Parser<GiftBody> = (value) => {
  if (!isRecord(value)) return undefined;
  const variantId = nonEmptyString(value.variantId);
  const chosen =
    value.personalisation === undefined ? undefined : personalisation(value.personalisation);
  if (value.personalisation !== undefined && chosen === undefined) return undefined;
  return {
    ...(variantId === undefined ? {} : { variantId }),
    ...(chosen === undefined ? {} : { personalisation: chosen }),
  };
};

const kept = object<Kept>({
  productId: nonEmptyString,
  quantity: integer,
  delivery: nullable(deliveryChoice),
  gift: giftBody,
  from: nonEmptyString,
  keptAt: integer,
});

/**
 * Keeps the visitor's choice, made on the page at `from` (path and query), for after they sign
 * in; a later one replaces it.
 */
export function keepPendingLine(line: PendingLine, from: string, now = Date.now()): void {
  keepInTab(TAB_KEYS.pendingCartLine, { ...line, from, keptAt: now } satisfies Kept);
}

/**
 * The kept choice when the login returns to the page it was made on (`next`) within
 * PENDING_LINE_KEPT_MS; forgotten either way, so it is added once at most and never for a
 * login that began elsewhere (someone else's, on a shared computer).
 */
export function takePendingLine(next: string, now = Date.now()): PendingLine | null {
  const line = readFromTab(TAB_KEYS.pendingCartLine, kept);
  forgetInTab(TAB_KEYS.pendingCartLine);
  if (!line || line.from !== next) return null;
  if (now - line.keptAt > PENDING_LINE_KEPT_MS || line.keptAt > now) return null;
  return {
    productId: line.productId,
    quantity: line.quantity,
    delivery: line.delivery,
    gift: line.gift,
  };
}

/** Adds the kept choice to the signed-in shopper's cart; the server checks it as any add. */
export async function addPendingLine(line: PendingLine): Promise<ApiResult<unknown>> {
  // The cart's requests load here, after the login, not with the product page that keeps it.
  const { cartApi } = await import("@/lib/api/cart");
  return cartApi.add(line.productId, line.quantity, line.delivery ?? undefined, line.gift);
}
