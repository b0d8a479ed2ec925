/**
 * Bounds on the delivery places that cash-on-delivery orders take (docs/security.md, Slot
 * hoarding). A cash order costs nothing to place, so without a bound two accounts could take
 * every place of a hub's midnight slot for a week. Two rules, checked under the slot locks of
 * place-order:
 * - a shopper's open cash orders (not yet delivered or cancelled) hold at most
 *   MAX_OPEN_CASH_PLACES places in all;
 * - cash orders take at most half of a slot's places (rounded up), so the rest stay for
 *   shoppers who pay online.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import { deliveryBookings, orders } from "../db/schema";
import { fail } from "../lib/http";
import type { Booker } from "./book";
import type { Quote } from "./quote";
import { dayLabel } from "./rules";
import { loadSlots } from "./store";

/** The places a shopper's open cash orders may hold together. */
export const MAX_OPEN_CASH_PLACES = 3;

/** The share of a slot's places that cash orders may take: half, rounded up. */
export const cashShare = (capacity: number) => Math.ceil(capacity / 2);

export const tooManyOpenCashPlaces = (open: number) =>
  `You already have ${open} cash-on-delivery ${open === 1 ? "gift" : "gifts"} waiting to be ` +
  "delivered. Please pay online for this order.";

export const cashShareTaken = (slotLabel: string, date: string) =>
  `Cash on delivery is fully booked for the ${slotLabel} slot on ${dayLabel(date)}. ` +
  "Please pay online or pick another slot.";

/** Refuses (409) a cash order whose hand deliveries would break either bound. */
export async function boundCashPlaces(
  tx: Booker,
  { userId, quote }: { userId: string; quote: Quote },
) {
  const hand = quote.deliveries.filter(
    (delivery) => delivery.mode === "hand" && delivery.hubId && delivery.date && delivery.slotId,
  );
  if (hand.length === 0) return;

  const [open] = await tx
    .select({ places: sql<number>`count(*)::int` })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(
      and(
        eq(deliveryBookings.userId, userId),
        eq(orders.paymentMethod, "cod"),
        notInArray(orders.status, ["Delivered", "Cancelled"]),
      ),
    );
  const openPlaces = open?.places ?? 0;
  if (openPlaces + hand.length > MAX_OPEN_CASH_PLACES) fail(409, tooManyOpenCashPlaces(openPlaces));

  const capacity = new Map((await loadSlots(tx)).map((slot) => [slot.id, slot.capacity]));
  for (const delivery of hand) {
    const [taken] = await tx
      .select({ places: sql<number>`count(*)::int` })
      .from(deliveryBookings)
      .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
      .where(
        and(
          eq(deliveryBookings.hubId, delivery.hubId!),
          eq(deliveryBookings.date, delivery.date!),
          eq(deliveryBookings.slotId, delivery.slotId!),
          eq(orders.paymentMethod, "cod"),
        ),
      );
    const share = cashShare(capacity.get(delivery.slotId!) ?? 0);
    if ((taken?.places ?? 0) >= share) {
      fail(409, cashShareTaken(delivery.slotLabel ?? delivery.slotId!, delivery.date!));
    }
  }
}
