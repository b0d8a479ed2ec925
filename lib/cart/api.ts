/** The browser's calls to the storefront's own cart and wishlist handlers (app/api/cart, app/api/wishlist). */
import { callJson, type ApiResult } from "@/lib/http/client";
import { arrayOf, integer, nullable, number, object, string, type Parser } from "@/lib/parse";
import type { CartLine, CartProduct, ProductImage } from "@/lib/types";

const cartProduct = object<CartProduct>({
  id: string,
  title: string,
  name: string,
  brand: string,
  sellerId: string,
  price: number,
  oldPrice: number,
  discount: number,
  image: nullable(object<ProductImage>({ url: string, alt: string })),
  categoryId: string,
  categoryName: string,
  subcategoryId: nullable(string),
  subcategoryName: string,
});

const cartAnswer = object({
  lines: arrayOf(object<CartLine>({ product: cartProduct, quantity: integer })),
});
const cartLines: Parser<CartLine[]> = (json) => cartAnswer(json)?.lines;

const wishlistAnswer = object({ items: arrayOf(cartProduct) });
const wishlistItems: Parser<CartProduct[]> = (json) => wishlistAnswer(json)?.items;

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
