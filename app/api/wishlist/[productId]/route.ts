import { removeFromWishlist } from "@/lib/backend/cart";
import { errorResponse } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { readSession } from "@/lib/auth/session";
import {
  REMOVED_FROM_WISHLIST,
  WISHLIST_LOGIN_REQUIRED,
  productIdField,
} from "@/lib/validations/cart";

type Context = { params: Promise<{ productId: string }> };

/** DELETE /api/wishlist/{productId}: removes a product; answers the wishlist as it is now. */
export async function DELETE(request: Request, context: Context) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (!session) return privateJson({ error: WISHLIST_LOGIN_REQUIRED }, { status: 401 });
  const productId = productIdField.safeParse((await context.params).productId);
  if (!productId.success) return errorResponse(404, "This product is not in your wishlist.");
  const items = await withBackend(
    () => removeFromWishlist(session.token, productId.data),
    "Could not remove it from your wishlist. Please try again.",
  );
  if (!items.ok) return items.response;
  return privateJson({ message: REMOVED_FROM_WISHLIST, items: items.value });
}
