import { and, eq } from "drizzle-orm";
import { cartItems } from "../../db/schema";
import {
  expectRefused,
  expectRejected,
  MALFORMED_IDS,
  testNeedsLiveToken,
  testRefusesBadProducts,
} from "../../test/expect";
import { ids, productIds, someProducts, truffleCard } from "../../test/fixture";
import { signUp, type Shopper } from "../../test/shopper";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import { MAX_CART_LINES } from "./cart.handlers";

/** With products beyond the fixture's, so a cart can reach its line cap. */
const t = testAppPerFile({ extraProducts: MAX_CART_LINES + 10 });

interface CartLineJson {
  product: { _id: string } & Json;
  quantity: number;
}
interface CartAnswer {
  success: boolean;
  message?: string;
  cart: CartLineJson[];
}

const add = (shopper: Shopper, body: unknown) =>
  t.send("POST", "/api/auth/Cart", { token: shopper.token, body });
const setQuantity = (shopper: Shopper, body: unknown) =>
  t.send("PUT", "/api/auth/update-quantity", { token: shopper.token, body });
const removeLine = (shopper: Shopper, productId: string) =>
  t.send("DELETE", `/api/auth/delete/${productId}`, { token: shopper.token });
const clear = (shopper: Shopper) =>
  t.send("DELETE", "/api/auth/clear-cart", { token: shopper.token });

/** GET the shopper's cart, expecting 200, as { productId: quantity } in the answer's order. */
async function cartOf(shopper: Shopper): Promise<[string, number][]> {
  const answer = await t.send("GET", "/api/auth/cart", { token: shopper.token });
  expect(answer.status).toBe(200);
  const body = answer.body as CartAnswer;
  expect(body.success).toBe(true);
  return body.cart.map((line) => [line.product._id, line.quantity]);
}

/** The shopper's stored cart rows, whatever the answer shows. */
async function storedRows(shopper: Shopper) {
  return t.database.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, shopper.id));
}

async function storedQuantity(shopper: Shopper, productId: string) {
  const rows = await t.database.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, shopper.id), eq(cartItems.productId, productId)));
  return rows.map((row) => row.quantity);
}

/** Puts lines straight into the database, to bring a cart near its cap quickly. */
async function storeLines(shopper: Shopper, productIdsToStore: string[]) {
  await t.database.db.insert(cartItems).values(
    productIdsToStore.map((productId) => ({
      userId: shopper.id,
      productId,
      lineKey: productId,
      quantity: 1,
    })),
  );
}

const BAD_QUANTITIES: unknown[] = [0, 11, 2.5, "3", -1, null, true];

describe(`GET /api/auth/cart (${testEngine})`, () => {
  test("a new shopper's cart is empty: { success: true, cart: [] }", async () => {
    expect(await cartOf(await signUp(t, "cart-empty"))).toEqual([]);
  });

  test("lines come oldest first, each with the product populated", async () => {
    const shopper = await signUp(t, "cart-order");
    await add(shopper, { productId: productIds.redRoses });
    await add(shopper, { productId: productIds.truffle, quantity: 3 });
    await add(shopper, { productId: productIds.blackForest, quantity: 2 });
    expect(await cartOf(shopper)).toEqual([
      [productIds.redRoses, 1],
      [productIds.truffle, 3],
      [productIds.blackForest, 2],
    ]);
  });
});

describe(`POST /api/auth/Cart (${testEngine})`, () => {
  test("answers { success, message, cart } with each product's card fields", async () => {
    const shopper = await signUp(t, "cart-shape");
    const answer = await add(shopper, { productId: productIds.truffle });
    expect(answer.status).toBe(200);
    const body = answer.body as CartAnswer;
    expect(body).toEqual({ success: true, message: "Added to cart", cart: expect.any(Array) });
    expect(body.cart).toHaveLength(1);
    expect(body.cart[0]?.quantity).toBe(1);
    expect(body.cart[0]?.product).toMatchObject({
      ...truffleCard,
      brand: "",
      images: [{ url: "/uploads/products/p1.webp", altText: "p1 photo" }],
    });
  });

  test("quantity defaults to 1, and adding again adds to the line", async () => {
    const shopper = await signUp(t, "cart-add");
    await add(shopper, { productId: productIds.truffle });
    expect(await cartOf(shopper)).toEqual([[productIds.truffle, 1]]);
    const again = await add(shopper, { productId: productIds.truffle, quantity: 4 });
    expect(again.status).toBe(200);
    expect((again.body as CartAnswer).cart.map((line) => line.quantity)).toEqual([5]);
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.truffle, quantity: 5 }]);
  });

  test(`a line reaches ${MAX_LINE_QUANTITY}; the add that would pass it is 409 and the line is unchanged`, async () => {
    const shopper = await signUp(t, "cart-max");
    expect((await add(shopper, { productId: productIds.redRoses, quantity: 4 })).status).toBe(200);
    expect((await add(shopper, { productId: productIds.redRoses, quantity: 6 })).status).toBe(200);
    expect(await storedQuantity(shopper, productIds.redRoses)).toEqual([10]);

    const over = await add(shopper, { productId: productIds.redRoses });
    expectRejected(over, 409, `at most ${MAX_LINE_QUANTITY}`);
    expect(await storedQuantity(shopper, productIds.redRoses)).toEqual([10]);
  });

  test("an add of 4 onto 7 is 409 and leaves 7, not 10", async () => {
    const shopper = await signUp(t, "cart-over");
    await add(shopper, { productId: productIds.pinkRoses, quantity: 7 });
    expectRejected(await add(shopper, { productId: productIds.pinkRoses, quantity: 4 }), 409, "10");
    expect(await cartOf(shopper)).toEqual([[productIds.pinkRoses, 7]]);
  });

  test(`${MAX_LINE_QUANTITY} at once is allowed`, async () => {
    const shopper = await signUp(t, "cart-ten");
    const answer = await add(shopper, {
      productId: productIds.truffle,
      quantity: MAX_LINE_QUANTITY,
    });
    expect(answer.status).toBe(200);
    expect(await storedQuantity(shopper, productIds.truffle)).toEqual([MAX_LINE_QUANTITY]);
  });

  test.each(BAD_QUANTITIES)("quantity %p is 400 naming quantity, nothing stored", async (q) => {
    const shopper = await signUp(t, "cart-bad-q");
    expectRejected(
      await add(shopper, { productId: productIds.truffle, quantity: q }),
      400,
      "quantity",
    );
    expect(await storedRows(shopper)).toEqual([]);
  });

  testRefusesBadProducts(t, {
    tag: "cart",
    add,
    stored: storedRows,
    extra: { quantity: 1 },
  });

  test(`a cart holds ${MAX_CART_LINES} lines; the next new product is 409, a known one still adds`, async () => {
    const shopper = await signUp(t, "cart-cap");
    const fifty = someProducts(MAX_CART_LINES + 1);
    const last = fifty.pop() ?? "";
    await storeLines(shopper, fifty.slice(0, -1));
    const fiftieth = await add(shopper, { productId: fifty.at(-1) });
    expect(fiftieth.status).toBe(200);
    expect((fiftieth.body as CartAnswer).cart).toHaveLength(MAX_CART_LINES);

    expectRejected(await add(shopper, { productId: last }), 409, String(MAX_CART_LINES));
    expect(await storedRows(shopper)).toHaveLength(MAX_CART_LINES);
    expect(await storedQuantity(shopper, last)).toEqual([]);

    expect((await add(shopper, { productId: fifty[0], quantity: 2 })).status).toBe(200);
    expect(await storedQuantity(shopper, fifty[0] ?? "")).toEqual([3]);
  });
});

describe(`PUT /api/auth/update-quantity (${testEngine})`, () => {
  test(`sets any quantity from 1 to ${MAX_LINE_QUANTITY} and answers the cart`, async () => {
    const shopper = await signUp(t, "qty-set");
    await add(shopper, { productId: productIds.truffle });
    for (let quantity = 1; quantity <= MAX_LINE_QUANTITY; quantity += 1) {
      const answer = await setQuantity(shopper, { productId: productIds.truffle, quantity });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, message: "Quantity updated" });
      expect((answer.body as CartAnswer).cart.map((line) => line.quantity)).toEqual([quantity]);
    }
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.truffle, quantity: 10 }]);
  });

  test.each(BAD_QUANTITIES)("quantity %p is 400 naming quantity, line unchanged", async (q) => {
    const shopper = await signUp(t, "qty-bad");
    await add(shopper, { productId: productIds.truffle, quantity: 2 });
    expectRejected(
      await setQuantity(shopper, { productId: productIds.truffle, quantity: q }),
      400,
      "quantity",
    );
    expect(await storedQuantity(shopper, productIds.truffle)).toEqual([2]);
  });

  test("a missing quantity is 400", async () => {
    const shopper = await signUp(t, "qty-missing");
    await add(shopper, { productId: productIds.truffle });
    expectRejected(await setQuantity(shopper, { productId: productIds.truffle }), 400, "quantity");
  });

  test.each([
    ["approved product not in the cart", productIds.blackForest],
    ["unapproved product", productIds.hiddenCake],
    ["unknown product", ids.unknown],
  ])("an %s is 404 and nothing is stored", async (_, productId) => {
    const shopper = await signUp(t, "qty-404");
    await add(shopper, { productId: productIds.truffle });
    const answer = await setQuantity(shopper, { productId, quantity: 3 });
    expectRefused(answer, 404, "This product is not in your cart.");
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.truffle, quantity: 1 }]);
  });

  test.each(MALFORMED_IDS)("a malformed productId (%s) is 400", async (productId) => {
    const shopper = await signUp(t, "qty-bad-id");
    expectRejected(await setQuantity(shopper, { productId, quantity: 2 }), 400, "productId");
  });
});

describe(`DELETE /api/auth/delete/{productId} (${testEngine})`, () => {
  test("removes that one line and answers the rest of the cart", async () => {
    const shopper = await signUp(t, "del-one");
    await add(shopper, { productId: productIds.truffle, quantity: 2 });
    await add(shopper, { productId: productIds.redRoses, quantity: 3 });
    const answer = await removeLine(shopper, productIds.truffle);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Removed from cart" });
    expect((answer.body as CartAnswer).cart.map((l) => [l.product._id, l.quantity])).toEqual([
      [productIds.redRoses, 3],
    ]);
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.redRoses, quantity: 3 }]);
  });

  test("removing a product that is not in the cart changes nothing", async () => {
    const shopper = await signUp(t, "del-absent");
    await add(shopper, { productId: productIds.truffle });
    const answer = await removeLine(shopper, productIds.pinkRoses);
    expect(answer.status).toBe(200);
    expect(await cartOf(shopper)).toEqual([[productIds.truffle, 1]]);
  });

  test.each(MALFORMED_IDS)("a malformed productId (%s) is 400", async (productId) => {
    const shopper = await signUp(t, "del-bad-id");
    expectRejected(await removeLine(shopper, productId), 400, "24-character hex id");
  });
});

describe(`DELETE /api/auth/clear-cart (${testEngine})`, () => {
  test("empties the cart: { success, message, cart: [] }", async () => {
    const shopper = await signUp(t, "clear");
    await add(shopper, { productId: productIds.truffle, quantity: 2 });
    await add(shopper, { productId: productIds.redRoses });
    const answer = await clear(shopper);
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: "Cart cleared", cart: [] },
    });
    expect(await storedRows(shopper)).toEqual([]);
    expect(await cartOf(shopper)).toEqual([]);
  });

  test("clearing an empty cart is fine", async () => {
    const shopper = await signUp(t, "clear-empty");
    expect((await clear(shopper)).status).toBe(200);
  });
});

describe(`cart calls need a live token (${testEngine})`, () => {
  testNeedsLiveToken(t, [
    ["GET", "/api/auth/cart", undefined],
    ["POST", "/api/auth/Cart", { productId: productIds.truffle }],
    ["PUT", "/api/auth/update-quantity", { productId: productIds.truffle, quantity: 2 }],
    ["DELETE", `/api/auth/delete/${productIds.truffle}`, undefined],
    ["DELETE", "/api/auth/clear-cart", undefined],
  ]);

  test("a logged-out token is 401 and its cart is untouched", async () => {
    const shopper = await signUp(t, "cart-logout");
    await add(shopper, { productId: productIds.truffle });
    await t.send("POST", "/api/auth/logout", { token: shopper.token });
    expect((await add(shopper, { productId: productIds.truffle })).status).toBe(401);
    expect((await clear(shopper)).status).toBe(401);
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.truffle, quantity: 1 }]);
  });
});

describe(`one shopper's cart is theirs alone (${testEngine})`, () => {
  test("B never sees, changes, removes or clears A's lines", async () => {
    const a = await signUp(t, "iso-a");
    const b = await signUp(t, "iso-b");
    await add(a, { productId: productIds.truffle, quantity: 2 });
    await add(a, { productId: productIds.redRoses });

    expect(await cartOf(b)).toEqual([]);
    expect((await setQuantity(b, { productId: productIds.truffle, quantity: 9 })).status).toBe(404);
    expect((await removeLine(b, productIds.truffle)).status).toBe(200);
    expect((await clear(b)).status).toBe(200);
    const bAdds = await add(b, { productId: productIds.truffle });
    expect((bAdds.body as CartAnswer).cart.map((l) => [l.product._id, l.quantity])).toEqual([
      [productIds.truffle, 1],
    ]);

    expect(await cartOf(a)).toEqual([
      [productIds.truffle, 2],
      [productIds.redRoses, 1],
    ]);
  });
});

describe(`concurrent cart calls (${testEngine})`, () => {
  test(`${MAX_LINE_QUANTITY} parallel adds of 1 make exactly ${MAX_LINE_QUANTITY}`, async () => {
    const shopper = await signUp(t, "race-add");
    const answers = await Promise.all(
      Array.from({ length: MAX_LINE_QUANTITY }, () =>
        add(shopper, { productId: productIds.truffle, quantity: 1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(MAX_LINE_QUANTITY).fill(200));
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.truffle, quantity: 10 }]);
  });

  test(`${MAX_LINE_QUANTITY + 2} parallel adds of 1: ${MAX_LINE_QUANTITY} succeed, the rest are 409`, async () => {
    const shopper = await signUp(t, "race-over");
    const answers = await Promise.all(
      Array.from({ length: MAX_LINE_QUANTITY + 2 }, () =>
        add(shopper, { productId: productIds.redRoses, quantity: 1 }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(MAX_LINE_QUANTITY).fill(200), 409, 409]);
    expect(await storedRows(shopper)).toEqual([{ productId: productIds.redRoses, quantity: 10 }]);
  });

  test("20 parallel adds of 20 different products make 20 lines", async () => {
    const shopper = await signUp(t, "race-lines");
    const twenty = someProducts(20);
    const answers = await Promise.all(twenty.map((productId) => add(shopper, { productId })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await storedRows(shopper);
    expect(rows.map((row) => row.productId).sort()).toEqual([...twenty].sort());
    expect(rows.every((row) => row.quantity === 1)).toBe(true);
    expect(await cartOf(shopper)).toHaveLength(20);
  });

  test("10 parallel quantity updates leave one of the sent values in one row", async () => {
    const shopper = await signUp(t, "race-set");
    await add(shopper, { productId: productIds.pinkRoses });
    const sent = Array.from({ length: 10 }, (_, i) => i + 1);
    const answers = await Promise.all(
      sent.map((quantity) => setQuantity(shopper, { productId: productIds.pinkRoses, quantity })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await storedRows(shopper);
    expect(rows).toHaveLength(1);
    expect(sent).toContain(rows[0]?.quantity);
  });

  test(`parallel adds of new products never take a cart past ${MAX_CART_LINES} lines`, async () => {
    const shopper = await signUp(t, "race-cap");
    const pool = someProducts(MAX_CART_LINES + 5);
    await storeLines(shopper, pool.slice(0, MAX_CART_LINES - 5));
    const answers = await Promise.all(
      pool.slice(MAX_CART_LINES - 5).map((productId) => add(shopper, { productId })),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const rows = await storedRows(shopper);
    expect(rows.length).toBeLessThanOrEqual(MAX_CART_LINES);
    expect(rows).toHaveLength(MAX_CART_LINES - 5 + accepted);
  });

  test("at the cap, parallel adds of one new product are refused alike and store nothing", async () => {
    const shopper = await signUp(t, "race-cap-same");
    const pool = someProducts(MAX_CART_LINES + 1);
    const extra = pool.pop() ?? "";
    await storeLines(shopper, pool);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => add(shopper, { productId: extra, quantity: 1 })),
    );
    // Whatever the interleaving: an add that answered 200 must have stored its quantity.
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(await storedQuantity(shopper, extra)).toEqual(accepted === 0 ? [] : [accepted]);
    expect(answers.map((a) => a.status)).toEqual([409, 409, 409, 409]);
    expect(await storedRows(shopper)).toHaveLength(MAX_CART_LINES);
  });
});
