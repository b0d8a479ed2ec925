/** The orders router (mounted under /api). */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { Deliveries } from "../../deliveries";
import type { Clock } from "../../delivery/clock";
import type { Mailer } from "../../mail";
import type { Notifier } from "../../notify/notifier";
import type { PaymentProvider } from "../../payments/provider";
import { features, type BackendProfile } from "../../profile";
import * as handle from "./orders.handlers";

/**
 * `clock` judges deliveries; `notifier` and `deliveries` tell the owner of each step, `mailer`
 * of a change they made themselves.
 */
export function orderRoutes(
  db: Db,
  provider: PaymentProvider,
  options: {
    profile: BackendProfile;
    clock: Clock;
    notifier: Notifier;
    mailer: Pick<Mailer, "sendDeliveryMoved">;
    deliveries: Deliveries;
  },
) {
  const deps = { db, provider, ...options };
  const auth = requireUser(db);
  const routes = new Hono<AuthedEnv>()
    .post("/client/place-order", auth, handle.placeOrderHandler(deps))
    .get("/client/get-orders", auth, handle.getOrders(deps))
    .get("/client/order/:id", handle.getOrder(deps));
  // Proof of delivery is an extension (docs/after-the-order.md): its photo, to the owner only.
  if (features(options.profile).answers.order === "full") {
    routes.get("/auth/orders/:id/proof-photo", auth, handle.proofPhoto(deps));
  }
  // Not §7 calls: a plain §7 backend has no such routes (docs/backend-contract.md).
  if (features(options.profile).routes.orderChanges) {
    routes.patch("/client/order/:id/items/:position/messages", auth, handle.changeMessages(deps));
    routes.patch(
      "/client/order/:id/items/:position/delivery",
      auth,
      handle.moveDeliveryHandler(deps),
    );
  }
  if (features(options.profile).routes.orderCancel) {
    routes.post("/client/order/:id/cancel", auth, handle.cancelOrderHandler(deps));
  }
  return routes;
}
