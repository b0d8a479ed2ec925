/**
 * A day's hand deliveries for the people who make them (`npm run deliveries:day`): each hub,
 * each of its slots in the day's order with its places taken out of its capacity, and in each
 * slot the orders to deliver: who receives them where, what to bring, and what the cake and
 * the card must say. Cancelled orders have given their places back, so they are not on it.
 * Courier parcels are dispatched by the courier's own manifests and are not listed here.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { clockTime, windowLabel } from "@giftshop/shared/delivery-words";
import type { Db } from "../db/client";
import {
  deliveryBookings,
  deliveryHubs,
  deliverySlots,
  orderItems,
  orders,
  type OrderStatus,
  type ShippingAddress,
} from "../db/schema";

interface SheetItem {
  name: string;
  quantity: number;
  variant: string | null;
  cakeMessage: string;
  cardMessage: string;
  names: string[];
}

interface SheetStop {
  orderId: string;
  status: OrderStatus;
  /** Cash on delivery: collect the order's total at the door. */
  collect: number | null;
  recipient: ShippingAddress;
  items: SheetItem[];
}

interface SheetSlot {
  slotId: string;
  label: string;
  /** "6 pm – 9 pm" */
  window: string;
  capacity: number;
  /** Places taken by placed orders, and held for payments under way. */
  taken: number;
  held: number;
  stops: SheetStop[];
}

export interface SheetHub {
  hubId: string;
  name: string;
  slots: SheetSlot[];
}

/** The hand deliveries of `date` (YYYY-MM-DD, India), for one hub or every hub with any. */
export async function daySheet(
  db: Db,
  date: string,
  { hubId, now = new Date() }: { hubId?: string; now?: Date } = {},
): Promise<SheetHub[]> {
  const onDay = and(
    eq(deliveryBookings.date, date),
    hubId === undefined ? undefined : eq(deliveryBookings.hubId, hubId),
  );
  const bookings = await db
    .select({
      hubId: deliveryBookings.hubId,
      hubName: deliveryHubs.name,
      slotId: deliveryBookings.slotId,
      slotLabel: deliverySlots.label,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      capacity: deliverySlots.capacity,
      position: deliverySlots.position,
      orderId: deliveryBookings.orderId,
      heldUntil: deliveryBookings.heldUntil,
    })
    .from(deliveryBookings)
    .innerJoin(deliveryHubs, eq(deliveryHubs.id, deliveryBookings.hubId))
    .innerJoin(deliverySlots, eq(deliverySlots.id, deliveryBookings.slotId))
    .where(onDay)
    .orderBy(
      asc(deliveryHubs.name),
      asc(deliverySlots.position),
      asc(deliverySlots.startsAt),
      asc(deliveryBookings.createdAt),
    );

  const orderIds = [...new Set(bookings.flatMap((b) => (b.orderId ? [b.orderId] : [])))];
  const stops = new Map<string, SheetStop>();
  if (orderIds.length > 0) {
    const [rows, items] = await Promise.all([
      db
        .select({
          id: orders.id,
          status: orders.status,
          total: orders.totalAmount,
          paymentMethod: orders.paymentMethod,
          address: orders.shippingAddress,
        })
        .from(orders)
        .where(inArray(orders.id, orderIds)),
      db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          variant: orderItems.variant,
          personalisation: orderItems.personalisation,
        })
        .from(orderItems)
        .where(
          and(
            inArray(orderItems.orderId, orderIds),
            isNotNull(orderItems.delivery),
            sql`${orderItems.delivery}->>'date' = ${date}`,
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    ]);
    for (const row of rows) {
      stops.set(row.id, {
        orderId: row.id,
        status: row.status,
        collect: row.paymentMethod === "cod" ? row.total : null,
        recipient: row.address,
        items: [],
      });
    }
    for (const item of items) {
      stops.get(item.orderId)?.items.push({
        name: item.name,
        quantity: item.quantity,
        variant: item.variant?.label ?? null,
        cakeMessage: item.personalisation?.cakeMessage ?? "",
        cardMessage: item.personalisation?.cardMessage ?? "",
        names: item.personalisation?.names ?? [],
      });
    }
  }

  const hubs: SheetHub[] = [];
  for (const booking of bookings) {
    let hub = hubs.at(-1);
    if (hub?.hubId !== booking.hubId) {
      hub = { hubId: booking.hubId, name: booking.hubName, slots: [] };
      hubs.push(hub);
    }
    let slot = hub.slots.at(-1);
    if (slot?.slotId !== booking.slotId) {
      slot = {
        slotId: booking.slotId,
        label: booking.slotLabel,
        window: windowLabel({
          from: clockTime(booking.startsAt),
          to: clockTime(booking.endsAt),
        }),
        capacity: booking.capacity,
        taken: 0,
        held: 0,
        stops: [],
      };
      hub.slots.push(slot);
    }
    const stop = booking.orderId ? stops.get(booking.orderId) : undefined;
    if (stop) {
      slot.taken += 1;
      // One order may take one place per slot only; a second booking would list it twice.
      if (!slot.stops.includes(stop)) slot.stops.push(stop);
    } else if (booking.heldUntil && booking.heldUntil > now) {
      slot.held += 1;
    }
  }
  return hubs;
}

/** The sheet as text for a terminal or a printer. */
export function formatDaySheet(date: string, hubs: readonly SheetHub[]): string {
  if (hubs.length === 0) return `No hand deliveries on ${date}.`;
  const lines = [`Hand deliveries on ${date}`];
  for (const hub of hubs) {
    lines.push("", `${hub.name} (${hub.hubId})`);
    for (const slot of hub.slots) {
      const held = slot.held > 0 ? `, ${slot.held} held for payment` : "";
      lines.push(`  ${slot.label} ${slot.window}: ${slot.taken} of ${slot.capacity} places${held}`);
      for (const stop of slot.stops) {
        const { name, phone, address, city, pin } = stop.recipient;
        const collect = stop.collect === null ? "paid" : `collect ₹${stop.collect}`;
        lines.push(`    ${stop.orderId} · ${stop.status} · ${collect}`);
        lines.push(`      to ${name}, ${phone}: ${address}, ${city} ${pin}`);
        for (const item of stop.items) {
          const variant = item.variant ? ` (${item.variant})` : "";
          lines.push(`      ${item.quantity} × ${item.name}${variant}`);
          if (item.names.length > 0) lines.push(`        names: ${item.names.join(", ")}`);
          if (item.cakeMessage) lines.push(`        on the cake: “${item.cakeMessage}”`);
          if (item.cardMessage) lines.push(`        card: “${item.cardMessage}”`);
        }
      }
    }
  }
  return lines.join("\n");
}
