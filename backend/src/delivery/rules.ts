/**
 * The delivery rules (docs/delivery.md), as pure functions of the shop's data and one instant:
 * which days and slots a product can still be booked in at a pincode, why a slot cannot be
 * had, and the date range of a courier parcel. Every time is India time (IST, UTC+5:30 all year:
 * India keeps no daylight saving), computed from the instant alone, so the server's own time
 * zone never matters.
 */
import type { EarliestDelivery } from "@giftshop/shared/delivery-shapes";
import { clockTime, deliveryDay, istDate } from "@giftshop/shared/delivery-words";
import type { DeliveryMode, SlotType } from "../db/schema";

/** IST is UTC+5:30, all year. */
const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * MINUTE_MS;

/** Days ahead (today included) a hand delivery can be booked. */
export const BOOKABLE_DAYS = 7;
/** A courier parcel ordered before this minute of the day (IST) leaves the same day. */
const COURIER_DISPATCH_CUTOFF = 14 * 60;

export interface Slot {
  id: string;
  type: SlotType;
  label: string;
  startsAt: number;
  endsAt: number;
  charge: number;
  capacity: number;
  leadMinutes: number;
}

export interface Kind {
  id: string;
  label: string;
  mode: DeliveryMode;
  sameDayCutoff: number | null;
  prepMinutes: number;
}

export interface Zone {
  pincode: string;
  district: string;
  state: string;
  /** The hub that hand-delivers here, or null (courier only). */
  hub: { id: string; name: string; slotTypes: readonly SlotType[] } | null;
  courierMinDays: number;
  courierMaxDays: number;
  cod: boolean;
}

/** Why a slot cannot be had. */
type Unavailable = "cutoff" | "full" | "not-offered";

export type SlotState =
  { available: true; closesAt: Date } | { available: false; reason: Unavailable; closesAt?: Date };

// ---- IST calendar ----------------------------------------------------------------------

/** The IST calendar day of `now`, as YYYY-MM-DD. */
export { istDate };

/** Minutes since midnight IST of `now`. */
export function istMinuteOfDay(now: Date): number {
  const shifted = now.getTime() + IST_OFFSET_MINUTES * MINUTE_MS;
  return Math.floor((((shifted % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** The instant at `minute` minutes after midnight IST of `date` (may run past 24 h). */
export function istInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minute - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** "Wed, 26 Nov" for 2026-11-26: how messages name a day (as the storefront does). */
export const dayLabel = deliveryDay;

/** "4:00 pm" for 960: how messages name a time of day. */
function timeLabel(minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  const suffix = hours < 12 ? "am" : "pm";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minute % 60).padStart(2, "0")} ${suffix}`;
}

// ---- Slots -----------------------------------------------------------------------------

/**
 * When `slot` on `date` stops taking orders for a product of `kind`: its window's end less the
 * slot's lead and the product's preparation; an order for today also stops at the kind's
 * same-day cut-off. Null when the kind takes no same-day orders and `date` is today.
 */
function slotClosesAt(slot: Slot, kind: Kind, date: string, today: string): Date | null {
  const closes = kitchenCutoff(slot, kind, date);
  if (date !== today) return closes;
  if (kind.sameDayCutoff === null) return null;
  const sameDay = istInstant(date, kind.sameDayCutoff);
  return sameDay < closes ? sameDay : closes;
}

/**
 * When the kitchen starts on a gift of `kind` for `slot` on `date`, so its messages can last
 * change: the time the slot stops taking orders for any day but today (its window's end less
 * the slot's lead and the product's preparation). A same-day cut-off only stops new orders.
 */
export function kitchenCutoff(
  slot: Pick<Slot, "endsAt" | "leadMinutes">,
  kind: Pick<Kind, "prepMinutes">,
  date: string,
): Date {
  return istInstant(date, slot.endsAt - slot.leadMinutes - kind.prepMinutes);
}

/**
 * Whether `slot` on `date` can be booked at `now` for a product of `kind` delivered in `zone`,
 * with `taken` places already taken in it at the zone's hub.
 */
export function slotState(input: {
  slot: Slot;
  kind: Kind;
  zone: Zone;
  date: string;
  now: Date;
  taken: number;
}): SlotState {
  const { slot, kind, zone, date, now, taken } = input;
  if (kind.mode !== "hand" || !zone.hub || !zone.hub.slotTypes.includes(slot.type)) {
    return { available: false, reason: "not-offered" };
  }
  const today = istDate(now);
  if (date < today) return { available: false, reason: "cutoff" };
  const closesAt = slotClosesAt(slot, kind, date, today);
  if (!closesAt) return { available: false, reason: "not-offered" };
  if (now.getTime() >= closesAt.getTime()) return { available: false, reason: "cutoff", closesAt };
  if (taken >= slot.capacity) return { available: false, reason: "full", closesAt };
  return { available: true, closesAt };
}

export interface DayPlan {
  date: string;
  slots: { slot: Slot; state: SlotState }[];
}

/**
 * The next BOOKABLE_DAYS days (today first) with every slot the zone's hub offers and its state;
 * `taken(date, slotId)` counts the places taken. Empty when the product is not hand-delivered
 * there.
 */
export function handDays(input: {
  kind: Kind;
  zone: Zone;
  slots: readonly Slot[];
  now: Date;
  taken: (date: string, slotId: string) => number;
  days?: number;
}): DayPlan[] {
  const { kind, zone, slots, now, taken, days = BOOKABLE_DAYS } = input;
  if (!handDelivers(kind, zone)) return [];
  const today = istDate(now);
  const offered = slots.filter((slot) => zone.hub!.slotTypes.includes(slot.type));
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(today, offset);
    return {
      date,
      slots: offered.map((slot) => ({
        slot,
        state: slotState({ slot, kind, zone, date, now, taken: taken(date, slot.id) }),
      })),
    };
  });
}

/** True when a product of `kind` is delivered by hand at `zone`. */
export function handDelivers(kind: Kind, zone: Zone): boolean {
  return kind.mode === "hand" && zone.hub !== null;
}

/** The first day any slot of `plan` can still be booked, or null. */
export function earliestDay(plan: readonly DayPlan[]): string | null {
  return plan.find((day) => day.slots.some(({ state }) => state.available))?.date ?? null;
}

// ---- Courier ---------------------------------------------------------------------------

/**
 * The days a courier parcel ordered at `now` arrives between: it leaves today when ordered
 * before COURIER_DISPATCH_CUTOFF (IST), else tomorrow, and takes the zone's days in transit.
 */
export function courierRange(zone: Zone, now: Date): { from: string; to: string } {
  const leaves =
    istMinuteOfDay(now) < COURIER_DISPATCH_CUTOFF ? istDate(now) : addDays(istDate(now), 1);
  return { from: addDays(leaves, zone.courierMinDays), to: addDays(leaves, zone.courierMaxDays) };
}

// ---- The earliest anywhere ------------------------------------------------------------

/**
 * The earliest a product of `kind` can be hand-delivered by any of `hubs`, as a rule of the
 * time of day it is ordered (EarliestDelivery); null when no hub offers any of `slots`. Places
 * taken are not counted: it says when a slot can be had at the earliest, not that one is free.
 * A slot closes at the same minute of every day (its window's end less its lead and the kind's
 * preparation), and on the order's own day at the kind's same-day cut-off if that is earlier;
 * a kind prepared longer than a slot's day lasts starts later.
 */
export function handEarliest(
  kind: Kind,
  hubs: readonly { slotTypes: readonly SlotType[] }[],
  slots: readonly Slot[],
): EarliestDelivery | null {
  const closings = hubs.flatMap((hub) =>
    slots
      .filter((slot) => hub.slotTypes.includes(slot.type))
      .map((slot) => slot.endsAt - slot.leadMinutes - kind.prepMinutes),
  );
  if (kind.mode !== "hand" || closings.length === 0) return null;
  const latest = Math.max(...closings);
  // When day `offset`'s last slot closes, in minutes after midnight of the order's day.
  const closesOn = (offset: number) =>
    offset > 0
      ? offset * DAY_MINUTES + latest
      : kind.sameDayCutoff === null
        ? -Infinity
        : Math.min(kind.sameDayCutoff, latest);
  for (let days = 0; days < BOOKABLE_DAYS; days++) {
    const closes = closesOn(days);
    // Ordered before `closes`, day `days` can be had; after it, the next day's slots still can.
    if (closes > 0) return { days, until: closes < DAY_MINUTES ? clockTime(closes) : null };
  }
  return null;
}

/** The earliest a courier parcel arrives where it is `minDays` in transit (courierRange's rule). */
export function courierEarliest(minDays: number): EarliestDelivery {
  return { days: minDays, until: clockTime(COURIER_DISPATCH_CUTOFF) };
}

// ---- Messages --------------------------------------------------------------------------

/** What the shopper is told about a slot that cannot be had, naming the slot and the day. */
export function unavailableMessage(slot: Slot, date: string, state: SlotState): string {
  if (state.available) return "";
  const what = `The ${slot.label} slot on ${dayLabel(date)}`;
  switch (state.reason) {
    case "cutoff":
      return state.closesAt
        ? `${what} closed at ${timeLabel(istMinuteOfDay(state.closesAt))}. Please pick another slot.`
        : `${what} has passed. Please pick another slot.`;
    case "full":
      return `${what} is full. Please pick another slot.`;
    case "not-offered":
      return `${what} is not offered for this gift at this pincode. Please pick another slot.`;
  }
}
