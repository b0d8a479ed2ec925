import { z } from "zod";
import { removeFromWishlist } from "@/lib/backend/cart";
import { bff } from "@/lib/bff/handler";
import {
  REMOVED_FROM_WISHLIST,
  WISHLIST_LOGIN_REQUIRED,
  productIdField,
} from "@/lib/validations/cart";

/** DELETE /api/wishlist/{productId}: removes a product; answers the wishlist as it is now. */
export const DELETE = bff.delete({
  session: "required",
  visitorError: WISHLIST_LOGIN_REQUIRED,
  params: {
    schema: z.object({ productId: productIdField }),
    notFound: "This product is not in your wishlist.",
  },
  call: ({ session, params }) => removeFromWishlist(session.token, params.productId),
  reply: (items) => ({ message: REMOVED_FROM_WISHLIST, items }),
  fallback: "Could not remove it from your wishlist. Please try again.",
});
