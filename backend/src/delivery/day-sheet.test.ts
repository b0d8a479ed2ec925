/** The day's hand deliveries by hub and slot, as `npm run deliveries:day` prints them. */
import { eq } from "drizzle-orm";
import { orderItems } from "../db/schema";
import { setOrderStatus } from "../routes/orders/order-status";
import { pins } from "../test/delivery-fixture";
import { TODAY, deliveryTestAppPerFile, istAt, takePlaces } from "../test/delivery-helpers";
import { productIds } from "../test/fixture";
import { orderBody, orderItem, placeOrder } from "../test/place-order";
import { signUpWithCart } from "../test/shopper";
import { testEngine } from "../test/test-db";
import { daySheet, formatDaySheet } from "./day-sheet";

const t = deliveryTestAppPerFile();
const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };

/** Places a cash order for one truffle cake in the evening slot; answers its id. */
async function eveningCake(tag: string): Promise<string> {
  const shopper = await signUpWithCart(t, tag, [[productIds.truffle, 1]]);
  const answer = await placeOrder(
    t,
    shopper,
    orderBody([orderItem("truffle", 1, { delivery: evening })], 599 + 99),
  );
  expect(answer.status).toBe(201);
  return (answer.body as { order: { _id: string } }).order._id;
}

describe(`a day's hand deliveries (${testEngine})`, () => {
  test("lists each slot's orders with what to bring, say and collect; held places counted apart", async () => {
    const kept = await eveningCake("sheet-kept");
    const cancelled = await eveningCake("sheet-cancelled");
    await t.database.db
      .update(orderItems)
      .set({ personalisation: { cakeMessage: "Happy 60th, Papa", cardMessage: "", photos: [] } })
      .where(eq(orderItems.orderId, kept));
    expect((await setOrderStatus(t.database.db, cancelled, "Cancelled")).ok).toBe(true);
    await takePlaces(t, { hubId: "bengaluru", date: TODAY, slotId: "fixed-19" }, 2);

    const sheet = await daySheet(t.database.db, TODAY, { now: istAt("12:00") });
    expect(sheet).toHaveLength(1);
    const [hub] = sheet;
    expect(hub).toMatchObject({ hubId: "bengaluru", name: "Bengaluru" });
    expect(hub!.slots).toHaveLength(1);
    const [slot] = hub!.slots;
    expect(slot).toMatchObject({
      slotId: "fixed-19",
      label: "7 pm – 9 pm",
      capacity: 5,
      taken: 1,
      held: 2,
    });
    // The cancelled order gave its place back and is not on the sheet.
    expect(slot!.stops.map((stop) => stop.orderId)).toEqual([kept]);
    expect(slot!.stops[0]).toMatchObject({
      status: "Pending",
      collect: 599 + 99,
      items: [{ name: "Chocolate Truffle Cake", quantity: 1, cakeMessage: "Happy 60th, Papa" }],
    });

    const text = formatDaySheet(TODAY, sheet);
    expect(text).toContain("7 pm – 9 pm: 1 of 5 places, 2 held for payment");
    expect(text).toContain(`${kept} · Pending · collect ₹698`);
    expect(text).toContain("on the cake: “Happy 60th, Papa”");
    expect(text).not.toContain(cancelled);
  });

  test("another day, or another hub, has nothing to deliver", async () => {
    await eveningCake("sheet-other");
    expect(await daySheet(t.database.db, "2026-11-28")).toEqual([]);
    expect(await daySheet(t.database.db, TODAY, { hubId: "pune" })).toEqual([]);
    expect(formatDaySheet("2026-11-28", [])).toBe("No hand deliveries on 2026-11-28.");
  });
});
