import { addToCart, clearCart, fetchCart, setCartQuantity } from "@/lib/backend/cart";
import { bff } from "@/lib/bff/handler";
import {
  ADDED_TO_CART,
  CART_LOGIN_REQUIRED,
  QUANTITY_UPDATE_FAILED,
  addToCartSchema,
  setQuantitySchema,
} from "@/lib/validations/cart";
import { giftOf } from "@/lib/validations/gift";

const signedIn = { session: "required", visitorError: CART_LOGIN_REQUIRED } as const;

/** GET /api/cart: the shopper's cart lines. */
export const GET = bff.get({
  ...signedIn,
  call: ({ session }) => fetchCart(session.token),
  reply: (lines) => ({ lines }),
  fallback: "Could not load your cart.",
});

/**
 * POST /api/cart `{ productId, quantity?, delivery?, variantId?, personalisation? }`: adds to
 * the cart (docs/delivery.md, docs/gifting.md). The backend checks the choices against the
 * product; the messages reach it normalised.
 */
export const POST = bff.post({
  ...signedIn,
  body: addToCartSchema,
  call: ({ session, body }) => {
    const gift = giftOf(body);
    return gift
      ? addToCart(session.token, body.productId, body.quantity, body.delivery, gift)
      : addToCart(session.token, body.productId, body.quantity, body.delivery);
  },
  reply: (lines) => ({ message: ADDED_TO_CART, lines }),
  fallback: "Could not add to your cart. Please try again.",
});

/** PUT /api/cart `{ productId, line?, quantity }`: sets a line's quantity. */
export const PUT = bff.put({
  ...signedIn,
  body: setQuantitySchema,
  call: ({ session, body }) =>
    body.line
      ? setCartQuantity(session.token, body.productId, body.quantity, body.line)
      : setCartQuantity(session.token, body.productId, body.quantity),
  reply: (lines) => ({ lines }),
  fallback: QUANTITY_UPDATE_FAILED,
});

/** DELETE /api/cart: empties the cart. */
export const DELETE = bff.delete({
  ...signedIn,
  call: ({ session }) => clearCart(session.token),
  reply: () => ({ lines: [] }),
  fallback: "Could not clear your cart.",
});
