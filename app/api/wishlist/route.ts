import { addToWishlist, fetchWishlist } from "@/lib/backend/cart";
import { bff } from "@/lib/bff/handler";
import { ADDED_TO_WISHLIST, WISHLIST_LOGIN_REQUIRED, wishlistSchema } from "@/lib/validations/cart";

const signedIn = { session: "required", visitorError: WISHLIST_LOGIN_REQUIRED } as const;

/** GET /api/wishlist: the shopper's wishlist products. */
export const GET = bff.get({
  ...signedIn,
  call: ({ session }) => fetchWishlist(session.token),
  reply: (items) => ({ items }),
  fallback: "Could not load your wishlist.",
});

/** POST /api/wishlist `{ productId }`: adds a product; answers the wishlist as it is now. */
export const POST = bff.post({
  ...signedIn,
  body: wishlistSchema,
  call: ({ session, body }) => addToWishlist(session.token, body.productId),
  reply: (items) => ({ message: ADDED_TO_WISHLIST, items }),
  fallback: "Could not add to your wishlist. Please try again.",
});
