import { eq } from "drizzle-orm";
import { deliveryBookings, products } from "../../db/schema";
import { newId } from "../../lib/ids";
import { pins } from "../../test/delivery-fixture";
import { TODAY } from "../../test/delivery-helpers";
import { BOOKABLE_WEEK, ist } from "../../test/delivery-rules-sample";
import { MALFORMED_IDS } from "../../test/expect";
import { ids, productIds } from "../../test/fixture";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { appOver, testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();

const INVALID_PIN = "Enter a valid 6-digit PIN code.";

const iso = (date: string, time: string) => ist(date, time).toISOString();

/** Thursday 26 Nov 2026, 10:00 in India. */
const TEN_AM = ist(TODAY, "10:00");

const options = (pincode: string, productId: string) =>
  t.send("GET", `/api/delivery/options?pincode=${pincode}&productId=${productId}`);

beforeEach(() => t.setNow(TEN_AM));
afterAll(() => t.setNow(null));

describe(`GET /api/delivery/pincode/{pin} (${testEngine})`, () => {
  test("a Bengaluru pincode: the hub, every slot type, cash on delivery and the courier's days", async () => {
    const answer = await t.send("GET", `/api/delivery/pincode/${pins.bengaluru}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toEqual({
      success: true,
      pincode: "560038",
      served: true,
      place: { district: "Bengaluru Urban", state: "KARNATAKA" },
      hub: "Bengaluru",
      slotTypes: ["standard", "fixed-time", "midnight"],
      cod: true,
      courier: { from: "2026-11-27", to: "2026-11-28" },
    });
  });

  test("Pune has no midnight slot", async () => {
    const answer = await t.get(`/api/delivery/pincode/${pins.pune}`);
    expect(answer.body).toMatchObject({
      served: true,
      hub: "Pune",
      slotTypes: ["standard", "fixed-time"],
      courier: { from: "2026-11-28", to: "2026-11-29" },
    });
  });

  test("Agartala gets courier gifts only, without cash on delivery; after 14:00 the parcel leaves tomorrow", async () => {
    expect((await t.get(`/api/delivery/pincode/${pins.agartala}`)).body).toEqual({
      success: true,
      pincode: "799001",
      served: true,
      place: { district: "West Tripura", state: "TRIPURA" },
      hub: null,
      slotTypes: [],
      cod: false,
      courier: { from: "2026-11-29", to: "2026-12-01" },
    });
    t.setNow(ist(TODAY, "14:00"));
    expect((await t.get(`/api/delivery/pincode/${pins.agartala}`)).body).toMatchObject({
      courier: { from: "2026-11-30", to: "2026-12-02" },
    });
  });

  test("Port Blair is not served", async () => {
    expect((await t.get(`/api/delivery/pincode/${pins.portBlair}`)).body).toEqual({
      success: true,
      pincode: "744101",
      served: false,
      place: null,
      hub: null,
      slotTypes: [],
      cod: false,
      courier: null,
    });
  });

  test("a PIN typed with a space is read as its six digits", async () => {
    const answer = await t.get("/api/delivery/pincode/560%20038");
    expect(answer.body).toMatchObject({ pincode: "560038", hub: "Bengaluru" });
  });

  test.each(["12345", "1234567", "012345", "56003a", "%20", "560038%00"])(
    "%s is refused with 400 and the PIN message",
    async (pin) => {
      const answer = await t.get(`/api/delivery/pincode/${pin}`);
      expect(answer).toEqual({ status: 400, body: { success: false, message: INVALID_PIN } });
    },
  );
});

describe(`GET /api/delivery/options (${testEngine})`, () => {
  test("a cake at Bengaluru at 10:00: seven days, each slot with its closing time and why it cannot be had", async () => {
    const answer = await options(pins.bengaluru, productIds.truffle);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = answer.body as Json & { days: { date: string }[] };
    expect({ ...body, days: body.days.slice(0, 2) }).toEqual({
      success: true,
      pincode: "560038",
      served: true,
      place: { district: "Bengaluru Urban", state: "KARNATAKA" },
      cod: true,
      kind: { id: "cake", label: "Cakes" },
      mode: "hand",
      reason: null,
      sameDayCutoff: "16:00",
      earliest: TODAY,
      range: null,
      days: [
        {
          date: TODAY,
          slots: [
            // 21:00 less the slot's 300-minute lead and 180 minutes of baking.
            {
              id: "standard",
              type: "standard",
              label: "9 am – 9 pm",
              from: "09:00",
              to: "21:00",
              charge: 0,
              available: true,
              closesAt: iso(TODAY, "13:00"),
            },
            // 11:00 − 120 − 180: closed before the day began.
            {
              id: "fixed-09",
              type: "fixed-time",
              label: "9 am – 11 am",
              from: "09:00",
              to: "11:00",
              charge: 99,
              available: false,
              reason: "cutoff",
              closesAt: iso(TODAY, "06:00"),
            },
            {
              id: "fixed-19",
              type: "fixed-time",
              label: "7 pm – 9 pm",
              from: "19:00",
              to: "21:00",
              charge: 99,
              available: true,
              closesAt: iso(TODAY, "16:00"),
            },
            // The slot would close at 18:00 (23:59 − 179 − 180); same-day cakes stop at 16:00.
            {
              id: "midnight",
              type: "midnight",
              label: "11 pm – 11:59 pm",
              from: "23:00",
              to: "23:59",
              charge: 199,
              available: true,
              closesAt: iso(TODAY, "16:00"),
            },
          ],
        },
        {
          date: "2026-11-27",
          slots: [
            expect.objectContaining({ id: "standard", closesAt: iso("2026-11-27", "13:00") }),
            expect.objectContaining({ id: "fixed-09", available: true }),
            expect.objectContaining({ id: "fixed-19", closesAt: iso("2026-11-27", "16:00") }),
            expect.objectContaining({ id: "midnight", closesAt: iso("2026-11-27", "18:00") }),
          ],
        },
      ],
    });
    expect(body.days.map((day) => day.date)).toEqual(BOOKABLE_WEEK);
  });

  test("after the same-day cut-off today's slots are closed and the earliest day is tomorrow", async () => {
    t.setNow(ist(TODAY, "16:00"));
    const body = (await options(pins.bengaluru, productIds.truffle)).body as Json & {
      days: { date: string; slots: { available: boolean; reason?: string }[] }[];
    };
    expect(body.earliest).toBe("2026-11-27");
    expect(body.days[0]?.slots.map((slot) => [slot.available, slot.reason])).toEqual([
      [false, "cutoff"],
      [false, "cutoff"],
      [false, "cutoff"],
      [false, "cutoff"],
    ]);
  });

  test("a slot whose places are taken (orders and live holds, not expired ones) is full", async () => {
    const date = "2026-11-27";
    const booking = (heldUntil: Date) => ({
      id: newId(),
      hubId: "bengaluru",
      date,
      slotId: "midnight",
      userId: "u-test",
      providerOrderId: "order_test",
      heldUntil,
    });
    await t.database.db
      .insert(deliveryBookings)
      .values([
        booking(ist(TODAY, "10:15")),
        booking(ist(TODAY, "10:15")),
        booking(ist(TODAY, "09:59")),
      ]);
    const slotOn = async () => {
      const body = (await options(pins.bengaluru, productIds.redRoses)).body as {
        days: { date: string; slots: { id: string; available: boolean; reason?: string }[] }[];
      };
      return body.days.find((day) => day.date === date)?.slots.find((s) => s.id === "midnight");
    };
    expect(await slotOn()).toMatchObject({ available: true });
    await t.database.db.insert(deliveryBookings).values(booking(ist(TODAY, "10:30")));
    expect(await slotOn()).toMatchObject({ available: false, reason: "full" });
    // The holds run out at 10:15 and 10:30: places come back.
    t.setNow(ist(TODAY, "10:16"));
    expect(await slotOn()).toMatchObject({ available: true });
    await t.database.db.delete(deliveryBookings).where(eq(deliveryBookings.date, date));
  });

  test("a cake at Pune: standard and fixed-time slots, no midnight", async () => {
    const body = (await options(pins.pune, productIds.truffle)).body as Json & {
      days: { slots: { id: string }[] }[];
    };
    expect(body).toMatchObject({ mode: "hand", cod: true, earliest: TODAY });
    for (const day of body.days) {
      expect(day.slots.map((slot) => slot.id)).toEqual(["standard", "fixed-09", "fixed-19"]);
    }
  });

  test("a cake at Agartala is not delivered there, and the answer says why", async () => {
    expect((await options(pins.agartala, productIds.truffle)).body).toEqual({
      success: true,
      pincode: "799001",
      served: true,
      place: { district: "West Tripura", state: "TRIPURA" },
      cod: false,
      kind: { id: "cake", label: "Cakes" },
      mode: null,
      reason:
        "Cakes are delivered by hand in our delivery cities only; 799001 (West Tripura) gets courier gifts.",
      sameDayCutoff: null,
      earliest: null,
      days: [],
      range: null,
    });
  });

  test("flowers at Port Blair: the pincode is not served", async () => {
    expect((await options(pins.portBlair, productIds.redRoses)).body).toMatchObject({
      served: false,
      place: null,
      kind: { id: "flowers", label: "Flowers" },
      mode: null,
      reason: "We do not deliver to 744101 yet.",
      days: [],
      range: null,
    });
  });

  describe("a courier gift", () => {
    beforeAll(async () => {
      await t.database.db
        .update(products)
        .set({ deliveryKind: "personalised" })
        .where(eq(products.id, productIds.egglessVanilla));
    });

    test("gets a date range everywhere served, from the dispatch day", async () => {
      expect((await options(pins.agartala, productIds.egglessVanilla)).body).toEqual({
        success: true,
        pincode: "799001",
        served: true,
        place: { district: "West Tripura", state: "TRIPURA" },
        cod: false,
        kind: { id: "personalised", label: "Personalised gifts" },
        mode: "courier",
        reason: null,
        sameDayCutoff: null,
        earliest: "2026-11-29",
        days: [],
        range: { from: "2026-11-29", to: "2026-12-01" },
      });
      t.setNow(ist(TODAY, "14:00"));
      expect((await options(pins.bengaluru, productIds.egglessVanilla)).body).toMatchObject({
        mode: "courier",
        cod: true,
        earliest: "2026-11-28",
        range: { from: "2026-11-28", to: "2026-11-29" },
      });
    });
  });

  test.each([
    ["no pincode", `productId=${productIds.truffle}`],
    ["a 5-digit pincode", `pincode=56003&productId=${productIds.truffle}`],
    ["a pincode starting 0", `pincode=060038&productId=${productIds.truffle}`],
  ])("%s is 400 with the PIN message", async (_name, search) => {
    const answer = await t.get(`/api/delivery/options?${search}`);
    expect(answer).toEqual({ status: 400, body: { success: false, message: INVALID_PIN } });
  });

  test.each(["", ...MALFORMED_IDS])("productId %j is 400 naming productId", async (productId) => {
    const answer = await t.get(`/api/delivery/options?pincode=560038&productId=${productId}`);
    expect(answer.status).toBe(400);
    expect((answer.body as Json).message).toContain("productId");
  });

  test("without a productId it is 400 naming productId", async () => {
    const answer = await t.get("/api/delivery/options?pincode=560038");
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: "productId: productId is required" },
    });
  });

  test.each([
    ["an unknown product", ids.unknown],
    ["a product awaiting approval", productIds.hiddenCake],
  ])("%s is 404", async (_name, productId) => {
    const answer = await options(pins.bengaluru, productId);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: "Product not found" });
  });
});

describe(`the per-address limit (${testEngine})`, () => {
  test("one address gets its delivery questions a minute, then 429 with Retry-After; another still gets through", async () => {
    const app = appOver(t, {
      rateLimits: { limiter: createRateLimiter({ prefix: "api" }), trustProxy: 1 },
    });
    const ask = (i: number, ip: string) =>
      app.request(
        i % 2 === 0
          ? `/api/delivery/pincode/${pins.pune}`
          : `/api/delivery/options?pincode=${pins.pune}&productId=${productIds.truffle}`,
        { headers: { "x-forwarded-for": ip } },
      );
    const { limit } = RATE_LIMITS["delivery-ip"];
    for (let i = 0; i < limit; i += 1) expect((await ask(i, "203.0.113.50")).status).toBe(200);
    const refused = await ask(limit, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await ask(0, "203.0.113.51")).status).toBe(200);
  }, 60_000);
});

describe(`GET /api/delivery/slots (${testEngine})`, () => {
  test("lists the active slots with their windows and charges, in the shop's order", async () => {
    const answer = await t.send("GET", "/api/delivery/slots");
    expect(answer.status).toBe(200);
    const slots = (answer.body as { slots: Json[] }).slots as {
      type: string;
      label: string;
      charge: number;
    }[];
    expect(slots[0]).toMatchObject({ type: "standard", label: "9 am – 9 pm", charge: 0 });
    expect(slots.at(-1)).toMatchObject({
      type: "midnight",
      label: "11 pm – 11:59 pm",
      charge: 199,
    });
    const fixed = slots.filter((slot) => slot.type === "fixed-time");
    expect(fixed.length).toBeGreaterThan(1);
    expect(new Set(fixed.map((slot) => slot.charge))).toEqual(new Set([99]));
    expect(Object.keys(slots[0]!).sort()).toEqual(
      ["charge", "endsAt", "id", "label", "startsAt", "type"].sort(),
    );
  });
});

describe(`contract mode (${testEngine})`, () => {
  const contract = testAppPerFile({ profile: "contract" });

  test.each([
    `/api/delivery/pincode/${pins.bengaluru}`,
    `/api/delivery/options?pincode=${pins.bengaluru}&productId=${productIds.truffle}`,
    "/api/delivery/slots",
  ])("GET %s answers the usual JSON 404", async (path) => {
    const answer = await contract.get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      message: `Not found: GET ${path.split("?")[0]}`,
    });
  });
});
