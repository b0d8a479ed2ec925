/** The cart router (mounted under /api/auth); every route needs a signed-in shopper. */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import { addToCart, clearCart, getCart, removeFromCart, updateQuantity } from "./cart.handlers";

export function cartRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const deps = { db, profile };
  const auth = requireUser(db);
  return new Hono<AuthedEnv>()
    .get("/cart", auth, getCart(deps))
    .post("/Cart", auth, addToCart(deps))
    .put("/update-quantity", auth, updateQuantity(deps))
    .delete("/delete/:productId", auth, removeFromCart(deps))
    .delete("/clear-cart", auth, clearCart(deps));
}
