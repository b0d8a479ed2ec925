import { eq } from "drizzle-orm";
import { deliverySlots } from "../../db/schema";
import { pins } from "../../test/delivery-fixture";
import {
  COURIER_GIFT,
  TODAY,
  TOMORROW,
  deliveryTestAppPerFile,
  istAt,
  takePlaces,
} from "../../test/delivery-helpers";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { signUpWithCart, type Shopper } from "../../test/shopper";
import type { Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = deliveryTestAppPerFile();

interface QuoteJson {
  success: boolean;
  pincode: string;
  cod: boolean;
  ok: boolean;
  deliveryCharge: number;
  lines: {
    productId: string;
    choice: Json | null;
    chosen: boolean;
    promise: Json | null;
    problem: string | null;
  }[];
  deliveries: {
    key: string;
    mode: string;
    charge: number;
    productIds: string[];
    date?: string;
    slotId?: string;
    range?: Json;
  }[];
}

async function quote(shopper: Shopper, body: unknown) {
  const answer = await t.send("POST", "/api/delivery/quote", { token: shopper.token, body });
  return { status: answer.status, body: answer.body as QuoteJson };
}

const cakeRosesAndParcel = (tag: string) =>
  signUpWithCart(t, tag, [
    [productIds.truffle, 2],
    [productIds.redRoses, 1],
    [COURIER_GIFT, 1],
  ]);

const problemOf = (body: QuoteJson, productId: string) =>
  body.lines.find((line) => line.productId === productId)?.problem;

describe(`POST /api/delivery/quote (${testEngine})`, () => {
  test("with no choices, hand gifts get the earliest standard slot and a parcel its range, free", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    const { status, body } = await quote(shopper, { pincode: pins.bengaluru });
    expect(status).toBe(200);
    /** Today's standard slot, as the lines' promise and the delivery that groups them show it. */
    const standardToday = {
      mode: "hand",
      date: TODAY,
      slotId: "standard",
      slotType: "standard",
      slotLabel: "9 am – 9 pm",
      window: { from: "09:00", to: "21:00" },
      charge: 0,
    };
    /** A line given today's standard slot, not chosen by the shopper. */
    const inStandardToday = (productId: string) => ({
      productId,
      line: productId,
      choice: { pincode: pins.bengaluru, date: TODAY, slotId: "standard" },
      chosen: false,
      promise: { pincode: pins.bengaluru, ...standardToday },
      problem: null,
    });
    expect(body).toEqual({
      success: true,
      pincode: pins.bengaluru,
      cod: true,
      // A cake in the cart: checkout asks the substitution question (docs/after-the-order.md).
      substitution: true,
      ok: true,
      deliveryCharge: 0,
      lines: [
        inStandardToday(productIds.truffle),
        inStandardToday(productIds.redRoses),
        {
          productId: COURIER_GIFT,
          line: COURIER_GIFT,
          choice: { pincode: pins.bengaluru },
          chosen: false,
          promise: {
            pincode: pins.bengaluru,
            mode: "courier",
            range: { from: TOMORROW, to: "2026-11-28" },
            charge: 0,
          },
          problem: null,
        },
      ],
      deliveries: [
        {
          key: `hand:bengaluru:${TODAY}:standard`,
          ...standardToday,
          productIds: [productIds.truffle, productIds.redRoses],
        },
        {
          key: `courier:${TOMORROW}:2026-11-28`,
          mode: "courier",
          range: { from: TOMORROW, to: "2026-11-28" },
          charge: 0,
          productIds: [COURIER_GIFT],
        },
      ],
    });
  });

  test("the default moves to the next day once today's standard slot has closed for a gift", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    // Cakes stop at 1 pm for today's standard slot (9 pm less 5 h lead and 3 h baking); roses at 3 pm.
    t.setNow(istAt("14:00"));
    const { body } = await quote(shopper, { pincode: pins.bengaluru });
    expect(body.lines.map((line) => line.choice?.date)).toEqual([TOMORROW, TODAY, undefined]);
    expect(body.deliveries.map((delivery) => delivery.key)).toEqual([
      `hand:bengaluru:${TOMORROW}:standard`,
      `hand:bengaluru:${TODAY}:standard`,
      "courier:2026-11-28:2026-11-29",
    ]);
  });

  test("one charge per delivery: lines in one slot share it, another slot adds its own", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };
    const together = await quote(shopper, {
      pincode: pins.bengaluru,
      choices: [
        { productId: productIds.truffle, ...evening },
        { productId: productIds.redRoses, ...evening },
      ],
    });
    expect(together.body.ok).toBe(true);
    expect(together.body.deliveryCharge).toBe(99);
    expect(together.body.lines.map((line) => [line.chosen, line.promise?.charge])).toEqual([
      [true, 99],
      [true, 0],
      [false, 0],
    ]);
    expect(together.body.deliveries[0]).toMatchObject({
      key: `hand:bengaluru:${TODAY}:fixed-19`,
      charge: 99,
      productIds: [productIds.truffle, productIds.redRoses],
    });

    const apart = await quote(shopper, {
      pincode: pins.bengaluru,
      choices: [
        { productId: productIds.truffle, ...evening },
        {
          productId: productIds.redRoses,
          pincode: pins.bengaluru,
          date: TODAY,
          slotId: "midnight",
        },
      ],
    });
    expect(apart.body.deliveryCharge).toBe(99 + 199);
    expect(apart.body.deliveries.map((delivery) => delivery.charge)).toEqual([99, 199, 0]);
  });

  test("a line left without a choice goes with the delivery chosen for another, charged once", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    const midnight = { pincode: pins.bengaluru, date: TOMORROW, slotId: "midnight" };
    const { body } = await quote(shopper, {
      pincode: pins.bengaluru,
      choices: [{ productId: productIds.redRoses, ...midnight }],
    });
    expect(body.ok).toBe(true);
    // The cake joins the roses' midnight delivery; still the shop's choice, not the shopper's.
    expect(body.lines.map((line) => [line.productId, line.choice, line.chosen])).toEqual([
      [productIds.truffle, midnight, false],
      [productIds.redRoses, midnight, true],
      [COURIER_GIFT, { pincode: pins.bengaluru }, false],
    ]);
    expect(body.deliveryCharge).toBe(199);
    expect(body.deliveries.map((delivery) => [delivery.key, delivery.charge])).toEqual([
      [`hand:bengaluru:${TOMORROW}:midnight`, 199],
      [`courier:${TOMORROW}:2026-11-28`, 0],
    ]);
    expect(body.deliveries[0]?.productIds).toEqual([productIds.truffle, productIds.redRoses]);
  });

  test("a line that cannot make the chosen delivery gets its own default instead", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    // 2 pm: roses still make today's standard slot (until 3 pm), cakes no longer (1 pm).
    t.setNow(istAt("14:00"));
    const today = { pincode: pins.bengaluru, date: TODAY, slotId: "standard" };
    const { body } = await quote(shopper, {
      pincode: pins.bengaluru,
      choices: [{ productId: productIds.redRoses, ...today }],
    });
    expect(body.ok).toBe(true);
    expect(body.lines[0]).toMatchObject({
      choice: { pincode: pins.bengaluru, date: TOMORROW, slotId: "standard" },
      chosen: false,
    });
    expect(body.lines[1]).toMatchObject({ choice: today, chosen: true });
  });

  test("a choice saved on the line is used unless the request sends another", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    const saved = { pincode: pins.bengaluru, date: TOMORROW, slotId: "fixed-09" };
    await t.send("PUT", "/api/auth/cart-delivery", {
      token: shopper.token,
      body: { productId: productIds.truffle, delivery: saved },
    });
    const withSaved = await quote(shopper, { pincode: pins.bengaluru });
    expect(withSaved.body.lines[0]).toMatchObject({ choice: saved, chosen: true });
    expect(withSaved.body.deliveryCharge).toBe(99);

    const sent = { pincode: pins.bengaluru, date: TODAY, slotId: "midnight" };
    const overridden = await quote(shopper, {
      pincode: pins.bengaluru,
      choices: [{ productId: productIds.truffle, ...sent }],
    });
    expect(overridden.body.lines[0]).toMatchObject({ choice: sent, chosen: true });
    expect(overridden.body.deliveryCharge).toBe(199);
  });

  test("problems name the gift: a closed slot, a full slot, another pincode", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    await takePlaces(t, { hubId: "bengaluru", date: TODAY, slotId: "midnight" }, 3);
    const { status, body } = await quote(shopper, {
      pincode: pins.bengaluru,
      choices: [
        { productId: productIds.truffle, pincode: pins.bengaluru, date: TODAY, slotId: "fixed-09" },
        {
          productId: productIds.redRoses,
          pincode: pins.bengaluru,
          date: TODAY,
          slotId: "midnight",
        },
        { productId: COURIER_GIFT, pincode: pins.pune },
      ],
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(false);
    expect(body.lines.map((line) => line.problem)).toEqual([
      "The 9 am – 11 am slot on Thu, 26 Nov closed at 6:00 am. Please pick another slot.",
      "The 11 pm – 11:59 pm slot on Thu, 26 Nov is full. Please pick another slot.",
      "“Extra Gift 0” was checked for delivery to 411005, but this address is in 560038. Please check its delivery again for this address.",
    ]);
    expect(body.lines.map((line) => line.promise)).toEqual([null, null, null]);
    expect(body.deliveries).toEqual([]);
    expect(body.deliveryCharge).toBe(0);
  });

  test("a courier-only pincode takes parcels, not cakes or flowers, and no cash on delivery", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    const { body } = await quote(shopper, { pincode: pins.agartala });
    expect(body.cod).toBe(false);
    expect(body.ok).toBe(false);
    expect(problemOf(body, productIds.truffle)).toBe(
      "“Chocolate Truffle Cake”: Cakes are delivered by hand in our delivery cities only; 799001 (West Tripura) gets courier gifts.",
    );
    expect(problemOf(body, productIds.redRoses)).toContain("Flowers are delivered by hand");
    expect(problemOf(body, COURIER_GIFT)).toBeNull();
    expect(body.deliveries).toEqual([
      expect.objectContaining({ mode: "courier", range: { from: "2026-11-29", to: "2026-12-01" } }),
    ]);
  });

  test("a pincode the shop does not serve: every line says so", async () => {
    const shopper = await cakeRosesAndParcel("quote");
    const { body } = await quote(shopper, { pincode: pins.portBlair });
    expect(body).toMatchObject({ ok: false, cod: false, deliveries: [] });
    expect(body.lines.map((line) => line.problem)).toEqual([
      "We do not deliver to 744101 yet, so “Chocolate Truffle Cake” cannot go there.",
      "We do not deliver to 744101 yet, so “Red Roses Bouquet” cannot go there.",
      "We do not deliver to 744101 yet, so “Extra Gift 0” cannot go there.",
    ]);
  });

  test("when no standard slot is left in the bookable week, the line says so", async () => {
    const shopper = await signUpWithCart(t, "quote", [[productIds.truffle, 1]]);
    const db = t.database.db;
    await db.update(deliverySlots).set({ capacity: 0 }).where(eq(deliverySlots.id, "standard"));
    try {
      const { body } = await quote(shopper, { pincode: pins.pune });
      expect(body.lines[0]).toMatchObject({
        choice: null,
        chosen: false,
        promise: null,
        problem:
          "No delivery slot is left for “Chocolate Truffle Cake” at 411005 in the next 7 days. Please try again tomorrow.",
      });
    } finally {
      await db.update(deliverySlots).set({ capacity: 100 }).where(eq(deliverySlots.id, "standard"));
    }
  });

  test("bad input is 400 and a missing token 401", async () => {
    const shopper = await signUpWithCart(t, "quote", [[productIds.truffle, 1]]);
    expectRefused(
      await t.send("POST", "/api/delivery/quote", {
        token: shopper.token,
        body: { pincode: "56003" },
      }),
      400,
      "pincode: Enter a valid 6-digit PIN code.",
    );
    expectRefused(
      await t.send("POST", "/api/delivery/quote", {
        token: shopper.token,
        body: {
          pincode: pins.bengaluru,
          choices: [{ productId: "nope", pincode: pins.bengaluru }],
        },
      }),
      400,
      "choices.0.productId: must be a 24-character hex id",
    );
    expect(
      (await t.send("POST", "/api/delivery/quote", { body: { pincode: pins.bengaluru } })).status,
    ).toBe(401);
  });
});
