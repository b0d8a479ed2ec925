/**
 * A small delivery set-up whose every number is known (docs/delivery.md), for the tests of the
 * delivery routes, the cart and place-order: two hubs, a courier-only pincode, the usual slots
 * and three kinds, with the fixture's cakes and flowers given their kinds.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { deliveryHubs, deliveryKinds, deliverySlots, deliveryZones, products } from "../db/schema";
import { ids } from "./fixture";

/** Pincodes of the fixture, by what they get. */
export const pins = {
  /** Bengaluru hub: standard, fixed-time and midnight; cash on delivery. */
  bengaluru: "560038",
  /** Pune hub: standard and fixed-time only. */
  pune: "411005",
  /** Courier only, 3–5 days, no cash on delivery. */
  agartala: "799001",
  /** Not served. */
  portBlair: "744101",
} as const;

const HOURS = 60;

const fixtureSlots = [
  {
    id: "standard",
    type: "standard",
    label: "9 am – 9 pm",
    startsAt: 9 * HOURS,
    endsAt: 21 * HOURS,
    charge: 0,
    capacity: 100,
    leadMinutes: 300,
    position: 0,
  },
  {
    id: "fixed-09",
    type: "fixed-time",
    label: "9 am – 11 am",
    startsAt: 9 * HOURS,
    endsAt: 11 * HOURS,
    charge: 99,
    capacity: 5,
    leadMinutes: 120,
    position: 1,
  },
  {
    id: "fixed-19",
    type: "fixed-time",
    label: "7 pm – 9 pm",
    startsAt: 19 * HOURS,
    endsAt: 21 * HOURS,
    charge: 99,
    capacity: 5,
    leadMinutes: 120,
    position: 2,
  },
  {
    id: "midnight",
    type: "midnight",
    label: "11 pm – 11:59 pm",
    startsAt: 23 * HOURS,
    endsAt: 23 * HOURS + 59,
    charge: 199,
    capacity: 3,
    leadMinutes: 179,
    position: 3,
  },
] as const;

const fixtureKinds = [
  { id: "cake", label: "Cakes", mode: "hand", sameDayCutoff: 16 * HOURS, prepMinutes: 180 },
  { id: "flowers", label: "Flowers", mode: "hand", sameDayCutoff: 18 * HOURS, prepMinutes: 60 },
  {
    id: "personalised",
    label: "Personalised gifts",
    mode: "courier",
    sameDayCutoff: null,
    prepMinutes: 0,
  },
] as const;

/** Writes the delivery set-up and gives the fixture's cakes and flowers their kinds. */
/** A pincode served by the Bengaluru hub, with cash on delivery, as the fixture's own. */
export const bengaluruZone = (pincode: string) => ({
  pincode,
  district: "Bengaluru Urban",
  state: "KARNATAKA",
  hubId: "bengaluru",
  courierMinDays: 1,
  courierMaxDays: 2,
  cod: true,
});

export async function applyDeliveryFixture(db: Db) {
  await db.insert(deliveryKinds).values([...fixtureKinds]);
  await db.insert(deliverySlots).values([...fixtureSlots]);
  await db.insert(deliveryHubs).values([
    { id: "bengaluru", name: "Bengaluru", slotTypes: ["standard", "fixed-time", "midnight"] },
    { id: "pune", name: "Pune", slotTypes: ["standard", "fixed-time"] },
  ]);
  await db.insert(deliveryZones).values([
    bengaluruZone(pins.bengaluru),
    {
      pincode: pins.pune,
      district: "Pune",
      state: "MAHARASHTRA",
      hubId: "pune",
      courierMinDays: 2,
      courierMaxDays: 3,
      cod: true,
    },
    {
      pincode: pins.agartala,
      district: "West Tripura",
      state: "TRIPURA",
      hubId: null,
      courierMinDays: 3,
      courierMaxDays: 5,
      cod: false,
    },
  ]);
  await db.update(products).set({ deliveryKind: "cake" }).where(eq(products.categoryId, ids.cakes));
  await db
    .update(products)
    .set({ deliveryKind: "flowers" })
    .where(eq(products.categoryId, ids.flowers));
}
