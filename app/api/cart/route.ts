import { addToCart, clearCart, fetchCart, setCartQuantity } from "@/lib/backend/cart";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { readSession } from "@/lib/auth/session";
import {
  ADDED_TO_CART,
  CART_LOGIN_REQUIRED,
  QUANTITY_UPDATE_FAILED,
  addToCartSchema,
  setQuantitySchema,
} from "@/lib/validations/cart";

const loginFirst = () => privateJson({ error: CART_LOGIN_REQUIRED }, { status: 401 });

/** GET /api/cart: the shopper's cart lines. */
export async function GET() {
  const session = await readSession();
  if (!session) return loginFirst();
  const lines = await withBackend(() => fetchCart(session.token), "Could not load your cart.");
  if (!lines.ok) return lines.response;
  return privateJson({ lines: lines.value });
}

/** POST /api/cart `{ productId, quantity? }`: adds to the cart. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (!session) return loginFirst();
  const body = await readJson(request, addToCartSchema);
  if (!body.ok) return body.response;
  const { productId, quantity } = body.data;
  const lines = await withBackend(
    () => addToCart(session.token, productId, quantity),
    "Could not add to your cart. Please try again.",
  );
  if (!lines.ok) return lines.response;
  return privateJson({ message: ADDED_TO_CART, lines: lines.value });
}

/** PUT /api/cart `{ productId, quantity }`: sets a line's quantity. */
export async function PUT(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (!session) return loginFirst();
  const body = await readJson(request, setQuantitySchema);
  if (!body.ok) return body.response;
  const { productId, quantity } = body.data;
  const lines = await withBackend(
    () => setCartQuantity(session.token, productId, quantity),
    QUANTITY_UPDATE_FAILED,
  );
  if (!lines.ok) return lines.response;
  return privateJson({ lines: lines.value });
}

/** DELETE /api/cart: empties the cart. */
export async function DELETE(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (!session) return loginFirst();
  const cleared = await withBackend(() => clearCart(session.token), "Could not clear your cart.");
  if (!cleared.ok) return cleared.response;
  return privateJson({ lines: [] });
}
