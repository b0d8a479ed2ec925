/** The browser's calls to the storefront's own cart and wishlist handlers (app/api/cart, app/api/wishlist). */
import type { DeliveryChoice } from "@/lib/delivery/types";
import {
  arrayOf,
  boolean,
  integer,
  nullable,
  number,
  object,
  string,
  withDefault,
  type Parser,
} from "@/lib/parse";
import type {
  CartLine,
  CartProduct,
  PersonalisationView,
  ProductImage,
  ProductVariant,
} from "@/lib/types";
import type { PhotoRef } from "@giftshop/shared/gifting";
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

const stringRecord: Parser<Record<string, string>> = (value) =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === "string")
    ? (value as Record<string, string>)
    : undefined;

export const productVariant = object<ProductVariant>({
  id: string,
  label: string,
  options: stringRecord,
  price: integer,
  oldPrice: integer,
  discount: integer,
});

export const personalisationView = object<PersonalisationView>({
  cakeMessage: string,
  cardMessage: string,
  photos: arrayOf(
    object<PhotoRef>({ id: string, width: integer, height: integer, lowResolution: boolean }),
  ),
});

const cartAnswer = object({
  lines: arrayOf(
    object<CartLine>({
      key: string,
      variant: withDefault(nullable(productVariant), null),
      personalisation: withDefault(nullable(personalisationView), null),
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
