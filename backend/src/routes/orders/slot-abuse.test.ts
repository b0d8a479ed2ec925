/**
 * The delivery promise under abuse (docs/security.md, Slot hoarding), each test written as the
 * attacker's steps: checkouts that hold places and are never paid, a hold kept past its end,
 * cash orders that cost nothing, and places and photos kept by cancelled orders.
 */
import { eq } from "drizzle-orm";
import { deliveryBookings, uploads } from "../../db/schema";
import {
  MAX_OPEN_CASH_PLACES,
  cashShareTaken,
  tooManyOpenCashPlaces,
} from "../../delivery/cash-places";
import { pins } from "../../test/delivery-fixture";
import { COURIER_GIFT, TODAY, TOMORROW, bookingsOf, istAt } from "../../test/delivery-helpers";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { orderBody, orderItem, placeOrder } from "../../test/place-order";
import {
  addToCart,
  payLocally,
  shippingAddress,
  signUp,
  signUpWithCart,
  type CheckoutOrder,
  type Shopper,
} from "../../test/shopper";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { newId } from "../../lib/ids";
import { setOrderStatus } from "./order-status";
import { codUnavailable } from "./place-order";

const t = testAppPerFile({ extraProducts: 1 });
/** The shop's clock, as the tests set it. */
let now = istAt("10:00");
const setNow = (at: Date) => {
  now = at;
  t.setNow(at);
};

beforeEach(() => setNow(istAt("10:00")));

/** One truffle cake (₹599) in the cart. */
const TRUFFLE = 599;
const withCake = (tag: string) => signUpWithCart(t, tag, [[productIds.truffle, 1]]);

const choice = (slotId: string, date = TOMORROW, pincode: string = pins.bengaluru) => ({
  pincode,
  date,
  slotId,
});

const checkout = (shopper: Shopper, slotId: string, charge: number, date = TOMORROW) =>
  t.send("POST", "/api/checkout", {
    token: shopper.token,
    body: {
      amount: TRUFFLE + charge,
      delivery: {
        pincode: pins.bengaluru,
        choices: [{ productId: productIds.truffle, ...choice(slotId, date) }],
      },
    },
  });

/**
 * An order of the cake delivered in `slotId` (charged `charge`) on `date`: by cash, or paid
 * with `payment` (a signed local payment).
 */
const orderCake = (
  shopper: Shopper,
  slotId: string,
  charge: number,
  date = TOMORROW,
  payment: object = {},
) =>
  placeOrder(
    t,
    shopper,
    orderBody(
      [orderItem("truffle", 1, { delivery: choice(slotId, date) })],
      TRUFFLE + charge,
      payment,
    ),
  );
const cashOrder = (shopper: Shopper, slotId: string, charge: number, date = TOMORROW) =>
  orderCake(shopper, slotId, charge, date);

/** The places that count against other shoppers: booked by orders, or held and not run out. */
async function livePlaces(userId: string) {
  return (await bookingsOf(t)).filter(
    (booking) =>
      booking.userId === userId &&
      (booking.orderId !== null || (booking.heldUntil !== null && booking.heldUntil > now)),
  );
}

describe(`slot hoarding by checkouts never paid (${testEngine})`, () => {
  test("20 checkouts by one shopper hold 1 place, not 20: each replaces the one before", async () => {
    const hoarder = await withCake("hoarder");
    let last = "";
    for (let n = 0; n < 20; n += 1) {
      const answer = await checkout(hoarder, "midnight", 199);
      expect(answer.status).toBe(201);
      last = (answer.body as { order: CheckoutOrder }).order.id;
    }
    const held = await livePlaces(hoarder.id);
    expect(held).toEqual([expect.objectContaining({ slotId: "midnight", providerOrderId: last })]);
    // The midnight slot has three places: two are left for everyone else.
    const others = await Promise.all(["a", "b"].map((tag) => withCake(`after-hoarder-${tag}`)));
    for (const shopper of others)
      expect((await checkout(shopper, "midnight", 199)).status).toBe(201);
  });

  test("a hold that ran out keeps a closed slot for its payment only for the short grace", async () => {
    const late = await withCake("late-payer");
    setNow(istAt("15:50"));
    const started = await checkout(late, "fixed-19", 99, TODAY);
    expect(started.status).toBe(201);
    const paid = await payLocally(t, late, (started.body as { order: CheckoutOrder }).order.id);
    // The hold ran out at 16:05, the grace at 16:10; the slot closed at 16:00.
    setNow(istAt("16:40"));
    expectRefused(
      await orderCake(late, "fixed-19", 99, TODAY, paid),
      409,
      "The 7 pm – 9 pm slot on Thu, 26 Nov closed at 4:00 pm. Please pick another slot.",
    );
  });
});

describe(`cash orders, which cost nothing (${testEngine})`, () => {
  test(`one shopper's open cash orders hold at most ${MAX_OPEN_CASH_PLACES} places`, async () => {
    const shopper = await signUp(t, "cash-many");
    // A day of its own: the other tests' places do not count here.
    const date = "2026-11-30";
    const slots = [
      ["standard", 0],
      ["fixed-09", 99],
      ["fixed-19", 99],
    ] as const;
    for (const [slotId, charge] of slots) {
      await addToCart(t, shopper, productIds.truffle, 1);
      expect((await cashOrder(shopper, slotId, charge, date)).status).toBe(201);
    }
    await addToCart(t, shopper, productIds.truffle, 1);
    expectRefused(await cashOrder(shopper, "midnight", 199, date), 409, tooManyOpenCashPlaces(3));
    expect(await livePlaces(shopper.id)).toHaveLength(3);
  });

  test("cash orders take at most half a slot's places (rounded up); the rest stay for online payers", async () => {
    // Bengaluru's 7 pm slot on the day after tomorrow: five places, three for cash.
    const date = "2026-11-28";
    for (const tag of ["a", "b", "c"]) {
      const shopper = await withCake(`cash-slot-${tag}`);
      expect((await cashOrder(shopper, "fixed-19", 99, date)).status).toBe(201);
    }
    const fourth = await withCake("cash-slot-d");
    expectRefused(
      await cashOrder(fourth, "fixed-19", 99, date),
      409,
      cashShareTaken("7 pm – 9 pm", date),
    );
    // Paying online, the same shopper still gets one of the two places left.
    expect((await checkout(fourth, "fixed-19", 99, date)).status).toBe(201);
  });

  test("cash on delivery follows the zone: a pincode without it refuses the order", async () => {
    const shopper = await signUpWithCart(t, "cash-agartala", [[COURIER_GIFT, 1]]);
    const parcel = orderItem("parcel", 1, { delivery: { pincode: pins.agartala } });
    const answer = await placeOrder(
      t,
      shopper,
      orderBody([parcel], 100, { shippingAddress: { ...shippingAddress, pin: pins.agartala } }),
    );
    expectRefused(answer, 409, codUnavailable(pins.agartala));
  });
});

describe(`a cancelled order (${testEngine})`, () => {
  test("gives its place back and deletes its photos", async () => {
    const shopper = await withCake("cancelled");
    const placed = await cashOrder(shopper, "midnight", 199, "2026-12-01");
    expect(placed.status).toBe(201);
    const orderId = String((placed.body as { order: Json }).order._id);
    const photo = newId();
    await t.database.db.insert(uploads).values({
      id: photo,
      userId: shopper.id,
      orderId,
      type: "image/jpeg",
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      size: 4,
      width: 2000,
      height: 1500,
    });
    expect(await livePlaces(shopper.id)).toHaveLength(1);

    expect(await setOrderStatus(t.database.db, orderId, "Cancelled")).toMatchObject({ ok: true });
    expect(await livePlaces(shopper.id)).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(deliveryBookings)
        .where(eq(deliveryBookings.orderId, orderId)),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, photo))).toHaveLength(0);
  });
});
