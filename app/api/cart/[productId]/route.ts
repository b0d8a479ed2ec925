import { z } from "zod";
import { removeFromCart } from "@/lib/backend/cart";
import { bff } from "@/lib/bff/handler";
import { CART_LOGIN_REQUIRED, productIdField } from "@/lib/validations/cart";

/** DELETE /api/cart/{productId}: removes one line. */
export const DELETE = bff.delete({
  session: "required",
  visitorError: CART_LOGIN_REQUIRED,
  params: {
    schema: z.object({ productId: productIdField }),
    notFound: "This product is not in your cart.",
  },
  call: ({ session, params }) => removeFromCart(session.token, params.productId),
  reply: (lines) => ({ lines }),
  fallback: "Could not remove it from your cart. Please try again.",
});
