/** The cart router (mounted under /api/auth); every route needs a signed-in shopper. */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { systemClock, type Clock } from "../../delivery/clock";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import * as handle from "./cart.handlers";
import { editLine } from "./edit-line";

/** `clock` judges delivery choices; contract mode has no delivery or gift-line route. */
export function cartRoutes(
  db: Db,
  profile: BackendProfile = DEFAULT_PROFILE,
  clock: Clock = systemClock,
) {
  const deps = { db, profile, clock };
  const auth = requireUser(db);
  const app = new Hono<AuthedEnv>()
    .get("/cart", auth, handle.getCart(deps))
    .post("/Cart", auth, handle.addToCart(deps))
    .put("/update-quantity", auth, handle.updateQuantity(deps))
    .delete("/delete/:key", auth, handle.removeFromCart(deps))
    .delete("/clear-cart", auth, handle.clearCart(deps));
  if (features(profile).routes.cartDeliveryAndGifts) {
    app.put("/cart-delivery", auth, handle.setLineDelivery(deps));
    app.put("/cart-line", auth, editLine(deps));
  }
  return app;
}
