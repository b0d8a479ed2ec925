import { eq } from "drizzle-orm";
import { wishlistItems } from "../../db/schema";
import {
  expectRejected,
  MALFORMED_IDS,
  testNeedsLiveToken,
  testRefusesBadProducts,
} from "../../test/expect";
import { productIds, someProducts, truffleCard } from "../../test/fixture";
import { signUp, type Shopper } from "../../test/shopper";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { MAX_WISHLIST } from "./wishlist.handlers";

/** With products beyond the fixture's, so a wishlist can reach its cap. */
const t = testAppPerFile({ extraProducts: MAX_WISHLIST + 10 });

interface WishlistAnswer {
  success: boolean;
  message?: string;
  wishlist: ({ _id: string } & Json)[];
}

const addTo = (shopper: Shopper, body: unknown) =>
  t.send("POST", "/api/auth/wishlist", { token: shopper.token, body });
const removeByBody = (shopper: Shopper, body: unknown) =>
  t.send("DELETE", "/api/auth/wishlist", { token: shopper.token, body });
const removeByPath = (shopper: Shopper, productId: string) =>
  t.send("DELETE", `/api/auth/delete-wishlist/${productId}`, { token: shopper.token });

/** GET the shopper's wishlist ids, expecting 200, in the answer's order. */
async function wishlistOf(shopper: Shopper): Promise<string[]> {
  const answer = await t.send("GET", "/api/auth/wishlist", { token: shopper.token });
  expect(answer.status).toBe(200);
  const body = answer.body as WishlistAnswer;
  expect(body.success).toBe(true);
  return body.wishlist.map((product) => product._id);
}

const idsOf = (answer: { body: unknown }) =>
  (answer.body as WishlistAnswer).wishlist.map((product) => product._id);

/** The shopper's stored wishlist rows, whatever the answer shows. */
async function storedIds(shopper: Shopper): Promise<string[]> {
  const rows = await t.database.db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, shopper.id));
  return rows.map((row) => row.productId).sort();
}

/** Puts items straight into the database, to bring a wishlist near its cap quickly. */
async function storeItems(shopper: Shopper, productIdsToStore: string[]) {
  await t.database.db
    .insert(wishlistItems)
    .values(productIdsToStore.map((productId) => ({ userId: shopper.id, productId })));
}

describe(`GET /api/auth/wishlist (${testEngine})`, () => {
  test("a new shopper's wishlist is empty: { success: true, wishlist: [] }", async () => {
    expect(await wishlistOf(await signUp(t, "wish-empty"))).toEqual([]);
  });

  test("lists the products newest first, each with its card fields", async () => {
    const shopper = await signUp(t, "wish-order");
    await addTo(shopper, { productId: productIds.redRoses });
    await addTo(shopper, { productId: productIds.truffle });
    await addTo(shopper, { productId: productIds.pinkRoses });
    expect(await wishlistOf(shopper)).toEqual([
      productIds.pinkRoses,
      productIds.truffle,
      productIds.redRoses,
    ]);
    const answer = await t.send("GET", "/api/auth/wishlist", { token: shopper.token });
    expect((answer.body as WishlistAnswer).wishlist[1]).toMatchObject({
      ...truffleCard,
      brand: "",
      images: [{ url: "/uploads/products/p1.webp", altText: "p1 photo" }],
    });
  });
});

describe(`POST /api/auth/wishlist (${testEngine})`, () => {
  test("adds a product: { success, message, wishlist }", async () => {
    const shopper = await signUp(t, "wish-add");
    const answer = await addTo(shopper, { productId: productIds.truffle });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Added to wishlist" });
    expect(idsOf(answer)).toEqual([productIds.truffle]);
    expect(await storedIds(shopper)).toEqual([productIds.truffle]);
  });

  test("adding the same product twice keeps one item and its place", async () => {
    const shopper = await signUp(t, "wish-twice");
    await addTo(shopper, { productId: productIds.truffle });
    await addTo(shopper, { productId: productIds.redRoses });
    const again = await addTo(shopper, { productId: productIds.truffle });
    expect(again.status).toBe(200);
    expect(idsOf(again)).toEqual([productIds.redRoses, productIds.truffle]);
    expect(await storedIds(shopper)).toEqual([productIds.truffle, productIds.redRoses].sort());
  });

  testRefusesBadProducts(t, { tag: "wish", add: addTo, stored: storedIds });

  test(`a wishlist holds ${MAX_WISHLIST}; the next new product is 409, a known one is still fine`, async () => {
    const shopper = await signUp(t, "wish-cap");
    const pool = someProducts(MAX_WISHLIST + 1);
    const extra = pool.pop() ?? "";
    await storeItems(shopper, pool.slice(0, -1));
    const last = await addTo(shopper, { productId: pool.at(-1) });
    expect(last.status).toBe(200);
    expect(idsOf(last)).toHaveLength(MAX_WISHLIST);
    expect(idsOf(last)[0]).toBe(pool.at(-1));

    expectRejected(await addTo(shopper, { productId: extra }), 409, String(MAX_WISHLIST));
    expect(await storedIds(shopper)).toHaveLength(MAX_WISHLIST);
    expect(await storedIds(shopper)).not.toContain(extra);

    expect((await addTo(shopper, { productId: pool[0] })).status).toBe(200);
    expect(await storedIds(shopper)).toHaveLength(MAX_WISHLIST);
  });
});

describe(`removing from the wishlist (${testEngine})`, () => {
  test.each([
    [
      "DELETE /api/auth/wishlist with { productId }",
      "wish-del-body",
      (shopper: Shopper) => removeByBody(shopper, { productId: productIds.truffle }),
      productIds.redRoses,
    ],
    [
      "DELETE /api/auth/delete-wishlist/{productId}",
      "wish-del-path",
      (shopper: Shopper) => removeByPath(shopper, productIds.redRoses),
      productIds.truffle,
    ],
  ])("%s removes it and answers the rest", async (_, tag, remove, rest) => {
    const shopper = await signUp(t, tag);
    await addTo(shopper, { productId: productIds.truffle });
    await addTo(shopper, { productId: productIds.redRoses });
    const answer = await remove(shopper);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Removed from wishlist" });
    expect(idsOf(answer)).toEqual([rest]);
    expect(await storedIds(shopper)).toEqual([rest]);
  });

  test("removing a product that is not there changes nothing, by either form", async () => {
    const shopper = await signUp(t, "wish-del-absent");
    await addTo(shopper, { productId: productIds.truffle });
    expect((await removeByBody(shopper, { productId: productIds.pinkRoses })).status).toBe(200);
    expect((await removeByPath(shopper, productIds.pinkRoses)).status).toBe(200);
    expect(await wishlistOf(shopper)).toEqual([productIds.truffle]);
  });

  test.each(MALFORMED_IDS)(
    "a malformed productId (%s) is 400 by either form",
    async (productId) => {
      const shopper = await signUp(t, "wish-del-bad");
      expectRejected(await removeByBody(shopper, { productId }), 400, "productId");
      expectRejected(await removeByPath(shopper, productId), 400, "24-character hex id");
    },
  );

  test("DELETE /api/auth/wishlist without a body is 400", async () => {
    const shopper = await signUp(t, "wish-del-nobody");
    expectRejected(await removeByBody(shopper, undefined), 400, "JSON");
  });
});

describe(`wishlist calls need a live token (${testEngine})`, () => {
  testNeedsLiveToken(t, [
    ["GET", "/api/auth/wishlist", undefined],
    ["POST", "/api/auth/wishlist", { productId: productIds.truffle }],
    ["DELETE", "/api/auth/wishlist", { productId: productIds.truffle }],
    ["DELETE", `/api/auth/delete-wishlist/${productIds.truffle}`, undefined],
  ]);
});

describe(`one shopper's wishlist is theirs alone (${testEngine})`, () => {
  test("B never sees or removes A's items", async () => {
    const a = await signUp(t, "wish-iso-a");
    const b = await signUp(t, "wish-iso-b");
    await addTo(a, { productId: productIds.truffle });
    await addTo(a, { productId: productIds.redRoses });

    expect(await wishlistOf(b)).toEqual([]);
    expect((await removeByBody(b, { productId: productIds.truffle })).status).toBe(200);
    expect((await removeByPath(b, productIds.redRoses)).status).toBe(200);
    const bAdds = await addTo(b, { productId: productIds.pinkRoses });
    expect(idsOf(bAdds)).toEqual([productIds.pinkRoses]);

    expect(await wishlistOf(a)).toEqual([productIds.redRoses, productIds.truffle]);
  });
});

describe(`concurrent wishlist calls (${testEngine})`, () => {
  test("10 parallel adds of one product store one item", async () => {
    const shopper = await signUp(t, "wish-race-same");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addTo(shopper, { productId: productIds.truffle })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await storedIds(shopper)).toEqual([productIds.truffle]);
  });

  test("20 parallel adds of different products store all 20", async () => {
    const shopper = await signUp(t, "wish-race-many");
    const twenty = someProducts(20);
    const answers = await Promise.all(twenty.map((productId) => addTo(shopper, { productId })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await storedIds(shopper)).toEqual([...twenty].sort());
  });

  test(`parallel adds of new products never take a wishlist past ${MAX_WISHLIST}`, async () => {
    const shopper = await signUp(t, "wish-race-cap");
    const pool = someProducts(MAX_WISHLIST + 5);
    await storeItems(shopper, pool.slice(0, MAX_WISHLIST - 5));
    const answers = await Promise.all(
      pool.slice(MAX_WISHLIST - 5).map((productId) => addTo(shopper, { productId })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const accepted = answers.filter((a) => a.status === 200).length;
    const stored = await storedIds(shopper);
    expect(stored.length).toBeLessThanOrEqual(MAX_WISHLIST);
    expect(stored).toHaveLength(MAX_WISHLIST - 5 + accepted);
  });
});
