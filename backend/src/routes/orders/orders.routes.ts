/**
 * Orders (seed-spec §7 Orders and payment): placing one (bearer), the caller's own list
 * (bearer), and one order by id, which needs no login: its owner sees all of it, anyone else
 * only what tracking needs.
 */
import { Hono } from "hono";
import { requireUser, tokenFrom, type AuthedEnv } from "../../auth/require-user";
import { userForToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import type { PaymentProvider } from "../../payments/provider";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import { findOrder, listOwnerOrders, orderViewsFor } from "./order-json";
import { placeOrder } from "./place-order";
import { placeOrderBody } from "./place-order-body";

export const ORDER_NOT_FOUND = "Order not found";

/** The orders router (mounted under /api). */
export function orderRoutes(
  db: Db,
  provider: PaymentProvider,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const app = new Hono<AuthedEnv>();
  const auth = requireUser(db);
  const views = orderViewsFor(profile);

  app.post("/client/place-order", auth, async (c) => {
    const body = await jsonBody(c, placeOrderBody);
    const { orderId, created } = await placeOrder(db, provider, c.var.user.id, body);
    const found = await findOrder(db, orderId);
    if (!found) fail(500, "The order was saved but could not be read back. Please check Orders.");
    return c.json(
      { success: true, message: "Order placed", order: views.owner(found.order, found.items) },
      created ? 201 : 200,
    );
  });

  app.get("/client/get-orders", auth, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, orders: await listOwnerOrders(db, c.var.user.id, profile) });
  });

  app.get("/client/order/:id", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const token = tokenFrom(c);
    // A missing, expired or revoked token is simply a visitor here: tracking needs no login.
    const viewer = token ? await userForToken(db, token) : null;
    const found = await findOrder(db, id);
    if (!found) fail(404, ORDER_NOT_FOUND);
    c.header("Cache-Control", "private, no-store");
    const order =
      viewer?.id === found.order.userId
        ? views.owner(found.order, found.items)
        : views.tracking(found.order, found.items);
    return c.json({ success: true, order });
  });

  return app;
}
