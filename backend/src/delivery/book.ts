/**
 * Taking places in hand-delivery slots (docs/delivery.md, Capacity). Every check that ends in a
 * booking runs inside one transaction holding a lock per hub, day and slot, so two orders for
 * the last place queue up and the second finds it gone. The locks are PostgreSQL's
 * transaction-scoped advisory locks, which PGlite has too; they are released at commit or
 * rollback, and taken in one order so two transactions never wait on each other in a circle.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { deliveryBookings } from "../db/schema";
import { newId } from "../lib/ids";
import { handKey, quoteDelivery, refuseProblems, type LockedPlaces, type Quote } from "./quote";
import { heldFor, placeKey, takenPlaces } from "./store";

/** How long a place is held while its online payment is made. */
const HOLD_MINUTES = 15;

/**
 * How long after its hold ran out a payment still keeps the place it held in a slot that has
 * closed meanwhile: a payment finished at the last second of its window is still placed. Past
 * it, the order is judged as any other (an expired hold counts for nobody, docs/security.md).
 */
const HOLD_GRACE_MINUTES = 5;

/** A transaction (or the database) that can lock, read and write bookings. */
export type Booker = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export interface SlotRef {
  hubId: string;
  date: string;
  slotId: string;
}

type Booking = typeof deliveryBookings.$inferSelect;

const refKey = ({ hubId, date, slotId }: SlotRef) => handKey(hubId, date, slotId);

/** The hand deliveries of `quote`, as the slots they take a place in. */
export function slotsOf(quote: Quote): SlotRef[] {
  return quote.deliveries.flatMap((delivery) =>
    delivery.mode === "hand" && delivery.hubId && delivery.date && delivery.slotId
      ? [{ hubId: delivery.hubId, date: delivery.date, slotId: delivery.slotId }]
      : [],
  );
}

/**
 * Locks `slots` until `tx` ends and counts their places under the locks. Places held for
 * `providerOrderId` (this payment's own holds) are left out of the count and reported as held.
 * `lock: false` only counts (a quote shown to the shopper, which books nothing).
 */
export async function lockPlaces(
  tx: Booker,
  input: { slots: readonly SlotRef[]; now: Date; providerOrderId?: string; lock?: boolean },
): Promise<LockedPlaces & { holds: Booking[] }> {
  const { slots, now, providerOrderId, lock = true } = input;
  const keys = lock ? [...new Set(slots.map(refKey))].sort() : [];
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`delivery:${key}`}))`);
  }
  const holds = providerOrderId ? await heldFor(tx, providerOrderId) : [];

  const counts = new Map<string, number>();
  for (const hubId of new Set(slots.map((slot) => slot.hubId))) {
    const dates = slots.filter((slot) => slot.hubId === hubId).map((slot) => slot.date);
    const taken = await takenPlaces(
      tx,
      hubId,
      dates.reduce((a, b) => (a < b ? a : b)),
      dates.reduce((a, b) => (a > b ? a : b)),
      now,
    );
    for (const slot of slots.filter((candidate) => candidate.hubId === hubId)) {
      counts.set(refKey(slot), taken.get(placeKey(slot.date, slot.slotId)) ?? 0);
    }
  }
  const ownLive = (ref: SlotRef) =>
    holds.filter(
      (hold) => refKey(hold) === refKey(ref) && hold.heldUntil !== null && hold.heldUntil > now,
    ).length;

  return {
    holds,
    taken: (hubId, date, slotId) =>
      (counts.get(handKey(hubId, date, slotId)) ?? 0) - ownLive({ hubId, date, slotId }),
    held: (hubId, date, slotId) =>
      holds.some(
        (hold) =>
          refKey(hold) === handKey(hubId, date, slotId) &&
          hold.heldUntil !== null &&
          hold.heldUntil.getTime() + HOLD_GRACE_MINUTES * 60_000 > now.getTime(),
      ),
  };
}

/**
 * Holds one place per hand delivery of `quote` for the payment `providerOrderId`, for
 * HOLD_MINUTES. The quote is made again under the slot locks with its choices fixed, so a place
 * taken since it was shown refuses (409) and nothing is held. A shopper holds the places of one
 * checkout at a time: the places their earlier checkouts hold are let go first, so a new
 * checkout replaces an abandoned one instead of adding to it (docs/security.md, "The delivery promise under abuse").
 */
export async function holdQuote(
  tx: Booker,
  input: { quote: Quote; userId: string; providerOrderId: string; now: Date },
) {
  const { quote, userId, providerOrderId, now } = input;
  await tx
    .delete(deliveryBookings)
    .where(
      and(
        eq(deliveryBookings.userId, userId),
        isNull(deliveryBookings.orderId),
        ne(deliveryBookings.providerOrderId, providerOrderId),
      ),
    );
  const places = await lockPlaces(tx, { slots: slotsOf(quote), now });
  const locked = await quoteDelivery(tx, {
    pincode: quote.pincode,
    items: quote.lines.map(({ productId, choice }) => ({ productId, choice })),
    now,
    places,
  });
  refuseProblems(locked);
  const slots = slotsOf(locked);
  if (slots.length === 0) return;
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  await tx
    .insert(deliveryBookings)
    .values(slots.map((slot) => ({ id: newId(), ...slot, userId, providerOrderId, heldUntil })));
}

/**
 * Books one place per hand delivery of `quote` for `orderId`: a place this payment holds in
 * that slot becomes the order's, any other slot gets a new place, and holds the order did not
 * use are let go.
 */
export async function bookPlaces(
  tx: Booker,
  input: { quote: Quote; orderId: string; userId: string; holds: readonly Booking[] },
) {
  const { quote, orderId, userId, holds } = input;
  const used = new Set<string>();
  for (const slot of slotsOf(quote)) {
    const hold = holds.find(
      (candidate) => refKey(candidate) === refKey(slot) && !used.has(candidate.id),
    );
    if (hold) {
      used.add(hold.id);
      await tx
        .update(deliveryBookings)
        .set({ orderId, heldUntil: null })
        .where(eq(deliveryBookings.id, hold.id));
    } else {
      await tx.insert(deliveryBookings).values({ id: newId(), ...slot, userId, orderId });
    }
  }
  const unused = holds.filter((hold) => !used.has(hold.id)).map((hold) => hold.id);
  if (unused.length > 0) {
    await tx
      .delete(deliveryBookings)
      .where(and(inArray(deliveryBookings.id, unused), isNull(deliveryBookings.orderId)));
  }
}
