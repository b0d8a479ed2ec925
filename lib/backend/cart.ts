import "server-only";
import { z } from "zod";
import { cartProductOf } from "@/lib/cart/lines";
import type { DeliveryChoice } from "@/lib/delivery/types";
import type { GiftBody } from "@/lib/cart/gift-body";
import type { CartLine, CartProduct } from "@/lib/types";
import { LINE_KEY, productOfLine } from "@giftshop/shared/gifting";
import { bearer } from "./auth";
import { productWire, reshapeProduct } from "./catalogue-wire";
import { lineDeliveryWire } from "./delivery-wire";
import { BackendError, backendSend, shopperGet, throwIfRefused } from "./fetch";
import { lineVariantWire, personalisationOf, personalisationViewWire } from "./gifting-wire";
import { answerFields, parseEach } from "./wire";

// A cart or wishlist product: the card's fields, and the gift's choices when the backend sent
// them (docs/gifting.md), for the cart's Edit dialog and the wishlist's Add to Cart.
const giftProductWire = productWire;

function toCartProduct(wire: z.output<typeof productWire>): CartProduct {
  const product = reshapeProduct(wire);
  return {
    ...cartProductOf(product),
    ...(product.variants.length > 0 ? { variants: product.variants } : {}),
    ...(product.personalisation ? { personalisation: product.personalisation } : {}),
  };
}

// `delivery` is the delivery extension's (docs/delivery.md); `line`, `variant` and
// `personalisation` the gifting extension's (docs/gifting.md). A contract backend sends none:
// its lines are plain, keyed by their product id.
const cartLineWire = z.object({
  product: z.unknown(),
  quantity: z.number().int().min(1),
  delivery: lineDeliveryWire,
  line: z.string().regex(LINE_KEY).nullish().catch(undefined),
  variant: z.unknown().optional(),
  personalisation: personalisationViewWire.nullish().catch(null),
});
// A line whose product is not populated (a bare id) cannot be shown or priced, nor one whose
// variant cannot be read (it would be mispriced): skipped.
const shownLineWire = cartLineWire.extend({
  product: giftProductWire,
  variant: lineVariantWire.nullish(),
});

/**
 * The cart answer: `{ cart: [...] }` or the array itself (docs/contract.md, Cart: "cart (array)").
 */
const cartAnswer = z.union([
  z.array(cartLineWire),
  z.object({ ...answerFields, cart: z.array(cartLineWire).optional() }).loose(),
]);

function linesOf(answer: z.output<typeof cartAnswer>): CartLine[] {
  const list = Array.isArray(answer) ? answer : (answer.cart ?? []);
  return parseEach(list, shownLineWire, "cart", "a cart line").map((line) => ({
    key: line.line ?? line.product._id,
    variant: line.variant ?? null,
    personalisation: personalisationOf(line.personalisation),
    product: toCartProduct(line.product),
    quantity: line.quantity,
    delivery: line.delivery,
  }));
}

/** GET /api/auth/cart: the shopper's cart lines. */
export async function fetchCart(token: string): Promise<CartLine[]> {
  return linesOf(await shopperGet("/api/auth/cart", cartAnswer, bearer(token)));
}

/** A product that can be shown: an object with its title (or name). */
function showable(product: unknown): boolean {
  if (typeof product !== "object" || product === null) return false;
  const { title, name } = product as { title?: unknown; name?: unknown };
  return [title, name].some((value) => typeof value === "string" && value !== "");
}

/**
 * Whether an answer's lines carry their products: a lean backend answers a cart change with
 * `{ product: "<id>", quantity }` lines, and the shop's original an add with products of only
 * `_id` and `price` (docs/original-backend.md), neither of which can be shown.
 */
function populated(answer: z.output<typeof cartAnswer>): boolean {
  const list = Array.isArray(answer) ? answer : answer.cart;
  return Boolean(list?.every((line) => showable(line.product)));
}

/**
 * Runs a cart change; the lines afterwards come from the answer when it carries them with
 * their products, else from one more read of the cart (GET /api/auth/cart, never re-read).
 */
async function changeCart(
  token: string,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
): Promise<CartLine[]> {
  const answer = await backendSend(method, path, body, cartAnswer, bearer(token));
  throwIfRefused(answer, `${method} ${path}`);
  return populated(answer) ? linesOf(answer) : fetchCart(token);
}

/** `line` goes to the backend only for a gift line: a plain line is named by its product. */
const lineOf = (key: string | undefined) =>
  key && key !== productOfLine(key) ? { line: key } : {};

/**
 * POST /api/auth/Cart: adds `quantity` of a product (added to a line already there), with the
 * line's delivery when one was chosen and the gift's variant and personalisation when it has
 * some (each sent only then: a contract backend hears nothing new).
 */
export function addToCart(
  token: string,
  productId: string,
  quantity = 1,
  delivery?: DeliveryChoice,
  gift: GiftBody = {},
) {
  const body = {
    productId,
    quantity,
    ...(delivery ? { delivery } : {}),
    ...(gift.variantId ? { variantId: gift.variantId } : {}),
    ...(gift.personalisation ? { personalisation: gift.personalisation } : {}),
  };
  return changeCart(token, "POST", "/api/auth/Cart", body);
}

/**
 * PUT /api/auth/cart-line (docs/gifting.md): changes a line's variant or personalisation; the
 * line gets its new key (merging with a line that has it). 404 for a line not in the cart.
 */
export function editCartLine(token: string, line: string, gift: GiftBody) {
  return changeCart(token, "PUT", "/api/auth/cart-line", { line, ...gift });
}

/**
 * PUT /api/auth/cart-delivery (docs/delivery.md): sets a line's delivery, null clears it. A
 * choice that cannot be had now is 409 with the reason; a product not in the cart 404.
 */
export function setCartDelivery(
  token: string,
  productId: string,
  delivery: DeliveryChoice | null,
  line?: string,
) {
  const body = { productId, ...lineOf(line), delivery };
  return changeCart(token, "PUT", "/api/auth/cart-delivery", body);
}

/** PUT /api/auth/update-quantity: sets a line's quantity (`line`: a gift line's key). */
export function setCartQuantity(token: string, productId: string, quantity: number, line?: string) {
  const body = { productId, ...lineOf(line), quantity };
  return changeCart(token, "PUT", "/api/auth/update-quantity", body);
}

/** DELETE /api/auth/delete/{key}: removes a line (a plain line's key is its product id). */
export function removeFromCart(token: string, key: string) {
  return changeCart(token, "DELETE", `/api/auth/delete/${encodeURIComponent(key)}`, {});
}

/**
 * DELETE /api/auth/clear-cart: empties the cart. A backend without the call (the shop's
 * original answers it with its 404 page, docs/original-backend.md) has each line removed in
 * turn instead, so ordered gifts never stay in the cart.
 */
export async function clearCart(token: string): Promise<void> {
  try {
    const answer = await backendSend(
      "DELETE",
      "/api/auth/clear-cart",
      {},
      cartAnswer,
      bearer(token),
    );
    throwIfRefused(answer, "DELETE /api/auth/clear-cart");
  } catch (error) {
    if (!(error instanceof BackendError && error.status === 404)) throw error;
    for (const line of await fetchCart(token)) await removeFromCart(token, line.key);
  }
}

// docs/contract.md, Shapes: Cart item: a wishlist item is the product, or an object carrying it.
const wishlistItemWire = z.union([
  z.object({ product: giftProductWire }).transform((item) => item.product),
  giftProductWire,
]);

const wishlistAnswer = z.union([
  z.array(z.unknown()),
  z.object({ ...answerFields, wishlist: z.array(z.unknown()).optional() }).loose(),
]);

function wishlistOf(answer: z.output<typeof wishlistAnswer>): CartProduct[] {
  const list = Array.isArray(answer) ? answer : (answer.wishlist ?? []);
  return parseEach(list, wishlistItemWire, "wishlist", "an item").map(toCartProduct);
}

/** GET /api/auth/wishlist: the shopper's wishlist products. */
export async function fetchWishlist(token: string): Promise<CartProduct[]> {
  return wishlistOf(await shopperGet("/api/auth/wishlist", wishlistAnswer, bearer(token)));
}

/** Runs a wishlist change, then reads the wishlist as it is now. */
async function changeWishlist(
  token: string,
  method: "POST" | "DELETE",
  path: string,
  body: unknown,
): Promise<CartProduct[]> {
  const answer = await backendSend(method, path, body, wishlistAnswer, bearer(token));
  throwIfRefused(answer, `${method} ${path}`);
  return fetchWishlist(token);
}

/**
 * POST /api/auth/wishlist, then the wishlist as it is now (docs/contract.md, Behaviour: refetched).
 */
export function addToWishlist(token: string, productId: string): Promise<CartProduct[]> {
  return changeWishlist(token, "POST", "/api/auth/wishlist", { productId });
}

/** DELETE /api/auth/delete-wishlist/{productId}, then the wishlist as it is now. */
export function removeFromWishlist(token: string, productId: string): Promise<CartProduct[]> {
  const path = `/api/auth/delete-wishlist/${encodeURIComponent(productId)}`;
  return changeWishlist(token, "DELETE", path, {});
}
