/**
 * Changing a placed gift's messages (docs/after-the-order.md): the message on the cake and the
 * card's, each only where the product takes it, checked as the cart checks them. A line may
 * change them while its order is Pending or Confirmed and, for a hand delivery, until the
 * kitchen starts on it (kitchenCutoff: the slot's order cut-off for any day but today); a
 * courier parcel until it is dispatched. The shop's clock judges the cut-off.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PersonalisationSpec } from "@giftshop/shared/gifting";
import {
  MESSAGE_FIELDS,
  type MessageChange,
  type MessageWindow,
} from "@giftshop/shared/order-messages";
import type { Db } from "../../db/client";
import {
  deliverySlots,
  orderItems,
  orders,
  products,
  type DeliveryPromise,
  type OrderStatus,
} from "../../db/schema";
import { kitchenCutoff, type Kind } from "../../delivery/rules";
import { loadKinds } from "../../delivery/store";
import { fail } from "../../lib/http";
import { checkMessages } from "../cart/gift-line";

export const MESSAGES_CLOSED =
  "The kitchen has started on this gift, so its messages can no longer change. Please contact us if something is wrong.";
export const NO_MESSAGES = "This gift takes no message on the cake or card.";
const statusClosed = (status: OrderStatus) =>
  `This order is ${status === "Confirm" ? "confirmed" : status.toLowerCase()}, so its messages can no longer change.`;

const OPEN_STATUSES: readonly OrderStatus[] = ["Pending", "Confirm"];

/** What a line's window depends on, as read for it. */
interface LineFacts {
  status: OrderStatus;
  delivery: DeliveryPromise | null;
  spec: PersonalisationSpec | null;
  kind: Pick<Kind, "prepMinutes"> | null;
  slot: { endsAt: number; leadMinutes: number } | null;
}

/** The window of one line at `now` (the rule in the module's comment). */
function messageWindow(facts: LineFacts, now: Date): MessageWindow {
  const fields = MESSAGE_FIELDS.filter((field) => facts.spec?.[field]);
  if (fields.length === 0) return { editable: false, until: null, fields };
  const open = OPEN_STATUSES.includes(facts.status);
  const { delivery, slot, kind } = facts;
  if (delivery?.mode === "hand" && delivery.date && slot && kind) {
    const until = kitchenCutoff(slot, kind, delivery.date);
    return { editable: open && now < until, until: until.toISOString(), fields };
  }
  return { editable: open, until: null, fields };
}

type ItemFacts = {
  orderId: string;
  position: number;
  productId: string;
  delivery: DeliveryPromise | null;
};

/** The facts of `items` (of orders in `statuses`), read in three queries whatever their number. */
async function lineFacts(
  db: Pick<Db, "select">,
  items: readonly ItemFacts[],
  statuses: ReadonlyMap<string, OrderStatus>,
): Promise<LineFacts[]> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const slotIds = [
    ...new Set(items.flatMap((item) => (item.delivery?.slotId ? [item.delivery.slotId] : []))),
  ];
  const [specs, kinds, slots] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, spec: products.personalisation })
          .from(products)
          .where(inArray(products.id, productIds)),
    loadKinds(db, productIds),
    slotIds.length === 0
      ? []
      : db
          .select({
            id: deliverySlots.id,
            endsAt: deliverySlots.endsAt,
            leadMinutes: deliverySlots.leadMinutes,
          })
          .from(deliverySlots)
          .where(inArray(deliverySlots.id, slotIds)),
  ]);
  const specOf = new Map(specs.map((row) => [row.id, row.spec]));
  const slotOf = new Map(slots.map((row) => [row.id, row]));
  return items.map((item) => ({
    status: statuses.get(item.orderId) ?? "Cancelled",
    delivery: item.delivery,
    spec: specOf.get(item.productId) ?? null,
    kind: kinds.get(item.productId)?.kind ?? null,
    slot: item.delivery?.slotId ? (slotOf.get(item.delivery.slotId) ?? null) : null,
  }));
}

/** Each line's window, by order id, in the lines' order. */
export async function messageWindows(
  db: Pick<Db, "select">,
  orderIds: readonly string[],
  now: Date,
): Promise<Map<string, MessageWindow[]>> {
  const byOrder = new Map<string, MessageWindow[]>();
  if (orderIds.length === 0) return byOrder;
  const [rows, items] = await Promise.all([
    db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [...orderIds])),
    db
      .select({
        orderId: orderItems.orderId,
        position: orderItems.position,
        productId: orderItems.productId,
        delivery: orderItems.delivery,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(orderItems.orderId, orderItems.position),
  ]);
  const statuses = new Map(rows.map((row) => [row.id, row.status]));
  const facts = await lineFacts(db, items, statuses);
  items.forEach((item, i) => {
    const windows = byOrder.get(item.orderId) ?? [];
    windows.push(messageWindow(facts[i]!, now));
    byOrder.set(item.orderId, windows);
  });
  return byOrder;
}

/**
 * Changes the messages of line `position` of `orderId`, owned by `userId`, at `now`: 404 for
 * an order or line that is not theirs, 409 once the order or the kitchen has moved on, 400
 * for a message the gift does not take or that is too long. The order row is locked, so a
 * change and the order's dispatch cannot cross.
 */
export async function changeMessages(
  db: Db,
  input: {
    userId: string;
    orderId: string;
    position: number;
    body: MessageChange;
    now: Date;
  },
): Promise<void> {
  const { userId, orderId, position, body, now } = input;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ userId: orders.userId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order || order.userId !== userId) fail(404, "Order not found");
    const [item] = await tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        delivery: orderItems.delivery,
        personalisation: orderItems.personalisation,
      })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)))
      .limit(1);
    if (!item) fail(404, "This order has no such gift.");
    const [facts] = await lineFacts(
      tx,
      [{ ...item, orderId, position }],
      new Map([[orderId, order.status]]),
    );
    if (!facts?.spec?.cakeMessage && !facts?.spec?.cardMessage) fail(400, NO_MESSAGES);
    if (!OPEN_STATUSES.includes(order.status)) fail(409, statusClosed(order.status));
    if (!messageWindow(facts, now).editable) fail(409, MESSAGES_CLOSED);

    const current = item.personalisation ?? { cakeMessage: "", cardMessage: "", photos: [] };
    const messages = checkMessages(facts.spec, {
      cakeMessage: body.cakeMessage ?? current.cakeMessage,
      cardMessage: body.cardMessage ?? current.cardMessage,
    });
    await tx
      .update(orderItems)
      .set({ personalisation: { ...current, ...messages } })
      .where(eq(orderItems.id, item.id));
  });
}
