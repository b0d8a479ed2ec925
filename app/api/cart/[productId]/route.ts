import { z } from "zod";
import { removeFromCart } from "@/lib/backend/cart";
import { bff } from "@/lib/bff/handler";
import { CART_LOGIN_REQUIRED } from "@/lib/validations/cart";
import { lineKeyField } from "@/lib/validations/gift";

/**
 * DELETE /api/cart/{key}: removes one line. The segment is the line's key (docs/gifting.md): a
 * plain line's is its product id, a gift line's `productId.hash`. The folder keeps its old name
 * so the contract's path stays one route.
 */
export const DELETE = bff.delete({
  session: "required",
  visitorError: CART_LOGIN_REQUIRED,
  params: {
    schema: z.object({ productId: lineKeyField }),
    notFound: "This product is not in your cart.",
  },
  call: ({ session, params }) => removeFromCart(session.token, params.productId),
  reply: (lines) => ({ lines }),
  fallback: "Could not remove it from your cart. Please try again.",
});
