/** Pure cart arithmetic shared by the cart store, the cart page and the header badges. */
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import {
  summarise,
  type CardAttributes,
  type CartLine,
  type CartProduct,
  type ProductSummary,
} from "@/lib/types";

/** A quantity the cart accepts: a whole number from 1 to MAX_LINE_QUANTITY. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** How many items the cart holds: the sum of its lines' quantities. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The price panel's figures, all in whole rupees. */
export interface CartTotals {
  items: number;
  /** Sum of old price × quantity: what the items would cost undiscounted. */
  oldTotal: number;
  /** oldTotal − total; never negative. */
  discount: number;
  /** Sum of price × quantity: the amount payable (delivery is free). */
  total: number;
}

/** A line's price per item, whole rupees: its variant's (docs/gifting.md), else its product's. */
export function unitPrice(line: Pick<CartLine, "product" | "variant">): number {
  return line.variant?.price ?? line.product.price;
}

/** A line's undiscounted price per item; never below its price (that would be a data slip). */
export function unitOldPrice(line: Pick<CartLine, "product" | "variant">): number {
  return Math.max(line.variant?.oldPrice ?? line.product.oldPrice, unitPrice(line));
}

/** The price panel's figures for a set of lines (docs/contract.md, Screens: Cart). */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let oldTotal = 0;
  let total = 0;
  for (const line of lines) {
    total += unitPrice(line) * line.quantity;
    oldTotal += unitOldPrice(line) * line.quantity;
  }
  return { items: itemCount(lines), oldTotal, discount: oldTotal - total, total };
}

/**
 * The fields a cart line or wishlist entry shows, from a full product or a card's summary
 * (a summary has no brand or seller: the server's answer fills them in moments later).
 */
export function cartProductOf(
  product: ProductSummary & Partial<Pick<CartProduct, "name" | "sellerId"> & CardAttributes>,
): CartProduct {
  // Browser code: the card attributes are named here, and CardAttributes asks for each one.
  const attributes: CardAttributes = { brand: product.brand ?? "" };
  return {
    ...summarise(product),
    name: product.name ?? product.title,
    ...attributes,
    sellerId: product.sellerId ?? "",
  };
}
