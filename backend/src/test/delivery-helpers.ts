/** Days, instants and bookings for the tests of delivery in the cart, checkout and orders. */
import { asc } from "drizzle-orm";
import { deliveryBookings } from "../db/schema";
import { newId } from "../lib/ids";
import { istInstant } from "../delivery/rules";
import type { TestApp } from "./test-app";

/** The fixed "today" of these tests: Thursday, 26 November 2026 (IST). */
export const TODAY = "2026-11-26";
export const TOMORROW = "2026-11-27";

/** The instant of `time` (HH:MM, IST) on `date`. */
export function istAt(time: string, date = TODAY): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return istInstant(date, hours * 60 + minutes);
}

/** Every booking, oldest first. */
export const bookingsOf = (t: TestApp) =>
  t.database.db.select().from(deliveryBookings).orderBy(asc(deliveryBookings.createdAt));

/**
 * Takes `count` places in a hub's slot on a day with holds of other payments that last all
 * day, as other shoppers paying at the same time would.
 */
export async function takePlaces(
  t: TestApp,
  place: { hubId: string; date: string; slotId: string },
  count: number,
) {
  await t.database.db.insert(deliveryBookings).values(
    Array.from({ length: count }, () => ({
      id: newId(),
      ...place,
      userId: newId(),
      providerOrderId: `order_other${newId()}`,
      heldUntil: istAt("23:59", place.date),
    })),
  );
}
