/** The cart router (mounted under /api/auth); every route needs a signed-in shopper. */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import * as handle from "./cart.handlers";

export function cartRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const deps = { db, profile };
  const auth = requireUser(db);
  return new Hono<AuthedEnv>()
    .get("/cart", auth, handle.getCart(deps))
    .post("/Cart", auth, handle.addToCart(deps))
    .put("/update-quantity", auth, handle.updateQuantity(deps))
    .delete("/delete/:productId", auth, handle.removeFromCart(deps))
    .delete("/clear-cart", auth, handle.clearCart(deps));
}
