/**
 * The earliest each product can arrive anywhere, on the catalogue's products (docs/delivery.md,
 * "Earliest delivery on cards"): a rule of the time of day the shopper orders, so the cached
 * lists that carry it never go out of date; the product page's options at a hub agree with it
 * at any minute; contract mode carries none.
 */
import { eq } from "drizzle-orm";
import { earliestDate } from "@giftshop/shared/delivery-earliest";
import { deliveryKinds } from "../../db/schema";
import { pins } from "../../test/delivery-fixture";
import { COURIER_GIFT, deliveryTestAppPerFile, istAt } from "../../test/delivery-helpers";
import { ids, productIds } from "../../test/fixture";
import { signUpWithCart } from "../../test/shopper";
import { appOver, testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = deliveryTestAppPerFile();

const CAKE = { days: 0, until: "16:00" };
const FLOWERS = { days: 0, until: "18:00" };
/** The fixture's quickest courier zone (Bengaluru) is a day away; parcels leave until 14:00. */
const COURIER = { days: 1, until: "14:00" };

async function listed(query: string): Promise<Map<string, unknown>> {
  const answer = await t.get(`/api/product/filter?${query}`);
  expect(answer.status).toBe(200);
  const { data } = answer.body as { data: Json[] };
  return new Map(data.map((product) => [product._id as string, product.earliestDelivery]));
}

describe(`the catalogue's earliest delivery (${testEngine})`, () => {
  test("lists carry each product's rule: cakes by 16:00, flowers by 18:00, a gift without a kind by courier", async () => {
    const cakes = await listed(`categoryname=${ids.cakes}&minPrice=0&maxPrice=10000`);
    expect(cakes.get(productIds.truffle)).toEqual(CAKE);
    expect([...cakes.values()]).toEqual(Array.from(cakes.values(), () => CAKE));
    const flowers = await listed(`categoryname=${ids.flowers}&minPrice=0&maxPrice=10000`);
    expect(flowers.get(productIds.redRoses)).toEqual(FLOWERS);
    expect(flowers.get(COURIER_GIFT)).toEqual(COURIER);
  });

  test("the home rails, a product and its related products carry it too", async () => {
    const rails = (await t.get("/api/client/productsbycategory")).body as {
      categories: { products: Json[] }[];
    };
    const truffle = rails.categories
      .flatMap((category) => category.products)
      .find((product) => product._id === productIds.truffle);
    expect(truffle?.earliestDelivery).toEqual(CAKE);
    expect(
      ((await t.get(`/api/products/${productIds.redRoses}`)).body as Json).earliestDelivery,
    ).toEqual(FLOWERS);
    const related = (await t.get(`/api/product/related/${productIds.truffle}`)).body as {
      data: Json[];
    };
    expect(related.data.map((product) => product.earliestDelivery)).toContainEqual(CAKE);
  });

  test.each(["10:00", "15:59", "16:00", "17:59", "18:00", "23:59"])(
    "at %s the rule names the day the product page offers first at Bengaluru",
    async (time) => {
      t.setNow(istAt(time));
      for (const productId of [productIds.truffle, productIds.redRoses, COURIER_GIFT]) {
        const product = (await t.get(`/api/products/${productId}`)).body as Json;
        const options = (
          await t.get(`/api/delivery/options?pincode=${pins.bengaluru}&productId=${productId}`)
        ).body as Json;
        const rule = product.earliestDelivery as { days: number; until: string | null };
        expect([productId, earliestDate(rule, istAt(time))]).toEqual([productId, options.earliest]);
      }
    },
  );

  test("an operator's change to a kind's cut-off reaches the catalogue within a minute", async () => {
    const truffle = `/api/products/${productIds.truffle}`;
    expect(((await t.get(truffle)).body as Json).earliestDelivery).toEqual(CAKE);
    await t.database.db
      .update(deliveryKinds)
      .set({ sameDayCutoff: 17 * 60 + 30 })
      .where(eq(deliveryKinds.id, "cake"));
    try {
      // This process keeps its rules a minute (kept-answers.ts); one started now reads the change.
      expect(((await t.get(truffle)).body as Json).earliestDelivery).toEqual(CAKE);
      const fresh = await appOver(t).request(truffle);
      // Bengaluru's midnight slot takes cakes until 18:00 (23:59 less 179 + 180 minutes).
      expect(((await fresh.json()) as Json).earliestDelivery).toEqual({ days: 0, until: "17:30" });
    } finally {
      await t.database.db
        .update(deliveryKinds)
        .set({ sameDayCutoff: 16 * 60 })
        .where(eq(deliveryKinds.id, "cake"));
    }
  });

  test("the cart's products carry no rule: a line has its own delivery", async () => {
    const shopper = await signUpWithCart(t, "earliest", [[productIds.truffle, 1]]);
    const cart = (await t.send("GET", "/api/auth/cart", { token: shopper.token })).body as {
      cart: { product: Json }[];
    };
    expect(cart.cart[0]?.product._id).toBe(productIds.truffle);
    expect(cart.cart[0]?.product).not.toHaveProperty("earliestDelivery");
  });
});

describe(`contract mode (${testEngine})`, () => {
  const contract = testAppPerFile({ profile: "contract" });

  test("a §7 product has no earliest delivery", async () => {
    const product = (await contract.get(`/api/products/${productIds.truffle}`)).body as Json;
    expect(product._id).toBe(productIds.truffle);
    expect(product).not.toHaveProperty("earliestDelivery");
  });
});
