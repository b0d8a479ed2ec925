/**
 * Bounds on the delivery places that cash-on-delivery orders take (docs/security.md, "The
 * delivery promise under abuse"). A cash order costs nothing to place, so without a bound two
 * accounts could take every place of a hub's midnight slot for a week. Two rules, checked
 * under the slot locks of place-order:
 * - a shopper's open cash orders (not yet delivered or cancelled) hold at most
 *   MAX_OPEN_CASH_PLACES places in all;
 * - cash orders take at most half of a slot's places (rounded up), so the rest stay for
 *   shoppers who pay online.
 */
import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { deliveryBookings, orders } from "../db/schema";
import { fail } from "../lib/http";
import { slotsOf, type Booker } from "./book";
import type { Quote } from "./quote";
import { dayLabel } from "./rules";
import { loadSlots } from "./store";

/** The places a shopper's open cash orders may hold together. */
export const MAX_OPEN_CASH_PLACES = 3;

/** The share of a slot's places that cash orders may take: half, rounded up. */
const cashShare = (capacity: number) => Math.ceil(capacity / 2);

export const tooManyOpenCashPlaces = (open: number) =>
  `You already have ${open} cash-on-delivery ${open === 1 ? "gift" : "gifts"} waiting to be ` +
  "delivered. Please pay online for this order.";

export const cashShareTaken = (slotLabel: string, date: string) =>
  `Cash on delivery is fully booked for the ${slotLabel} slot on ${dayLabel(date)}. ` +
  "Please pay online or pick another slot.";

/** Places booked by cash orders that also match `where`. */
async function cashPlaces(tx: Booker, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ places: sql<number>`count(*)::int` })
    .from(deliveryBookings)
    .innerJoin(orders, eq(orders.id, deliveryBookings.orderId))
    .where(and(eq(orders.paymentMethod, "cod"), where));
  return row?.places ?? 0;
}

/** Refuses (409) a cash order whose hand deliveries would break either bound. */
export async function boundCashPlaces(
  tx: Booker,
  { userId, quote }: { userId: string; quote: Quote },
) {
  const hand = slotsOf(quote);
  if (hand.length === 0) return;

  const open = await cashPlaces(
    tx,
    and(eq(deliveryBookings.userId, userId), notInArray(orders.status, ["Delivered", "Cancelled"])),
  );
  if (open + hand.length > MAX_OPEN_CASH_PLACES) fail(409, tooManyOpenCashPlaces(open));

  const slots = new Map((await loadSlots(tx)).map((slot) => [slot.id, slot]));
  for (const { hubId, date, slotId } of hand) {
    const taken = await cashPlaces(
      tx,
      and(
        eq(deliveryBookings.hubId, hubId),
        eq(deliveryBookings.date, date),
        eq(deliveryBookings.slotId, slotId),
      ),
    );
    const slot = slots.get(slotId);
    if (taken >= cashShare(slot?.capacity ?? 0)) {
      fail(409, cashShareTaken(slot?.label ?? slotId, date));
    }
  }
}
