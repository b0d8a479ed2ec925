/** Days, instants and bookings for the tests of delivery in the cart, checkout and orders. */
import { asc } from "drizzle-orm";
import { deliveryBookings } from "../db/schema";
import { newId } from "../lib/ids";
import { ist } from "./delivery-rules-sample";
import { extraProductId } from "./fixture";
import { testAppPerFile, type TestApp } from "./test-app";

/** The fixed "today" of these tests: Thursday, 26 November 2026 (IST). */
export const TODAY = "2026-11-26";
export const TOMORROW = "2026-11-27";

/** The instant of `time` (HH:MM, IST) on `date`. */
export const istAt = (time: string, date = TODAY): Date => ist(date, time);

/** A gift with no delivery kind (₹100), so it goes by courier: the first extra product. */
export const COURIER_GIFT = extraProductId(0);

/**
 * The test app of a file about delivery: the fixture with its delivery set-up, COURIER_GIFT,
 * and the shop's clock at 10:00 TODAY when each test starts.
 */
export function deliveryTestAppPerFile(): TestApp {
  const t = testAppPerFile({ extraProducts: 1 });
  beforeEach(() => t.setNow(istAt("10:00")));
  return t;
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
