/**
 * The delivery data (docs/delivery.md) read from the database and put through the rules:
 * a pincode's zone, a product's kind, the slots, the places taken, and from them a product's
 * options at a pincode and the check of one chosen delivery. Every function takes the
 * instant to judge by, so the shop's clock (clock.ts) is read once per request.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, min, or, sql } from "drizzle-orm";
import type { EarliestDelivery } from "@giftshop/shared/delivery-shapes";
import type { DeliveryNeed } from "@giftshop/shared/search/query";
import { clockTime } from "@giftshop/shared/delivery-words";
import type { Db } from "../db/client";
import {
  deliveryBookings,
  deliveryHubs,
  deliveryKinds,
  deliverySlots,
  deliveryZones,
  products,
  type DeliveryChoice,
  type DeliveryPromise,
} from "../db/schema";
import {
  BOOKABLE_DAYS,
  addDays,
  courierEarliest,
  courierRange,
  earliestDay,
  handDays,
  handDelivers,
  handEarliest,
  istDate,
  istInstant,
  slotState,
  unavailableMessage,
  type DayPlan,
  type Kind,
  type Slot,
  type Zone,
} from "./rules";

/** Anything that can read: the database or an open transaction. */
export type Reader = Pick<Db, "select">;

/** The kind of a product with no kind of its own: a courier parcel. */
const COURIER_KIND: Kind = {
  id: "courier",
  label: "Gifts",
  mode: "courier",
  sameDayCutoff: null,
  prepMinutes: 0,
};

/** The zone of `pincode` with its hub, or null when the shop does not deliver there. */
export async function loadZone(db: Reader, pincode: string): Promise<Zone | null> {
  const [row] = await db
    .select({
      pincode: deliveryZones.pincode,
      district: deliveryZones.district,
      state: deliveryZones.state,
      courierMinDays: deliveryZones.courierMinDays,
      courierMaxDays: deliveryZones.courierMaxDays,
      cod: deliveryZones.cod,
      hubId: deliveryHubs.id,
      hubName: deliveryHubs.name,
      hubSlotTypes: deliveryHubs.slotTypes,
    })
    .from(deliveryZones)
    .leftJoin(deliveryHubs, eq(deliveryHubs.id, deliveryZones.hubId))
    .where(eq(deliveryZones.pincode, pincode))
    .limit(1);
  if (!row) return null;
  const { hubId, hubName, hubSlotTypes, ...zone } = row;
  return {
    ...zone,
    hub: hubId && hubName ? { id: hubId, name: hubName, slotTypes: hubSlotTypes ?? [] } : null,
  };
}

/** The approved products among `productIds` with their delivery kinds (COURIER_KIND when none). */
export async function loadKinds(
  db: Reader,
  productIds: readonly string[],
): Promise<Map<string, { title: string; kind: Kind }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      kindId: deliveryKinds.id,
      label: deliveryKinds.label,
      mode: deliveryKinds.mode,
      sameDayCutoff: deliveryKinds.sameDayCutoff,
      prepMinutes: deliveryKinds.prepMinutes,
    })
    .from(products)
    .leftJoin(deliveryKinds, eq(deliveryKinds.id, products.deliveryKind))
    .where(and(inArray(products.id, [...productIds]), eq(products.approved, true)));
  return new Map(
    rows.map(({ id, title, kindId, label, mode, sameDayCutoff, prepMinutes }) => [
      id,
      {
        title,
        kind:
          kindId && label && mode
            ? { id: kindId, label, mode, sameDayCutoff, prepMinutes: prepMinutes ?? 0 }
            : COURIER_KIND,
      },
    ]),
  );
}

/** The active slots, in the order the shop lists them. */
export async function loadSlots(db: Reader): Promise<Slot[]> {
  return db
    .select({
      id: deliverySlots.id,
      type: deliverySlots.type,
      label: deliverySlots.label,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      charge: deliverySlots.charge,
      capacity: deliverySlots.capacity,
      leadMinutes: deliverySlots.leadMinutes,
    })
    .from(deliverySlots)
    .where(eq(deliverySlots.active, true))
    .orderBy(asc(deliverySlots.position), asc(deliverySlots.startsAt));
}

/** A product's delivery kind (its id, or null) to the earliest it can arrive anywhere. */
export type EarliestByKind = (kindId: string | null) => EarliestDelivery | null;

/**
 * The earliest each kind of gift can arrive anywhere the shop delivers (docs/delivery.md,
 * "Earliest delivery on cards"): a hand kind by any hub, a courier parcel where it travels
 * least. A product with no kind, or one the shop does not have, goes by courier.
 */
export async function loadEarliest(db: Reader): Promise<EarliestByKind> {
  const [kinds, hubs, slots, [courier]] = await Promise.all([
    db.select().from(deliveryKinds),
    db.select({ slotTypes: deliveryHubs.slotTypes }).from(deliveryHubs),
    loadSlots(db),
    db.select({ days: min(deliveryZones.courierMinDays) }).from(deliveryZones),
  ]);
  const byCourier = courier?.days == null ? null : courierEarliest(courier.days);
  const byKind = new Map(
    kinds.map((kind) => [
      kind.id,
      kind.mode === "hand" ? handEarliest(kind, hubs, slots) : byCourier,
    ]),
  );
  return (kindId) => {
    const rule = kindId === null ? undefined : byKind.get(kindId);
    return rule === undefined ? byCourier : rule;
  };
}

/** The delivery kinds whose products meet each delivery need a search names. */
export type KindsByNeed = Record<DeliveryNeed, string[]>;

/**
 * Which kinds meet each delivery need a search can name (docs/search.md, "Delivery words
 * filter"), as properties of the catalogue rather than of the minute: **midnight**, a kind a hub
 * that runs an active midnight slot can hand-deliver in it; **same-day**, a kind that arrives
 * the day it is ordered when ordered before its cut-off (its card's earliest rule is "today
 * until …"). A product with no kind goes by courier and meets neither. Reads three small
 * tables.
 */
export async function loadKindsByNeed(db: Reader): Promise<KindsByNeed> {
  const [kinds, hubs, slots] = await Promise.all([
    db.select().from(deliveryKinds),
    db.select({ slotTypes: deliveryHubs.slotTypes }).from(deliveryHubs),
    loadSlots(db),
  ]);
  const midnightSlots = slots.filter((slot) => slot.type === "midnight");
  const midnightHubs = hubs.filter((hub) => hub.slotTypes.includes("midnight"));
  const meeting = (meets: (kind: Kind) => boolean) => kinds.filter(meets).map((kind) => kind.id);
  return {
    midnight: meeting((kind) => handEarliest(kind, midnightHubs, midnightSlots) !== null),
    "same-day": meeting((kind) => handEarliest(kind, hubs, slots)?.days === 0),
  };
}

/** A booking counts while it belongs to an order or its hold has not run out. */
const liveBooking = (now: Date) =>
  or(isNotNull(deliveryBookings.orderId), gt(deliveryBookings.heldUntil, now));

/** Places taken at `hubId` from `from` to `to` (dates), keyed `date|slotId`. */
export async function takenPlaces(
  db: Reader,
  hubId: string,
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      date: deliveryBookings.date,
      slotId: deliveryBookings.slotId,
      taken: sql<number>`count(*)::int`,
    })
    .from(deliveryBookings)
    .where(
      and(
        eq(deliveryBookings.hubId, hubId),
        gte(deliveryBookings.date, from),
        lte(deliveryBookings.date, to),
        liveBooking(now),
      ),
    )
    .groupBy(deliveryBookings.date, deliveryBookings.slotId);
  return new Map(rows.map((row) => [placeKey(row.date, row.slotId), row.taken]));
}

export const placeKey = (date: string, slotId: string) => `${date}|${slotId}`;

/** What a product's options at a pincode say when it is not delivered there. */
export function notDeliveredReason(kind: Kind, zone: Zone | null, pincode: string): string {
  if (!zone) return `We do not deliver to ${pincode} yet.`;
  return `${kind.label} are delivered by hand in our delivery cities only; ${pincode} (${zone.district}) gets courier gifts.`;
}

/** The seven-day plan of a hand-delivered product at `zone`, with places counted. */
export async function planDays(
  db: Reader,
  kind: Kind,
  zone: Zone,
  now: Date,
  slots?: Slot[],
): Promise<DayPlan[]> {
  if (!handDelivers(kind, zone)) return [];
  const today = istDate(now);
  const [allSlots, taken] = await Promise.all([
    slots ?? loadSlots(db),
    takenPlaces(db, zone.hub!.id, today, addDays(today, BOOKABLE_DAYS - 1), now),
  ]);
  return handDays({
    kind,
    zone,
    slots: allSlots,
    now,
    taken: (date, slotId) => taken.get(placeKey(date, slotId)) ?? 0,
  });
}

/** The answer of GET /api/delivery/options (docs/delivery.md), without `success`. */
export async function deliveryOptions(
  db: Reader,
  { pincode, kind, now }: { pincode: string; kind: Kind; now: Date },
) {
  const zone = await loadZone(db, pincode);
  const days = zone ? await planDays(db, kind, zone, now) : [];
  const mode = !zone ? null : kind.mode === "courier" ? "courier" : zone.hub ? "hand" : null;
  return {
    pincode,
    served: zone !== null,
    place: zone ? { district: zone.district, state: zone.state } : null,
    cod: zone?.cod ?? false,
    kind: { id: kind.id, label: kind.label },
    mode,
    reason: mode === null ? notDeliveredReason(kind, zone, pincode) : null,
    sameDayCutoff:
      mode === "hand" && kind.sameDayCutoff !== null ? clockTime(kind.sameDayCutoff) : null,
    earliest:
      mode === "hand"
        ? earliestDay(days)
        : mode === "courier"
          ? courierRange(zone!, now).from
          : null,
    days: days.map((day) => ({
      date: day.date,
      slots: day.slots.map(({ slot, state }) => ({
        id: slot.id,
        type: slot.type,
        label: slot.label,
        from: clockTime(slot.startsAt),
        to: clockTime(slot.endsAt),
        charge: slot.charge,
        available: state.available,
        ...(state.available ? {} : { reason: state.reason }),
        ...(state.closesAt ? { closesAt: state.closesAt.toISOString() } : {}),
      })),
    })),
    range: mode === "courier" ? courierRange(zone!, now) : null,
  };
}

export type CheckedChoice =
  | { ok: true; promise: DeliveryPromise; hubId?: string }
  | { ok: false; status: 400 | 409; message: string };

/**
 * Whether `choice` can be had for a product of `kind` (named `title`) at `now`: the pincode
 * served, and for a hand delivery the day and slot open with a place left. `takenOf` counts
 * places (a caller inside the booking transaction passes the count it holds the lock for,
 * leaving out the places held by this very payment, and says `held`). The promise carries
 * the slot's charge; the caller charges each delivery once.
 */
export async function checkChoice(
  db: Reader,
  input: {
    choice: DeliveryChoice;
    kind: Kind;
    title: string;
    now: Date;
    /** Places already taken in the chosen slot, when the caller has counted them. */
    taken?: number;
    slots?: Slot[];
    /**
     * The chosen place is held for this very payment (not counted in `taken`): a slot that
     * closed while the shopper paid still takes it, until its window ends, while a place is left.
     */
    held?: boolean;
  },
): Promise<CheckedChoice> {
  const { choice, kind, title, now } = input;
  const zone = await loadZone(db, choice.pincode);
  if (!zone)
    return {
      ok: false,
      status: 409,
      message: `We do not deliver to ${choice.pincode} yet, so “${title}” cannot go there.`,
    };
  if (kind.mode === "courier") {
    if (choice.date || choice.slotId) {
      return {
        ok: false,
        status: 400,
        message: `“${title}” goes by courier: it takes no delivery date or slot.`,
      };
    }
    return {
      ok: true,
      promise: {
        pincode: zone.pincode,
        mode: "courier",
        range: courierRange(zone, now),
        charge: 0,
      },
    };
  }
  if (!zone.hub) {
    return {
      ok: false,
      status: 409,
      message: `“${title}”: ${notDeliveredReason(kind, zone, choice.pincode)}`,
    };
  }
  if (!choice.date || !choice.slotId) {
    return { ok: false, status: 400, message: `Choose a delivery day and slot for “${title}”.` };
  }
  const slots = input.slots ?? (await loadSlots(db));
  const slot = slots.find((candidate) => candidate.id === choice.slotId);
  if (!slot)
    return {
      ok: false,
      status: 400,
      message: `There is no delivery slot “${choice.slotId}”. Please pick another slot.`,
    };
  const taken =
    input.taken ??
    (await takenPlaces(db, zone.hub.id, choice.date, choice.date, now)).get(
      placeKey(choice.date, slot.id),
    ) ??
    0;
  const today = istDate(now);
  if (choice.date > addDays(today, BOOKABLE_DAYS - 1)) {
    return {
      ok: false,
      status: 409,
      message: `Delivery can be booked up to ${BOOKABLE_DAYS} days ahead. Please pick an earlier day.`,
    };
  }
  const state = slotState({ slot, kind, zone, date: choice.date, now, taken });
  const keptByHold =
    input.held === true &&
    !state.available &&
    state.reason === "cutoff" &&
    taken < slot.capacity &&
    now < istInstant(choice.date, slot.endsAt);
  if (!state.available && !keptByHold) {
    return { ok: false, status: 409, message: unavailableMessage(slot, choice.date, state) };
  }
  return {
    ok: true,
    hubId: zone.hub.id,
    promise: {
      pincode: zone.pincode,
      mode: "hand",
      date: choice.date,
      slotId: slot.id,
      slotType: slot.type,
      slotLabel: slot.label,
      window: { from: clockTime(slot.startsAt), to: clockTime(slot.endsAt) },
      charge: slot.charge,
    },
  };
}

/** Bookings held for `providerOrderId`, for the place-order that follows its payment. */
export async function heldFor(db: Reader, providerOrderId: string) {
  return db
    .select()
    .from(deliveryBookings)
    .where(
      and(
        eq(deliveryBookings.providerOrderId, providerOrderId),
        sql`${deliveryBookings.orderId} is null`,
      ),
    );
}
