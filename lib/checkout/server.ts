import "server-only";
import { fetchCart } from "@/lib/backend/cart";
import type { PlaceOrderInput } from "@/lib/backend/orders";
import type { CartLine } from "@/lib/types";
import type { PlaceOrderRequest } from "@/lib/validations/checkout";

/** The amount to pay, from the server-side cart: never a number the browser sent. */
export function cartTotal(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
}

/** The server's cart of `token`, and its total in rupees. */
export async function serverCart(token: string) {
  const lines = await fetchCart(token);
  return { lines, total: cartTotal(lines) };
}

/**
 * Builds the place-order payload (docs/contract.md, Orders) from the server-side cart and the
 * address.
 */
export function orderPayload(lines: CartLine[], request: PlaceOrderRequest): PlaceOrderInput {
  const { address, payment } = request;
  return {
    items: lines.map((line) => ({
      productId: line.product.id,
      name: line.product.title,
      quantity: line.quantity,
      price: line.product.price,
      sellerId: line.product.sellerId,
    })),
    totalAmount: cartTotal(lines),
    shippingAddress: {
      name: address.fullName,
      phone: address.phoneNumber,
      alternatephone: address.alternatephone,
      address: address.address,
      city: address.city,
      state: address.state,
      pin: address.pin,
    },
    image: lines[0]?.product.image?.url ?? "",
    payment,
  };
}
