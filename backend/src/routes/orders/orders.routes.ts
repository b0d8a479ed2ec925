/** The orders router (mounted under /api). */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../payments/provider";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import * as handle from "./orders.handlers";

export function orderRoutes(
  db: Db,
  provider: PaymentProvider,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const deps = { db, provider, profile };
  const auth = requireUser(db);
  return new Hono<AuthedEnv>()
    .post("/client/place-order", auth, handle.placeOrderHandler(deps))
    .get("/client/get-orders", auth, handle.getOrders(deps))
    .get("/client/order/:id", handle.getOrder(deps));
}
