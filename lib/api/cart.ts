/** The browser's calls to the storefront's own cart and wishlist handlers (app/api/cart, app/api/wishlist). */
import type { DeliveryChoice } from "@/lib/delivery/types";
import {
  arrayOf,
  integer,
  nullable,
  number,
  object,
  string,
  withDefault,
  type Parser,
} from "@/lib/parse";
import type { CartLine, CartProduct, ProductImage } from "@/lib/types";
import { deliveryChoice } from "./delivery";
import { apiRequest } from "./request";

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
  lines: arrayOf(
    object<CartLine>({
      product: cartProduct,
      quantity: integer,
      delivery: withDefault(nullable(deliveryChoice), null),
    }),
  ),
});
const cartLines: Parser<CartLine[]> = (json) => cartAnswer(json)?.lines;

const wishlistAnswer = object({ items: arrayOf(cartProduct) });
const wishlistItems: Parser<CartProduct[]> = (json) => wishlistAnswer(json)?.items;

/** The cart and wishlist calls the store makes; each resolves, never rejects. */
export const cartApi = {
  getCart: () => apiRequest("/api/cart", cartLines),
  /** Adds a product; `delivery` is sent only when the shopper chose one (docs/delivery.md). */
  add: (productId: string, quantity: number, delivery?: DeliveryChoice) =>
    apiRequest("/api/cart", cartLines, {
      method: "POST",
      body: delivery ? { productId, quantity, delivery } : { productId, quantity },
    }),
  /** Sets a line's delivery, or clears it with null. */
  setDelivery: (productId: string, delivery: DeliveryChoice | null) =>
    apiRequest("/api/cart/delivery", cartLines, {
      method: "PUT",
      body: { productId, delivery },
    }),
  setQuantity: (productId: string, quantity: number) =>
    apiRequest("/api/cart", cartLines, {
      method: "PUT",
      body: { productId, quantity },
      // A quantity change sent as the tab closes must still arrive.
      keepalive: true,
    }),
  remove: (productId: string) =>
    apiRequest(`/api/cart/${encodeURIComponent(productId)}`, cartLines, {
      method: "DELETE",
    }),
  clear: () => apiRequest("/api/cart", cartLines, { method: "DELETE" }),
  getWishlist: () => apiRequest("/api/wishlist", wishlistItems),
  addToWishlist: (productId: string) =>
    apiRequest("/api/wishlist", wishlistItems, { method: "POST", body: { productId } }),
  removeFromWishlist: (productId: string) =>
    apiRequest(`/api/wishlist/${encodeURIComponent(productId)}`, wishlistItems, {
      method: "DELETE",
    }),
};
