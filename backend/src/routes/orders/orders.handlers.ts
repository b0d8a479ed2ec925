/**
 * Orders (docs/contract.md, Orders, Payments): placing one (bearer), the caller's own list
 * (bearer), and one order by id, which needs no login: its owner sees all of it, anyone else
 * only what tracking needs.
 */
import type { Handler } from "hono";
import { tokenFrom, type AuthedEnv } from "../../auth/require-user";
import { userForToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import type { PaymentProvider } from "../../payments/provider";
import type { BackendProfile } from "../../profile";
import { findOrder, listOwnerOrders, orderViewsFor } from "./order-json";
import { placeOrder } from "./place-order";
import { placeOrderBody } from "./place-order-body";

export const ORDER_NOT_FOUND = "Order not found";

/** What the order handlers work with. */
export interface OrderDeps {
  db: Db;
  provider: PaymentProvider;
  profile: BackendProfile;
}

/** POST /client/place-order: saves the order (201), or answers the one already saved (200). */
export const placeOrderHandler =
  ({ db, provider, profile }: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    const views = orderViewsFor(profile);
    const body = await jsonBody(c, placeOrderBody);
    const { orderId, created } = await placeOrder(db, provider, c.var.user.id, body);
    const found = await findOrder(db, orderId);
    if (!found) fail(500, "The order was saved but could not be read back. Please check Orders.");
    return c.json(
      { success: true, message: "Order placed", order: views.owner(found.order, found.items) },
      created ? 201 : 200,
    );
  };

/** GET /client/get-orders: the caller's own orders, newest first. */
export const getOrders =
  ({ db, profile }: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, orders: await listOwnerOrders(db, c.var.user.id, profile) });
  };

/** GET /client/order/:id: the whole order for its owner, what tracking needs for anyone else. */
export const getOrder =
  ({ db, profile }: OrderDeps): Handler =>
  async (c) => {
    const views = orderViewsFor(profile);
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
  };
