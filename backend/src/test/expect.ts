/** Assertions and inputs several route test files share. */
import { NOT_AUTHORIZED } from "../auth/require-user";
import { ids, productIds } from "./fixture";
import { signUp, type Shopper } from "./shopper";
import type { Answer, Json, TestApp } from "./test-app";

/** Product ids no route accepts: not hex, too short, upper case, one character too long. */
export const MALFORMED_IDS = [
  "not-an-id",
  "123",
  "A00000000000000000000001",
  `${productIds.truffle}0`,
];

/** Products a shopper cannot add, as `[what, productId]`: hidden by the shop, or unknown. */
const UNAVAILABLE_PRODUCTS = [
  ["unapproved cake", productIds.hiddenCake],
  ["unapproved roses", productIds.hiddenRoses],
  ["unknown", ids.unknown],
];

/** The fields of an order in §3 (docs/contract.md), sorted: contract answers carry exactly these. */
export const CONTRACT_ORDER_KEYS = [
  "_id",
  "image",
  "items",
  "paymentId",
  "placedAt",
  "shippingAddress",
  "status",
  "totalAmount",
];

/** Expects a refusal `{ success: false, message }` with `status`, its message naming `text`. */
export function expectRejected(
  answer: { status: number; body: unknown },
  status: number,
  text: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  expect((answer.body as Json).message).toContain(text);
}

/** Expects exactly the refusal `{ success: false, message }` with `status`. */
export function expectRefused(
  answer: { status: number; body: unknown },
  status: number,
  message: string,
) {
  expect(answer).toMatchObject({ status, body: { success: false, message } });
}

/** A call as `[method, path, body]`, for the tables of calls that need a live token. */
export type TokenCall = [method: string, path: string, body: unknown];

/** Declares the two tests every signed-in call shares: no token and an unknown token are 401. */
export function testNeedsLiveToken(t: TestApp, calls: TokenCall[]) {
  test.each(calls)("%s %s without a token is 401", async (method, path, body) => {
    expectRefused(await t.send(method, path, { body }), 401, NOT_AUTHORIZED);
  });

  test.each(calls)("%s %s with an unknown token is 401", async (method, path, body) => {
    expect((await t.send(method, path, { body, token: "not-a-real-token" })).status).toBe(401);
  });
}

/** How the tests add a product to a shopper's cart or wishlist, and read back what was stored. */
export interface ProductAdds {
  /** Starts the test shoppers' tags ("cart" makes "cart-404"). */
  tag: string;
  add(shopper: Shopper, body: unknown): Promise<Answer>;
  stored(shopper: Shopper): Promise<unknown[]>;
  /** What an add sends besides the product id (the cart's quantity). */
  extra?: Json;
}

/**
 * Declares the refusals every add of a product shares: a hidden or unknown product is 404, a
 * malformed or missing productId and a body that is not JSON are 400, and none stores anything.
 */
export function testRefusesBadProducts(t: TestApp, { tag, add, stored, extra = {} }: ProductAdds) {
  test.each(UNAVAILABLE_PRODUCTS)(
    "an %s product is 404 and nothing is stored",
    async (_, productId) => {
      const shopper = await signUp(t, `${tag}-404`);
      expectRefused(await add(shopper, { productId, ...extra }), 404, "Product not found");
      expect(await stored(shopper)).toEqual([]);
    },
  );

  test.each(MALFORMED_IDS)("a malformed productId (%s) is 400", async (productId) => {
    const shopper = await signUp(t, `${tag}-bad-id`);
    expectRejected(await add(shopper, { productId }), 400, "productId");
    expect(await stored(shopper)).toEqual([]);
  });

  test("a missing productId or a body that is not JSON is 400", async () => {
    const shopper = await signUp(t, `${tag}-no-body`);
    expectRejected(await add(shopper, extra), 400, "productId");
    expectRejected(await add(shopper, "{not json"), 400, "JSON");
    expect(await stored(shopper)).toEqual([]);
  });
}
