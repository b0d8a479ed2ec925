/** The browser's calls to the storefront's own cart and wishlist handlers (app/api/cart, app/api/wishlist). */
import { z } from "zod";
import { callJson, type ApiResult } from "@/lib/http/client";
import type { CartLine, CartProduct } from "@/lib/types";

const cartProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  brand: z.string(),
  sellerId: z.string(),
  price: z.number(),
  oldPrice: z.number(),
  discount: z.number(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string().nullable(),
  subcategoryName: z.string(),
}) satisfies z.ZodType<CartProduct>;

const cartLines = z
  .object({ lines: z.array(z.object({ product: cartProductSchema, quantity: z.number().int() })) })
  .transform((answer): CartLine[] => answer.lines);

const wishlistItems = z
  .object({ items: z.array(cartProductSchema) })
  .transform((answer): CartProduct[] => answer.items);

/** A handler's answer: the parsed value, or why not (status 0 when no answer arrived). */
export type CartApiResult<T> = ApiResult<T>;

/** The cart and wishlist calls the store makes; each resolves, never rejects. */
export const cartApi = {
  getCart: () => callJson("/api/cart", cartLines),
  add: (productId: string, quantity: number) =>
    callJson("/api/cart", cartLines, {
      method: "POST",
      body: { productId, quantity },
    }),
  setQuantity: (productId: string, quantity: number) =>
    callJson("/api/cart", cartLines, {
      method: "PUT",
      body: { productId, quantity },
      // A quantity change sent as the tab closes must still arrive.
      keepalive: true,
    }),
  remove: (productId: string) =>
    callJson(`/api/cart/${encodeURIComponent(productId)}`, cartLines, {
      method: "DELETE",
    }),
  clear: () => callJson("/api/cart", cartLines, { method: "DELETE" }),
  getWishlist: () => callJson("/api/wishlist", wishlistItems),
  addToWishlist: (productId: string) =>
    callJson("/api/wishlist", wishlistItems, { method: "POST", body: { productId } }),
  removeFromWishlist: (productId: string) =>
    callJson(`/api/wishlist/${encodeURIComponent(productId)}`, wishlistItems, {
      method: "DELETE",
    }),
};
