/** The wishlist router (mounted under /api/auth); every route needs a signed-in shopper. */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import * as handle from "./wishlist.handlers";

export function wishlistRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const deps = { db, profile };
  const auth = requireUser(db);
  return new Hono<AuthedEnv>()
    .get("/wishlist", auth, handle.getWishlist(deps))
    .post("/wishlist", auth, handle.addToWishlist(deps))
    .delete("/wishlist", auth, handle.removeByBody(deps))
    .delete("/delete-wishlist/:productId", auth, handle.removeByPath(deps));
}
