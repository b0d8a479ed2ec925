/**
 * The filter's delivery need (docs/search.md, "Delivery words filter"): `delivery=midnight`
 * keeps the gifts a hub hand-delivers in an active midnight slot, `delivery=same-day` those that
 * arrive the day they are ordered before their cut-off; both combine with every other filter,
 * the total counts what they keep, an unknown need is refused, and contract mode ignores it.
 * The fixture's cakes (cut-off 16:00) and flowers (18:00) go by hand from Bengaluru, which runs
 * midnight; its extra gift, in Flowers, has no kind and goes by courier.
 */
import { eq } from "drizzle-orm";
import { deliveryHubs, deliveryKinds } from "../../db/schema";
import { COURIER_GIFT, deliveryTestAppPerFile, istAt } from "../../test/delivery-helpers";
import { ids } from "../../test/fixture";
import { appOver, testAppPerFile, type TestApp } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = deliveryTestAppPerFile();

interface FilterAnswer {
  data: { _id: string; title: string; price: number }[];
  total: number;
}

const CAKES = ["Eggless Vanilla Cake", "Black Forest Cake", "Chocolate Truffle Cake"];
const ROSES = ["Pink Roses Box", "Red Roses Bouquet"];
const HAND = [...ROSES, ...CAKES];

async function filter(params: Record<string, string>, app: Pick<TestApp, "get"> = t) {
  const { status, body } = await app.get(`/api/product/filter?${new URLSearchParams(params)}`);
  expect([status, body]).toEqual([200, expect.anything()]);
  const answer = body as FilterAnswer;
  return { titles: answer.data.map((p) => p.title), total: answer.total, answer };
}

/** The filter asked of a fresh app over `t`'s database (its delivery kinds not kept yet). */
async function freshFilter(params: Record<string, string>) {
  const app = appOver(t);
  return filter(params, {
    get: async (path) => {
      const response = await app.request(path);
      return { status: response.status, body: await response.json() };
    },
  });
}

describe(`GET /api/product/filter?delivery= (${testEngine})`, () => {
  test("midnight and same-day keep the hand-delivered gifts, not the courier gift beside them", async () => {
    const everything = await filter({});
    expect(everything.answer.data.map((p) => p._id)).toContain(COURIER_GIFT);
    for (const delivery of ["midnight", "same-day"]) {
      expect(await filter({ delivery })).toMatchObject({ titles: HAND, total: 5 });
      // The extra gift is a Flower with no kind: the category alone keeps it, the need does not.
      expect(await filter({ delivery, categoryname: ids.flowers })).toMatchObject({
        titles: ROSES,
        total: 2,
      });
    }
  });

  test("it combines with the search words, price, sort and pages, the total counting them", async () => {
    expect(await filter({ q: "cake", delivery: "midnight" })).toMatchObject({
      titles: CAKES,
      total: 3,
    });
    const cheap = await filter({
      q: "cake",
      delivery: "midnight",
      maxPrice: "600",
      sort: "price-asc",
    });
    expect(cheap).toMatchObject({ titles: ["Black Forest Cake", "Chocolate Truffle Cake"] });
    expect(cheap.total).toBe(2);
    const second = await filter({ delivery: "same-day", sort: "price-asc", limit: "2", page: "2" });
    expect(second).toMatchObject({
      titles: ["Chocolate Truffle Cake", "Eggless Vanilla Cake"],
      total: 5,
    });
    expect(await filter({ delivery: "midnight", discount: "50" })).toMatchObject({
      titles: ["Red Roses Bouquet", "Eggless Vanilla Cake"],
      total: 2,
    });
  });

  test("it is a property of the catalogue, not of the minute: past every cut-off the list is the same", async () => {
    t.setNow(istAt("23:30"));
    expect(await filter({ delivery: "same-day" })).toMatchObject({ titles: HAND, total: 5 });
    expect(await filter({ delivery: "midnight" })).toMatchObject({ titles: HAND, total: 5 });
  });

  test("a kind without a same-day cut-off is not same-day; a shop with no midnight hub has no midnight gift", async () => {
    const db = t.database.db;
    await db
      .update(deliveryKinds)
      .set({ sameDayCutoff: null })
      .where(eq(deliveryKinds.id, "flowers"));
    try {
      expect(await freshFilter({ delivery: "same-day" })).toMatchObject({
        titles: CAKES,
        total: 3,
      });
      // Midnight is still had for flowers: only their orders for today stop.
      expect(await freshFilter({ delivery: "midnight" })).toMatchObject({ total: 5 });
    } finally {
      await db
        .update(deliveryKinds)
        .set({ sameDayCutoff: 18 * 60 })
        .where(eq(deliveryKinds.id, "flowers"));
    }
    await db
      .update(deliveryHubs)
      .set({ slotTypes: ["standard", "fixed-time"] })
      .where(eq(deliveryHubs.id, "bengaluru"));
    try {
      expect(await freshFilter({ delivery: "midnight" })).toMatchObject({ titles: [], total: 0 });
      expect(await freshFilter({ delivery: "same-day" })).toMatchObject({ total: 5 });
    } finally {
      await db
        .update(deliveryHubs)
        .set({ slotTypes: ["standard", "fixed-time", "midnight"] })
        .where(eq(deliveryHubs.id, "bengaluru"));
    }
  });

  test("an unknown need is refused with what is known; empty means none", async () => {
    for (const delivery of ["tomorrow", "capability-probe", "MIDNIGHT"]) {
      const answer = await t.get(`/api/product/filter?delivery=${delivery}&limit=1`);
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({
          success: false,
          message: "delivery: must be one of midnight, same-day",
        }),
      });
    }
    expect((await filter({ delivery: "" })).total).toBe(6);
  });
});

describe(`contract mode ignores delivery, as a plain §7 backend does (${testEngine})`, () => {
  const contract = testAppPerFile({ profile: "contract", extraProducts: 1 });

  test("the need, known or not, leaves the list whole", async () => {
    for (const delivery of ["midnight", "capability-probe"]) {
      const { status, body } = await contract.get(
        `/api/product/filter?categoryname=${ids.flowers}&delivery=${delivery}`,
      );
      expect(status).toBe(200);
      const titles = (body as FilterAnswer).data.map((p) => p.title).sort();
      expect(titles).toEqual(["Extra Gift 0", ...ROSES].sort());
    }
  });
});
