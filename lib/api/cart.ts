/** The browser's calls to the storefront's own cart and wishlist handlers (app/api/cart, app/api/wishlist). */
import type { DeliveryChoice } from "@/lib/delivery/types";
import {
  arrayOf,
  boolean,
  integer,
  isRecord,
  nullable,
  number,
  object,
  optional,
  string,
  withDefault,
  type Parser,
} from "@/lib/parse";
import type { GiftBody } from "@/lib/cart/gift-body";
import type {
  CardAttributes,
  CartLine,
  CartProduct,
  PersonalisationSpec,
  PersonalisationView,
  ProductImage,
  ProductRating,
  ProductVariant,
} from "@/lib/types";
import {
  PRINT_SHAPES,
  type Crop,
  type PrintArea,
  type PrintShape,
} from "@giftshop/shared/print-crop";
import { deliveryChoice } from "./delivery";
import { photoRef } from "./photos";
import { apiRequest } from "./request";

const stringRecord: Parser<Record<string, string>> = (value) =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === "string")
    ? (value as Record<string, string>)
    : undefined;

const productVariant = object<ProductVariant>({
  id: string,
  label: string,
  options: stringRecord,
  price: integer,
  oldPrice: integer,
  discount: integer,
});

const crop = object<Crop>({ x: number, y: number, zoom: number });
const printShape: Parser<PrintShape> = (value) => PRINT_SHAPES.find((shape) => shape === value);

const personalisationView = object<PersonalisationView>({
  cakeMessage: string,
  cardMessage: string,
  photos: arrayOf(photoRef),
  names: optional(arrayOf(string)),
  crops: optional(arrayOf(crop)),
});

const personalisationSpec = object<PersonalisationSpec>({
  cakeMessage: boolean,
  cardMessage: boolean,
  photos: nullable(
    object<NonNullable<PersonalisationSpec["photos"]>>({
      min: integer,
      max: integer,
      print: optional(object<PrintArea>({ aspect: number, shape: printShape })),
    }),
  ),
  names: optional(nullable(object({ labels: arrayOf(string), max: integer }))),
});

// The attributes cards carry (@giftshop/shared/product-attributes), named here because that
// module brings zod along; CardAttributes asks for a parser of each one.
const cardAttributes: { [K in keyof CardAttributes]-?: Parser<CardAttributes[K]> } = {
  brand: string,
};

// A cart line has its own delivery, so its product carries no earliest day.
const productFields = object<
  Omit<CartProduct, "variants" | "personalisation" | "rating" | "earliest">
>({
  id: string,
  title: string,
  name: string,
  ...cardAttributes,
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

const productRating = object<ProductRating>({ average: number, count: integer });

/**
 * A cart or wishlist product; the gift's choices (docs/gifting.md) and its rating come along
 * when the server knows them (the cart's Edit dialog offers them), and are left out when it does not.
 */
const cartProduct: Parser<CartProduct> = (value) => {
  const fields = productFields(value);
  if (!fields || !isRecord(value)) return undefined;
  const variants = arrayOf(productVariant)(value.variants);
  const personalisation =
    value.personalisation === undefined
      ? undefined
      : nullable(personalisationSpec)(value.personalisation);
  // The reviews' summary, where the backend gave one (a card in the wishlist shows it).
  const rating = value.rating ? productRating(value.rating) : undefined;
  return {
    ...fields,
    ...(variants ? { variants } : {}),
    ...(personalisation !== undefined ? { personalisation } : {}),
    ...(rating ? { rating } : {}),
  };
};

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

/** `line` goes with a request only for a gift line: a plain line is named by its product. */
const lineOf = (productId: string, key: string) => (key === productId ? {} : { line: key });

/** The cart and wishlist calls the store makes; each resolves, never rejects. */
export const cartApi = {
  getCart: () => apiRequest("/api/cart", cartLines),
  /**
   * Adds a product; `delivery` is sent only when the shopper chose one (docs/delivery.md), the
   * variant and personalisation only when there are some (docs/gifting.md).
   */
  add: (productId: string, quantity: number, delivery?: DeliveryChoice, gift: GiftBody = {}) =>
    apiRequest("/api/cart", cartLines, {
      method: "POST",
      body: { productId, quantity, ...(delivery ? { delivery } : {}), ...gift },
    }),
  /** Changes a line's variant or personalisation (lib/cart/gift-body.ts); its key changes too. */
  editLine: (key: string, gift: GiftBody) =>
    apiRequest("/api/cart/line", cartLines, {
      method: "PUT",
      body: { line: key, ...gift },
    }),
  /** Sets a line's delivery, or clears it with null. */
  setDelivery: (productId: string, key: string, delivery: DeliveryChoice | null) =>
    apiRequest("/api/cart/delivery", cartLines, {
      method: "PUT",
      body: { productId, ...lineOf(productId, key), delivery },
    }),
  setQuantity: (productId: string, key: string, quantity: number) =>
    apiRequest("/api/cart", cartLines, {
      method: "PUT",
      body: { productId, ...lineOf(productId, key), quantity },
      // A quantity change sent as the tab closes must still arrive.
      keepalive: true,
    }),
  /** Removes the line with this key (a plain line's key is its product id). */
  remove: (key: string) =>
    apiRequest(`/api/cart/${encodeURIComponent(key)}`, cartLines, {
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
