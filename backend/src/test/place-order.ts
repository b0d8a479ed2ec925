/** Placing an order as the storefront does (POST /api/client/place-order), for the order tests. */
import { extraProductId, ids, productIds } from "./fixture";
import { shippingAddress, type Shopper } from "./shopper";
import type { TestApp } from "./test-app";

/** The fixture products the order tests buy, as the storefront names and prices them. */
const ORDERED = {
  truffle: { productId: productIds.truffle, name: "Chocolate Truffle Cake", price: 599 },
  roses: { productId: productIds.redRoses, name: "Red Roses Bouquet", price: 149 },
  /** The first extra product, which goes by courier (`createTestApp({ extraProducts })`). */
  parcel: { productId: extraProductId(0), name: "Extra Gift 0", price: 100 },
} as const;

/** `quantity` of a fixture product as a line of the order's items; `extra` adds a delivery, say. */
export const orderItem = (product: keyof typeof ORDERED, quantity: number, extra: object = {}) => ({
  ...ORDERED[product],
  quantity,
  sellerId: ids.seller,
  ...extra,
});

/**
 * The order's body as the storefront sends it: `items` for `totalAmount` to the test address,
 * no picture, then `extra` (a signed payment, say).
 */
export const orderBody = (items: readonly unknown[], totalAmount: number, extra: object = {}) => ({
  items,
  totalAmount,
  shippingAddress,
  image: "",
  ...extra,
});

/** POST /api/client/place-order as `shopper` (no token for null), answering what the app answers. */
export const placeOrder = (t: TestApp, shopper: Shopper | null, body: unknown) =>
  t.send("POST", "/api/client/place-order", { token: shopper?.token, body });
