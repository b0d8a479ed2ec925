/**
 * Moving a placed gift's delivery to another open day or slot (docs/after-the-order.md, "Moving
 * a delivery"). A hand delivery (one hub, day and slot, with every line of the order in it) may
 * move while its order is Pending or Confirmed and until the kitchen starts on it (the same
 * kitchenCutoff as a message change). The new day and slot are judged as place-order judges
 * them, under the slot locks and the order's row lock, at the shop's clock: the old place is
 * given back and the new one taken in that transaction, and the delivery charge is worked out
 * again. A cheaper slot gives the difference back (online: a refund through the provider; cash:
 * less to collect); a dearer one adds to the cash collected, and is refused for an order paid
 * online, which has no way to take more money yet.
 */
import { and, eq, inArray } from "drizzle-orm";
import { formatINR } from "@giftshop/shared/money";
import type { DeliveryMove, DeliveryMoveWindow } from "@giftshop/shared/order-delivery-move";
import type { Db } from "../../db/client";
import {
  deliveryBookings,
  deliverySlots,
  orderItems,
  orders,
  payments,
  refunds,
  type DeliveryPromise,
  type OrderStatus,
} from "../../db/schema";
import { lockPlaces } from "../../delivery/book";
import { boundCashPlaces } from "../../delivery/cash-places";
import { quoteDelivery, refuseProblems } from "../../delivery/quote";
import { kitchenCutoff, type Kind } from "../../delivery/rules";
import { loadKinds, loadZone, type Reader } from "../../delivery/store";
import { fail } from "../../lib/http";
import { newId } from "../../lib/ids";
import { moveReceipt } from "../../payments/refunds";

export const MOVE_CLOSED =
  "The kitchen has started on this gift, so its delivery can no longer move. Please contact us if you need to change it.";
export const NOT_MOVABLE =
  "This gift goes by courier, so its delivery day cannot be chosen. Please contact us if you need to change it.";
export const SAME_DELIVERY = "This gift already goes in that slot on that day.";
export const JOINS_ANOTHER =
  "Another delivery of this order already goes in that slot on that day. Please pick another slot, or contact us to send them together.";
/** A dearer slot for an order paid online: the shop cannot take the difference online yet. */
export const costsMore = (extra: number) =>
  `This slot costs ${formatINR(extra)} more than the delivery you paid for. A paid order's ` +
  "delivery can move only to a slot that costs the same or less: please pick another, or contact us.";
const statusClosed = (status: OrderStatus) =>
  `This order is ${status === "Confirm" ? "confirmed" : status.toLowerCase()}, so its delivery can no longer move.`;

const OPEN_STATUSES: readonly OrderStatus[] = ["Pending", "Confirm"];
const CLOSED: DeliveryMoveWindow = { movable: false, until: null };

interface MoveLine {
  position: number;
  productId: string;
  name: string;
  delivery: DeliveryPromise | null;
}

/** The lines travelling in the same hand delivery as `line` (itself included). */
function deliveryOf<Line extends MoveLine>(lines: readonly Line[], line: Line): Line[] {
  const { delivery } = line;
  if (delivery?.mode !== "hand" || !delivery.date || !delivery.slotId) return [];
  return lines.filter(
    (other) =>
      other.delivery?.mode === "hand" &&
      other.delivery.date === delivery.date &&
      other.delivery.slotId === delivery.slotId,
  );
}

type SlotTimes = { endsAt: number; leadMinutes: number };

/** What the windows of lines depend on: their kinds and their slots' times. */
async function moveFacts(db: Reader, lines: readonly MoveLine[]) {
  const slotIds = [
    ...new Set(lines.flatMap((line) => (line.delivery?.slotId ? [line.delivery.slotId] : []))),
  ];
  const [kinds, slots] = await Promise.all([
    loadKinds(db, [...new Set(lines.map((line) => line.productId))]),
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
  return {
    kindOf: (productId: string): Kind | null => kinds.get(productId)?.kind ?? null,
    slotOf: new Map<string, SlotTimes>(slots.map((slot) => [slot.id, slot])),
  };
}

/**
 * The window of a delivery (its lines) at `now`: open while the order is, until the kitchen
 * starts on the first of its gifts (the earliest kitchenCutoff of its lines).
 */
function moveWindow(
  status: OrderStatus,
  group: readonly MoveLine[],
  facts: Awaited<ReturnType<typeof moveFacts>>,
  now: Date,
): DeliveryMoveWindow {
  const cutoffs = group.map((line) => {
    const slot = line.delivery?.slotId ? facts.slotOf.get(line.delivery.slotId) : undefined;
    const kind = facts.kindOf(line.productId);
    return slot && kind && line.delivery?.date
      ? kitchenCutoff(slot, kind, line.delivery.date)
      : null;
  });
  if (group.length === 0 || cutoffs.some((cutoff) => cutoff === null)) return CLOSED;
  const until = new Date(Math.min(...cutoffs.map((cutoff) => cutoff!.getTime())));
  return {
    movable: OPEN_STATUSES.includes(status) && now < until,
    until: until.toISOString(),
  };
}

/** Each line's window, by order id, in the lines' order. */
export async function deliveryMoveWindows(
  db: Reader,
  orderIds: readonly string[],
  now: Date,
): Promise<Map<string, DeliveryMoveWindow[]>> {
  const byOrder = new Map<string, DeliveryMoveWindow[]>();
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
        name: orderItems.name,
        delivery: orderItems.delivery,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(orderItems.orderId, orderItems.position),
  ]);
  const facts = await moveFacts(db, items);
  for (const { id, status } of rows) {
    const lines = items.filter((item) => item.orderId === id);
    byOrder.set(
      id,
      lines.map((line) => moveWindow(status, deliveryOf(lines, line), facts, now)),
    );
  }
  return byOrder;
}

/** What a move changed, for the answer and the owner's mail. */
export interface Moved {
  /** The names of the gifts that moved together. */
  names: string[];
  from: DeliveryPromise;
  to: DeliveryPromise;
  /** The new delivery charge less the old: negative when cheaper. */
  difference: number;
  paymentMethod: "online" | "cod";
  /** The refund of the difference written with the move (paid online, cheaper slot). */
  refundId: string | null;
}

/**
 * Moves the delivery of line `position` of `orderId`, owned by `userId`, to `body`'s day and
 * slot at `now`: 404 for an order or line that is not theirs; 409 once the order or the
 * kitchen has moved on, for a courier gift, for a day or slot that cannot be had now, and for
 * a dearer slot on an order paid online.
 */
export async function moveDelivery(
  db: Db,
  input: { userId: string; orderId: string; position: number; body: DeliveryMove; now: Date },
): Promise<Moved> {
  const { userId, orderId, position, body, now } = input;
  return db.transaction(async (tx): Promise<Moved> => {
    // The lock every status change takes: a move and the order's dispatch cannot cross.
    const [order] = await tx
      .select({
        userId: orders.userId,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentId: orders.paymentId,
        providerOrderId: orders.providerOrderId,
        shippingAddress: orders.shippingAddress,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order || order.userId !== userId) fail(404, "Order not found");
    const lines = await tx
      .select({
        id: orderItems.id,
        position: orderItems.position,
        productId: orderItems.productId,
        name: orderItems.name,
        delivery: orderItems.delivery,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    const line = lines.find((candidate) => candidate.position === position);
    if (!line) fail(404, "This order has no such gift.");
    const group = deliveryOf(lines, line);
    const from = line.delivery;
    if (group.length === 0 || !from?.date || !from.slotId) fail(409, NOT_MOVABLE);
    if (!OPEN_STATUSES.includes(order.status)) fail(409, statusClosed(order.status));
    if (!moveWindow(order.status, group, await moveFacts(tx, group), now).movable) {
      fail(409, MOVE_CLOSED);
    }
    if (body.date === from.date && body.slotId === from.slotId) fail(409, SAME_DELIVERY);
    const joins = lines.some(
      (other) =>
        other.delivery?.mode === "hand" &&
        other.delivery.date === body.date &&
        other.delivery.slotId === body.slotId,
    );
    if (joins) fail(409, JOINS_ANOTHER);

    // The new day and slot, judged as place-order judges them, under the locks of both slots.
    const pincode = order.shippingAddress.pin;
    const hub = (await loadZone(tx, pincode))?.hub;
    const old = hub ? { hubId: hub.id, date: from.date, slotId: from.slotId } : null;
    const places = await lockPlaces(tx, {
      slots: [...(old ? [old] : []), ...(hub ? [{ hubId: hub.id, ...body }] : [])],
      now,
    });
    const choice = { pincode, date: body.date, slotId: body.slotId };
    const quote = await quoteDelivery(tx, {
      pincode,
      items: group.map((moving) => ({ productId: moving.productId, choice })),
      now,
      places,
    });
    refuseProblems(quote);

    const oldCharge = group.reduce((sum, moving) => sum + (moving.delivery?.charge ?? 0), 0);
    const difference = quote.deliveryCharge - oldCharge;
    const online = order.paymentMethod === "online";
    if (online && difference > 0) fail(409, costsMore(difference));

    // The old place goes back (the one the order booked there), then the new one is taken.
    const [booked] = old
      ? await tx
          .select({ id: deliveryBookings.id })
          .from(deliveryBookings)
          .where(
            and(
              eq(deliveryBookings.orderId, orderId),
              eq(deliveryBookings.hubId, old.hubId),
              eq(deliveryBookings.date, old.date),
              eq(deliveryBookings.slotId, old.slotId),
            ),
          )
          .limit(1)
      : [];
    if (booked) await tx.delete(deliveryBookings).where(eq(deliveryBookings.id, booked.id));
    // A cash order's places stay within the bounds cash orders have (cash-places.ts).
    if (!online) await boundCashPlaces(tx, { userId, quote });
    const taken = quote.deliveries.flatMap((delivery) =>
      delivery.mode === "hand" && delivery.hubId && delivery.date && delivery.slotId
        ? [{ hubId: delivery.hubId, date: delivery.date, slotId: delivery.slotId }]
        : [],
    );
    if (taken.length > 0) {
      await tx
        .insert(deliveryBookings)
        .values(taken.map((slot) => ({ id: newId(), ...slot, userId, orderId })));
    }

    for (const [index, moving] of group.entries()) {
      const promise = quote.lines[index]?.promise;
      if (!promise) throw new Error("unreachable: the quote has no problem");
      await tx.update(orderItems).set({ delivery: promise }).where(eq(orderItems.id, moving.id));
    }
    const [totals] = await tx
      .select({ deliveryCharge: orders.deliveryCharge, totalAmount: orders.totalAmount })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (totals && difference !== 0) {
      await tx
        .update(orders)
        .set({
          deliveryCharge: totals.deliveryCharge + difference,
          totalAmount: totals.totalAmount + difference,
        })
        .where(eq(orders.id, orderId));
    }

    let refundId: string | null = null;
    if (online && difference < 0 && order.paymentId && order.providerOrderId) {
      const [payment] = await tx
        .select({ provider: payments.provider })
        .from(payments)
        .where(eq(payments.providerOrderId, order.providerOrderId));
      refundId = newId();
      // The refund's own times are the real clock's, as reconciliation's are.
      const at = new Date();
      await tx.insert(refunds).values({
        id: refundId,
        orderId,
        kind: "delivery-move",
        receipt: moveReceipt(refundId),
        provider: payment?.provider ?? "razorpay",
        providerPaymentId: order.paymentId,
        amount: -difference,
        status: "requested",
        requestedAt: at,
        updatedAt: at,
      });
    }
    const to = quote.lines[group.indexOf(line)]?.promise ?? from;
    return {
      names: group.map((moving) => moving.name),
      from,
      to,
      difference,
      paymentMethod: order.paymentMethod,
      refundId,
    };
  });
}
