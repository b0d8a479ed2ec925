import { removeFromCart } from "@/lib/backend/cart";
import { errorResponse } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { readSession } from "@/lib/auth/session";
import { CART_LOGIN_REQUIRED, productIdField } from "@/lib/validations/cart";

type Context = { params: Promise<{ productId: string }> };

/** DELETE /api/cart/{productId}: removes one line. */
export async function DELETE(request: Request, context: Context) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (!session) return privateJson({ error: CART_LOGIN_REQUIRED }, { status: 401 });
  const productId = productIdField.safeParse((await context.params).productId);
  if (!productId.success) return errorResponse(404, "This product is not in your cart.");
  const lines = await withBackend(
    () => removeFromCart(session.token, productId.data),
    "Could not remove it from your cart. Please try again.",
  );
  if (!lines.ok) return lines.response;
  return privateJson({ lines: lines.value });
}
