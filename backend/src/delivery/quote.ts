/**
 * The quote (docs/delivery.md): a cart as it would be delivered to an address at one pincode.
 * The quote route shows it, checkout holds its places and place-order books them, so all three
 * judge a delivery the same way. Each line's choice is the one the caller passes (sent with
 * the request or saved on the cart line), else the default: the earliest standard slot for a
 * hand-delivered gift, the courier's range for a parcel. Lines going together (one hub, day
 * and slot; or one courier range) are one delivery, charged once.
 */
import type { DeliveryChoice, DeliveryMode, DeliveryPromise, SlotType } from "../db/schema";
import { isSubstitutable } from "@giftshop/shared/substitution";
import { fail } from "../lib/http";
import { choiceOf, pincodeMismatch } from "./choice";
import { BOOKABLE_DAYS, type Kind, type Slot, type Zone } from "./rules";
import {
  checkChoice,
  loadKinds,
  loadSlots,
  loadZone,
  notDeliveredReason,
  planDays,
  type Reader,
} from "./store";

/** The slot type a hand delivery gets when the shopper has not picked one. */
const DEFAULT_SLOT_TYPE: SlotType = "standard";

export interface QuoteItem {
  productId: string;
  /** The cart line's key (docs/gifting.md): one product may be on several lines. */
  line?: string;
  /** The shopper's choice (sent, or saved on the cart line); null: the default. */
  choice: DeliveryChoice | null;
}

interface QuotedLine {
  productId: string;
  /** The cart line quoted, when the item named one. */
  line?: string;
  /** The choice the line was quoted with; null when no delivery could be found for it. */
  choice: DeliveryChoice | null;
  /** False when the choice is the default, not the shopper's. */
  chosen: boolean;
  /** What the line is promised; its charge is the delivery's on its first line, else 0. */
  promise: DeliveryPromise | null;
  problem: string | null;
}

interface QuotedDelivery {
  key: string;
  mode: DeliveryMode;
  /** The hub that makes a hand delivery (kept out of the API's answer). */
  hubId?: string;
  date?: string;
  slotId?: string;
  slotType?: SlotType;
  slotLabel?: string;
  window?: { from: string; to: string };
  range?: { from: string; to: string };
  charge: number;
  productIds: string[];
}

export interface Quote {
  pincode: string;
  cod: boolean;
  ok: boolean;
  /**
   * True when a line is made fresh (a cake, flowers): checkout asks what the shop may do if it
   * cannot be made as shown (docs/after-the-order.md, "Substitution").
   */
  substitution: boolean;
  deliveryCharge: number;
  lines: QuotedLine[];
  deliveries: QuotedDelivery[];
}

/** How a caller inside the booking transaction counts places (place-order, under the lock). */
export interface LockedPlaces {
  /** Places taken in a hub's slot on a day, leaving out this payment's own holds. */
  taken(hubId: string, date: string, slotId: string): number;
  /** True when this payment holds a place in that hub's slot on that day. */
  held(hubId: string, date: string, slotId: string): boolean;
}

/** The key of the delivery a hand line goes in: one hub, day and slot. */
export const handKey = (hubId: string, date: string, slotId: string) =>
  `hand:${hubId}:${date}:${slotId}`;

/** The key of the delivery a courier line goes in: one range of days. */
const courierKey = (range: { from: string; to: string }) => `courier:${range.from}:${range.to}`;

/**
 * Quotes `items` for delivery to an address at `pincode` at `now`. `places` replaces the
 * count of places taken (place-order passes the count it holds the slot locks for).
 */
export async function quoteDelivery(
  db: Reader,
  input: { pincode: string; items: readonly QuoteItem[]; now: Date; places?: LockedPlaces },
): Promise<Quote> {
  const { pincode, items, now, places } = input;
  const [zone, kinds, slots] = await Promise.all([
    loadZone(db, pincode),
    loadKinds(
      db,
      items.map((item) => item.productId),
    ),
    loadSlots(db),
  ]);

  // Lines of one kind share their default, so the seven-day plan is read once per kind.
  const defaults = new Map<string, Promise<DeliveryChoice | null>>();
  const defaultFor = (kind: Kind, zone: Zone) => {
    const found = defaults.get(kind.id);
    if (found) return found;
    const planned = defaultChoice(db, { kind, zone, pincode, slots, now });
    defaults.set(kind.id, planned);
    return planned;
  };

  // The shopper's choices first: a line left without one then goes along with a chosen hand
  // delivery it can join (candles with the midnight cake), so it is one delivery, charged once.
  const lines: (QuotedLine & { deliveryKey?: string; hubId?: string })[] = new Array(items.length);
  const joinable: DeliveryChoice[] = [];
  const chosenFirst = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Number(b.item.choice !== null) - Number(a.item.choice !== null));
  for (const { item, index } of chosenFirst) {
    const product = kinds.get(item.productId);
    const line = product
      ? await quoteLine(db, {
          item,
          ...product,
          zone,
          pincode,
          slots,
          now,
          places,
          defaultFor,
          joinable,
        })
      : problemLine(item, "This gift is not available any more.");
    if (line.chosen && line.problem === null && line.choice?.slotId) joinable.push(line.choice);
    lines[index] = line;
  }

  const deliveries = new Map<string, QuotedDelivery>();
  for (const line of lines) {
    if (!line.promise || !line.deliveryKey) continue;
    const found = deliveries.get(line.deliveryKey);
    if (found) {
      found.productIds.push(line.productId);
      line.promise = { ...line.promise, charge: 0 };
      continue;
    }
    const { promise } = line;
    deliveries.set(line.deliveryKey, {
      key: line.deliveryKey,
      mode: promise.mode,
      ...(line.hubId ? { hubId: line.hubId } : {}),
      ...(promise.date ? { date: promise.date } : {}),
      ...(promise.slotId ? { slotId: promise.slotId } : {}),
      ...(promise.slotType ? { slotType: promise.slotType } : {}),
      ...(promise.slotLabel ? { slotLabel: promise.slotLabel } : {}),
      ...(promise.window ? { window: promise.window } : {}),
      ...(promise.range ? { range: promise.range } : {}),
      charge: promise.charge,
      productIds: [line.productId],
    });
  }

  const quoted = [...deliveries.values()];
  return {
    pincode,
    cod: zone?.cod ?? false,
    ok: lines.every((line) => line.problem === null),
    substitution: items.some((item) => isSubstitutable(kinds.get(item.productId)?.kind.id)),
    deliveryCharge: quoted.reduce((sum, delivery) => sum + delivery.charge, 0),
    lines: lines.map(({ productId, line, choice, chosen, promise, problem }) => ({
      productId,
      ...(line ? { line } : {}),
      choice,
      chosen,
      promise,
      problem,
    })),
    deliveries: quoted,
  };
}

/** Refuses (409) with the quote's first problem, as checkout and place-order do. */
export function refuseProblems(quote: Quote): void {
  const problem = quote.lines.find((line) => line.problem !== null)?.problem;
  if (problem) fail(409, problem);
}

function problemLine(item: QuoteItem, problem: string): QuotedLine {
  return {
    productId: item.productId,
    ...(item.line ? { line: item.line } : {}),
    choice: item.choice,
    chosen: item.choice !== null,
    promise: null,
    problem,
  };
}

/** One line: its choice (or the default) checked, with the key of the delivery it goes in. */
async function quoteLine(
  db: Reader,
  input: {
    item: QuoteItem;
    title: string;
    kind: Kind;
    zone: Zone | null;
    pincode: string;
    slots: Slot[];
    now: Date;
    places?: LockedPlaces;
    defaultFor: (kind: Kind, zone: Zone) => Promise<DeliveryChoice | null>;
    /** The hand deliveries the shopper chose for other lines, which a line without one joins. */
    joinable: readonly DeliveryChoice[];
  },
): Promise<QuotedLine & { deliveryKey?: string; hubId?: string }> {
  const { item, title, kind, zone, pincode, slots, now, places, defaultFor, joinable } = input;
  const chosen = item.choice !== null;
  if (item.choice && item.choice.pincode !== pincode) {
    return problemLine(item, pincodeMismatch(title, item.choice.pincode, pincode));
  }
  if (!zone) {
    return problemLine(item, `We do not deliver to ${pincode} yet, so “${title}” cannot go there.`);
  }
  if (kind.mode === "hand" && !zone.hub) {
    return problemLine(item, `“${title}”: ${notDeliveredReason(kind, zone, pincode)}`);
  }
  const joined = item.choice ? null : await joinedChoice(db, { ...input, kind, zone, joinable });
  if (joined) return joined;
  const choice = item.choice ?? (await defaultFor(kind, zone));
  if (!choice) {
    return problemLine(
      item,
      `No delivery slot is left for “${title}” at ${pincode} in the next ${BOOKABLE_DAYS} days. ` +
        "Please try again tomorrow.",
    );
  }
  return checkedLine(db, { item, choice, chosen, kind, title, now, slots, places, zone });
}

/** A line with `choice` checked for its kind, with the key of the delivery it goes in. */
async function checkedLine(
  db: Reader,
  input: {
    item: QuoteItem;
    choice: DeliveryChoice;
    chosen: boolean;
    kind: Kind;
    title: string;
    now: Date;
    slots: Slot[];
    places?: LockedPlaces;
    zone: Zone;
  },
): Promise<QuotedLine & { deliveryKey?: string; hubId?: string }> {
  const { item, choice, chosen, kind, title, now, slots, places, zone } = input;
  const hubId = kind.mode === "hand" ? zone.hub?.id : undefined;
  const locked =
    places && hubId && choice.date && choice.slotId
      ? {
          taken: places.taken(hubId, choice.date, choice.slotId),
          held: places.held(hubId, choice.date, choice.slotId),
        }
      : {};
  const checked = await checkChoice(db, { choice, kind, title, now, slots, ...locked });
  if (!checked.ok) {
    return { ...problemLine(item, checked.message), choice, chosen };
  }
  const { promise } = checked;
  const deliveryKey =
    promise.mode === "hand" && checked.hubId && promise.date && promise.slotId
      ? handKey(checked.hubId, promise.date, promise.slotId)
      : promise.range
        ? courierKey(promise.range)
        : undefined;
  return {
    productId: item.productId,
    ...(item.line ? { line: item.line } : {}),
    choice: choiceOf(choice),
    chosen,
    promise,
    problem: null,
    ...(deliveryKey ? { deliveryKey } : {}),
    ...(checked.hubId ? { hubId: checked.hubId } : {}),
  };
}

/**
 * The delivery a line gets when the shopper has not chosen: the earliest standard slot with a
 * place left for a hand-delivered gift, the courier's range (no date, no slot) for a parcel.
 */
async function defaultChoice(
  db: Reader,
  input: { kind: Kind; zone: Zone; pincode: string; slots: Slot[]; now: Date },
): Promise<DeliveryChoice | null> {
  const { kind, zone, pincode, slots, now } = input;
  if (kind.mode === "courier") return { pincode };
  const days = await planDays(db, kind, zone, now, slots);
  for (const day of days) {
    const open = day.slots.find(
      ({ slot, state }) => slot.type === DEFAULT_SLOT_TYPE && state.available,
    );
    if (open) return { pincode, date: day.date, slotId: open.slot.id };
  }
  return null;
}

/**
 * A hand-delivered line without a choice, joined to the first delivery the shopper chose for
 * another line that can take it (its kind, its hub's slot, a place left); null when none can.
 * It stays the shop's choice (`chosen` false), so the shopper can still pick another.
 */
async function joinedChoice(
  db: Reader,
  input: {
    item: QuoteItem;
    title: string;
    kind: Kind;
    zone: Zone;
    now: Date;
    slots: Slot[];
    places?: LockedPlaces;
    joinable: readonly DeliveryChoice[];
  },
): Promise<(QuotedLine & { deliveryKey?: string; hubId?: string }) | null> {
  if (input.kind.mode !== "hand") return null;
  for (const choice of input.joinable) {
    const line = await checkedLine(db, { ...input, choice, chosen: false });
    if (line.problem === null) return line;
  }
  return null;
}
