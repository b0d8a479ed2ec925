import { addToWishlist, fetchWishlist } from "@/lib/backend/cart";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { readSession } from "@/lib/auth/session";
import { ADDED_TO_WISHLIST, WISHLIST_LOGIN_REQUIRED, wishlistSchema } from "@/lib/validations/cart";

const loginFirst = () => privateJson({ error: WISHLIST_LOGIN_REQUIRED }, { status: 401 });

/** GET /api/wishlist: the shopper's wishlist products. */
export async function GET() {
  const session = await readSession();
  if (!session) return loginFirst();
  const items = await withBackend(
    () => fetchWishlist(session.token),
    "Could not load your wishlist.",
  );
  if (!items.ok) return items.response;
  return privateJson({ items: items.value });
}

/** POST /api/wishlist `{ productId }`: adds a product; answers the wishlist as it is now. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (!session) return loginFirst();
  const body = await readJson(request, wishlistSchema);
  if (!body.ok) return body.response;
  const items = await withBackend(
    () => addToWishlist(session.token, body.data.productId),
    "Could not add to your wishlist. Please try again.",
  );
  if (!items.ok) return items.response;
  return privateJson({ message: ADDED_TO_WISHLIST, items: items.value });
}
