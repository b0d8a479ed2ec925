/**
 * Orders (docs/contract.md, Orders, Payments): placing one (bearer), the caller's own list
 * (bearer), and one order by id, which needs no login: its owner sees all of it, anyone else
 * only what tracking needs. A new order is confirmed to its owner by mail, after the answer,
 * once the owner's address is verified: a mail that fails, or is not sent, never fails the
 * order.
 */
import type { Handler } from "hono";
import { z } from "zod";
import { messageChangeSchema } from "@giftshop/shared/order-messages";
import { deliveryMoveSchema } from "@giftshop/shared/order-delivery-move";
import { tokenFrom, type AuthedEnv } from "../../auth/require-user";
import { userForToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import type { Deliveries } from "../../deliveries";
import type { Clock } from "../../delivery/clock";
import { formatINR } from "@giftshop/shared/money";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import type { Mailer } from "../../mail";
import type { Notifier } from "../../notify/notifier";
import type { TokenUser } from "../../auth/tokens";
import type { OrderRefund } from "@giftshop/shared/order-cancel";
import type { PaymentProvider } from "../../payments/provider";
import { features, type BackendProfile } from "../../profile";
import { MAX_CART_LINES } from "../cart/cart-lines";
import { cancelAndRefund } from "./cancel-order";
import { findOrder, listOwnerOrders, orderViewsFor, type FoundOrder } from "./order-json";
import { changeMessages as changeOrderMessages, messageWindows } from "./order-messages";
import { deliveryMoveWindows, moveDelivery, type Moved } from "./order-delivery-move";
import { requestRefund } from "../../payments/refunds";
import { placeOrder } from "./place-order";
import { readProofPhoto } from "./delivery-proof";
import {
  placeOrderBody,
  placeOrderWithDeliveryBody,
  type PlaceOrderInput,
} from "./place-order-body";

const ORDER_NOT_FOUND = "Order not found";
export const PROOF_PHOTO_NOT_FOUND = "This delivery photo was not found.";

/** What the order handlers work with. */
export interface OrderDeps {
  db: Db;
  provider: PaymentProvider;
  profile: BackendProfile;
  /** The instant deliveries are judged by (delivery/clock.ts). */
  clock: Clock;
  /** Tells owners of their orders' steps (notify/notifier.ts). */
  notifier: Notifier;
  /** Mails the owner a change they made themselves: a moved delivery's receipt. */
  mailer: Pick<Mailer, "sendDeliveryMoved">;
  deliveries: Deliveries;
}

/**
 * Tells the owner of order `orderId` of `event` in the background, on the channels they chose
 * (notify/notifier.ts): a message that fails, or is not sent, never fails the request. In full
 * mode only to an address the owner has proven: the confirmation carries the shopper's own
 * words (the name, the card and cake messages), and the shop's mail must not take them to an
 * address nobody verified (docs/security.md). Contract mode, a plain §7 backend, mails every
 * owner.
 */
function tell({ notifier, deliveries }: OrderDeps, orderId: string, event: "placed" | "cancelled") {
  const what = event === "placed" ? "confirmation" : "cancellation";
  deliveries.later(`order ${orderId} ${what}`, async () => {
    await notifier.notify(orderId, event, { byShopper: true });
  });
}

/** POST /client/place-order: saves the order (201), or answers the one already saved (200). */
export const placeOrderHandler =
  (deps: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    const { db, provider, profile, clock } = deps;
    const views = orderViewsFor(profile);
    const { orderDeliveries } = features(profile).requests;
    // Without deliveries (contract mode) a plain §7 order ignores the key.
    const body: PlaceOrderInput = await jsonBody(
      c,
      orderDeliveries ? placeOrderWithDeliveryBody : placeOrderBody,
    );
    const user = c.var.user;
    const { orderId, created } = await placeOrder(db, provider, user.id, body, {
      now: clock(),
      deliveries: orderDeliveries,
    });
    const found = await findOrder(db, orderId);
    if (!found) fail(500, "The order was saved but could not be read back. Please check Orders.");
    if (created) tell(deps, orderId, "placed");
    const [order] = await withChangeWindows(deps, [views.owner(found.order, found.items)]);
    return c.json({ success: true, message: "Order placed", order }, created ? 201 : 200);
  };

/**
 * The owner's views of orders with, where the profile lets a placed order change, each line's
 * windows for changing its messages (`messages`: order-messages.ts) and moving its delivery
 * (`deliveryMove`: order-delivery-move.ts).
 */
async function withChangeWindows<View extends { _id: string; items: object[] }>(
  { db, profile, clock }: OrderDeps,
  views: View[],
): Promise<View[]> {
  if (!features(profile).routes.orderChanges) return views;
  const ids = views.map((view) => view._id);
  const now = clock();
  const [windows, moves] = await Promise.all([
    messageWindows(db, ids, now),
    deliveryMoveWindows(db, ids, now),
  ]);
  return views.map((view) => ({
    ...view,
    items: view.items.map((item, i) => ({
      ...item,
      messages: windows.get(view._id)?.[i] ?? { editable: false, until: null, fields: [] },
      deliveryMove: moves.get(view._id)?.[i] ?? { movable: false, until: null },
    })),
  }));
}

/**
 * GET /auth/orders/:id/proof-photo: the photo proving the order's delivery, to its owner; 404
 * for anyone else, an order without one and a malformed id alike (nothing is confirmed).
 */
export const proofPhoto =
  ({ db }: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    const id = idSchema.safeParse(c.req.param("id"));
    const photo = id.success ? await readProofPhoto(db, c.var.user.id, id.data) : null;
    if (!photo) fail(404, PROOF_PHOTO_NOT_FOUND);
    return c.body(new Uint8Array(photo.bytes), 200, {
      "Content-Type": photo.type,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  };

/** GET /client/get-orders: the caller's own orders, newest first. */
export const getOrders =
  (deps: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    const orders = await listOwnerOrders(deps.db, c.var.user.id, deps.profile);
    return c.json({ success: true, orders: await withChangeWindows(deps, orders) });
  };

const positionSchema = z.coerce
  .number({ message: "The gift's position must be a number" })
  .int({ message: "The gift's position must be a whole number" })
  .min(0, { message: "The gift's position cannot be negative" })
  .max(MAX_CART_LINES - 1, { message: "The order has no such gift" });

/**
 * PATCH /client/order/:id/items/:position/messages: changes a gift's cake or card message
 * while the kitchen has not started on it (order-messages.ts); answers the order as its owner
 * sees it.
 */
export const changeMessages =
  (deps: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    const orderId = parseOr400(idSchema, c.req.param("id"));
    const position = parseOr400(positionSchema, c.req.param("position"));
    const body = await jsonBody(c, messageChangeSchema);
    await changeOrderMessages(deps.db, {
      userId: c.var.user.id,
      orderId,
      position,
      body,
      now: deps.clock(),
    });
    const found = await findOrder(deps.db, orderId);
    if (!found) fail(404, ORDER_NOT_FOUND);
    const [order] = await withChangeWindows(deps, [
      orderViewsFor(deps.profile).owner(found.order, found.items),
    ]);
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, order });
  };

/**
 * Tells the owner of `found` that a delivery of it moved, with what it did to the money (in the
 * background, only to a verified address, as the confirmation goes).
 */
function mailMoved(
  { mailer, deliveries, profile }: OrderDeps,
  owner: Pick<TokenUser, "email" | "name" | "isAccountVerified">,
  { order }: FoundOrder,
  moved: Moved,
  refund: OrderRefund | null,
) {
  if (features(profile).checks.mailsNeedVerifiedOwner && !owner.isAccountVerified) return;
  deliveries.later(`order ${order.id} delivery moved`, () =>
    mailer.sendDeliveryMoved({
      to: owner.email,
      name: owner.name,
      orderId: order.id,
      names: moved.names,
      before: moved.from,
      after: moved.to,
      difference: moved.difference,
      paymentMethod: moved.paymentMethod,
      refund,
      testPayment: order.paymentProvider === "local",
    }),
  );
}

/** What the answer to a move says happened to the money. */
function movedMessage({ difference, paymentMethod }: Moved): string {
  const amount = formatINR(Math.abs(difference));
  if (difference === 0) return "Delivery moved";
  if (paymentMethod === "online") return `Delivery moved. ${amount} will be refunded.`;
  return difference > 0
    ? `Delivery moved. ${amount} more to pay on delivery.`
    : `Delivery moved. ${amount} less to pay on delivery.`;
}

/**
 * PATCH /client/order/:id/items/:position/delivery `{ date, slotId }`: moves the hand delivery a
 * gift travels in to another open day or slot (order-delivery-move.ts); a cheaper slot paid
 * online is refunded the difference through the provider once the move has committed. Answers
 * the order as its owner sees it.
 */
export const moveDeliveryHandler =
  (deps: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    const orderId = parseOr400(idSchema, c.req.param("id"));
    const position = parseOr400(positionSchema, c.req.param("position"));
    const body = await jsonBody(c, deliveryMoveSchema);
    const user = c.var.user;
    const moved = await moveDelivery(deps.db, {
      userId: user.id,
      orderId,
      position,
      body,
      now: deps.clock(),
    });
    const row = moved.refundId ? await requestRefund(deps.db, deps.provider, moved.refundId) : null;
    const found = await findOrder(deps.db, orderId);
    if (!found) fail(404, ORDER_NOT_FOUND);
    const refund: OrderRefund | null = row
      ? {
          amount: row.amount,
          status: row.status,
          requestedAt: row.requestedAt.toISOString(),
          processedAt: row.processedAt?.toISOString() ?? null,
        }
      : null;
    mailMoved(deps, user, found, moved, refund);
    const [order] = await withChangeWindows(deps, [
      orderViewsFor(deps.profile).owner(found.order, found.items),
    ]);
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, message: movedMessage(moved), order });
  };

/** GET /client/order/:id: the whole order for its owner, what tracking needs for anyone else. */
export const getOrder =
  (deps: OrderDeps): Handler =>
  async (c) => {
    const { db, profile } = deps;
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
        ? (await withChangeWindows(deps, [views.owner(found.order, found.items)]))[0]
        : views.tracking(found.order, found.items);
    return c.json({ success: true, order });
  };

/**
 * POST /client/order/:id/cancel (docs/after-the-order.md): cancels the caller's own order not
 * yet dispatched and refunds what was paid online; answers the order as its owner sees it.
 * Cancelling it again answers the same order and changes nothing.
 */
export const cancelOrderHandler =
  (deps: OrderDeps): Handler<AuthedEnv> =>
  async (c) => {
    const { db, provider, profile } = deps;
    const id = parseOr400(idSchema, c.req.param("id"));
    const user = c.var.user;
    const { changed } = await cancelAndRefund(db, provider, user.id, id);
    const found = await findOrder(db, id);
    if (!found) fail(404, ORDER_NOT_FOUND);
    const order = orderViewsFor(profile).owner(found.order, found.items);
    if (changed) tell(deps, id, "cancelled");
    c.header("Cache-Control", "private, no-store");
    return c.json({
      success: true,
      message: changed ? "Order cancelled" : "This order was already cancelled.",
      order,
    });
  };
