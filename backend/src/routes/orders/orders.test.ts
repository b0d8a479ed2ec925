import { and, eq } from "drizzle-orm";
import { cartItems, orderItems, orders, payments } from "../../db/schema";
import { hmacSha256Hex } from "../../payments/provider";
import { expectRejected } from "../../test/expect";
import { ids, productIds } from "../../test/fixture";
import { orderBody as placeOrderBody, orderItem, placeOrder } from "../../test/place-order";
import { TEST_PAYMENT_SECRET, testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { capturedWebhook, deliverWebhook } from "../../test/provider";
import {
  addToCart,
  checkout,
  ledger,
  ordersPaidBy,
  paymentRow,
  payLocally,
  payOnline,
  shippingAddress,
  signUp,
  signUpWithCart,
  type Shopper,
  type SignedPayment,
} from "../../test/shopper";
import { canMoveStatus, setOrderStatus } from "./order-status";
import { recordDelivery } from "./delivery-proof";
import { BAD_SIGNATURE, PAYMENT_NOT_FOUND, PAYMENT_USED, PRICES_CHANGED } from "./place-order";

const t = testAppPerFile();

interface OrderJson {
  _id: string;
  items: {
    productId: { _id: string; title: string; images: unknown[] } | string;
    name: string;
    quantity: number;
    price: number;
    sellerId: string;
  }[];
  totalAmount: number;
  status: string;
  paymentId: string | null;
  paymentMethod: string;
  placedAt: string;
  statusHistory: { status: string; at: string }[];
  shippingAddress: typeof shippingAddress;
  testPayment: boolean;
}

/** Truffle × 2 (₹599) and red roses × 1 (₹149), as the storefront sends them. */
const ITEMS = [orderItem("truffle", 2), orderItem("roses", 1)];
const TOTAL = 2 * 599 + 149;

/**
 * Lines sent without a delivery get the default the order summary shows (docs/delivery.md):
 * the earliest standard slot, free; tracking shows it without the pincode.
 */
const trackedStandard = expect.objectContaining({
  mode: "hand",
  slotId: "standard",
  slotType: "standard",
  charge: 0,
});
const standardDelivery = expect.objectContaining({
  mode: "hand",
  slotId: "standard",
  pincode: shippingAddress.pin,
  charge: 0,
});

const shopperWithCart = (tag: string) =>
  signUpWithCart(t, tag, [
    [productIds.truffle, 2],
    [productIds.redRoses, 1],
  ]);

const orderBody = (extra: object = {}) =>
  placeOrderBody(ITEMS, TOTAL, { image: "/uploads/products/p1.webp", ...extra });

const cartOf = (shopper: Shopper) =>
  t.database.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, shopper.id))
    .orderBy(cartItems.productId);

describe(`POST /api/client/place-order, cash on delivery (${testEngine})`, () => {
  test("saves the order from catalogue prices, answers 201 and clears the ordered lines from the cart", async () => {
    const shopper = await shopperWithCart("cod");
    await addToCart(t, shopper, productIds.pinkRoses, 1);
    const answer = await placeOrder(t, shopper, orderBody({ paymentId: null }));
    expect(answer.status).toBe(201);
    const body = answer.body as { success: boolean; message: string; order: OrderJson };
    expect(body.success).toBe(true);
    expect(body.message).toBe("Order placed");
    expect(body.order).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      items: [
        {
          productId: {
            _id: productIds.truffle,
            title: "Chocolate Truffle Cake",
            images: [{ url: "/uploads/products/p1.webp", altText: "p1 photo" }],
          },
          name: "Chocolate Truffle Cake",
          quantity: 2,
          price: 599,
          sellerId: ids.seller,
          delivery: standardDelivery,
          variant: null,
          personalisation: null,
          messages: { editable: false, until: null, fields: [] },
          // docs/after-the-order.md: a hand delivery may move until the kitchen starts on it.
          deliveryMove: { movable: true, until: expect.any(String) },
        },
        {
          productId: {
            _id: productIds.redRoses,
            title: "Red Roses Bouquet",
            images: [{ url: "/uploads/products/p5.webp", altText: "p5 photo" }],
          },
          name: "Red Roses Bouquet",
          quantity: 1,
          price: 149,
          sellerId: ids.seller,
          delivery: standardDelivery,
          variant: null,
          personalisation: null,
          messages: { editable: false, until: null, fields: [] },
          // docs/after-the-order.md: a hand delivery may move until the kitchen starts on it.
          deliveryMove: { movable: true, until: expect.any(String) },
        },
      ],
      totalAmount: TOTAL,
      deliveryCharge: 0,
      status: "Pending",
      paymentId: null,
      paymentMethod: "cod",
      placedAt: expect.any(String),
      statusHistory: [{ status: "Pending", at: body.order.placedAt }],
      shippingAddress,
      image: "/uploads/products/p1.webp",
      testPayment: false,
      // A cake and flowers, sent with no answer: the default (docs/after-the-order.md).
      substitution: "call",
      // Proof of delivery (docs/after-the-order.md): the code to pass on; not delivered yet.
      recipientCode: expect.stringMatching(/^\d{4}$/),
      proof: null,
      // docs/after-the-order.md: a cash order not yet dispatched may be cancelled.
      cancellable: true,
      refund: null,
      // Order updates (docs/after-the-order.md): nobody is carrying it yet.
      courier: null,
    });
    // Only the ordered products leave the cart.
    expect(await cartOf(shopper)).toEqual([{ productId: productIds.pinkRoses, quantity: 1 }]);
    const list = await t.send("GET", "/api/client/get-orders", { token: shopper.token });
    expect(list.body).toEqual({ success: true, orders: [body.order] });
  });

  test("phone and PIN are normalised like the address book's; a blank alternate phone is kept empty", async () => {
    const shopper = await shopperWithCart("codnorm");
    const answer = await placeOrder(
      t,
      shopper,
      orderBody({
        shippingAddress: { ...shippingAddress, phone: "+91 98765-43210", pin: "560 038" },
      }),
    );
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: OrderJson }).order;
    expect(order.shippingAddress).toEqual(shippingAddress);
  });

  test("a cart price the browser sent is never what is charged: a wrong line price is refused", async () => {
    const shopper = await shopperWithCart("codprice");
    const before = await ledger(t);
    const cheap = [{ ...ITEMS[0], price: 1 }, ITEMS[1]];
    expectRejected(
      await placeOrder(t, shopper, orderBody({ items: cheap, totalAmount: 2 + 149 })),
      409,
      PRICES_CHANGED,
    );
    expectRejected(
      await placeOrder(t, shopper, orderBody({ totalAmount: TOTAL - 1 })),
      409,
      PRICES_CHANGED,
    );
    expect(await ledger(t)).toEqual(before);
  });

  test("lines without name, price or sellerId are priced and named from the catalogue", async () => {
    const shopper = await signUp(t, "codbare");
    const answer = await placeOrder(t, shopper, {
      items: [{ productId: productIds.egglessVanilla, quantity: 3 }],
      totalAmount: 3000,
      shippingAddress,
    });
    expect(answer.status).toBe(201);
    expect((answer.body as { order: OrderJson }).order.items[0]).toMatchObject({
      name: "Eggless Vanilla Cake",
      price: 1000,
      sellerId: ids.seller,
    });
  });
});

describe(`POST /api/client/place-order, paid online (${testEngine})`, () => {
  test("a verified payment makes a confirmed order, marks the payment paid and empties the cart", async () => {
    const shopper = await shopperWithCart("online");
    const paid = await payOnline(t, shopper, TOTAL);
    const answer = await placeOrder(t, shopper, orderBody(paid));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: OrderJson }).order;
    expect(order).toMatchObject({
      totalAmount: TOTAL,
      status: "Confirm",
      paymentId: paid.paymentId,
      paymentMethod: "online",
    });
    expect(order.statusHistory.map((change) => change.status)).toEqual(["Pending", "Confirm"]);
    const payment = await paymentRow(t, paid.order_id);
    expect(payment).toMatchObject({ status: "paid", providerPaymentId: paid.paymentId });
    expect(payment?.paidAt).toBeInstanceOf(Date);
    expect(await cartOf(shopper)).toEqual([]);
  });

  test("a retry with the same payment answers 200 with the first order and saves nothing more", async () => {
    const shopper = await shopperWithCart("retry");
    const paid = await payOnline(t, shopper, TOTAL);
    const first = await placeOrder(t, shopper, orderBody(paid));
    expect(first.status).toBe(201);
    const after = await ledger(t);
    const again = await placeOrder(t, shopper, orderBody(paid));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ledger(t)).toEqual(after);
  });

  test("20 concurrent calls with one payment id make exactly one order", async () => {
    const shopper = await shopperWithCart("concurrent");
    const paid = await payOnline(t, shopper, TOTAL);
    const before = await ledger(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, shopper, orderBody(paid))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    const orderIds = new Set(
      answers.map((answer) => (answer.body as { order: OrderJson }).order._id),
    );
    expect(orderIds.size).toBe(1);
    const after = await ledger(t);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.items).toBe(before.items + ITEMS.length);
    expect(await ordersPaidBy(t, paid)).toHaveLength(1);
  });

  test("a payment confirmed by the webhook first can still be turned into its order", async () => {
    const shopper = await shopperWithCart("hookfirst");
    const paid = await payOnline(t, shopper, TOTAL);
    const hook = await deliverWebhook(
      t,
      capturedWebhook(paid.order_id, paid.paymentId, TOTAL * 100),
    );
    expect(hook.body).toEqual({ success: true, duplicate: false, handled: true });
    const answer = await placeOrder(t, shopper, orderBody(paid));
    expect(answer.status).toBe(201);
  });
});

describe(`refused orders change nothing (${testEngine})`, () => {
  let shopper: Shopper;
  let paid: SignedPayment;
  beforeAll(async () => {
    shopper = await shopperWithCart("refusals");
    paid = await payOnline(t, shopper, TOTAL);
  });

  const refusals: [string, () => Json, number, string][] = [
    [
      "a forged signature",
      () =>
        orderBody({
          ...paid,
          signature: hmacSha256Hex("guessed-secret", `${paid.order_id}|${paid.paymentId}`),
        }),
      400,
      BAD_SIGNATURE,
    ],
    [
      "a signature that is not hex at all",
      () => orderBody({ ...paid, signature: "trust me" }),
      400,
      BAD_SIGNATURE,
    ],
    [
      "a missing signature",
      () => orderBody({ ...paid, signature: undefined }),
      400,
      "signature is required",
    ],
    [
      "a null signature",
      () => orderBody({ ...paid, signature: null }),
      400,
      "signature is required",
    ],
    [
      "a missing order_id",
      () => orderBody({ ...paid, order_id: undefined }),
      400,
      "order_id is required",
    ],
    [
      "an order_id without a paymentId",
      () => orderBody({ order_id: paid.order_id, signature: paid.signature }),
      400,
      "paymentId is required",
    ],
    [
      "a payment id for another payment",
      () => orderBody({ ...paid, paymentId: "pay_local_0000000000000000" }),
      400,
      BAD_SIGNATURE,
    ],
    [
      "a malformed paymentId",
      () => orderBody({ ...paid, paymentId: "'; drop table orders; --" }),
      400,
      "paymentId",
    ],
    [
      "a total that differs from the catalogue's",
      () => orderBody({ ...paid, totalAmount: TOTAL + 100 }),
      409,
      PRICES_CHANGED,
    ],
    [
      "items whose catalogue total differs from the amount paid",
      () =>
        orderBody({
          ...paid,
          items: [{ ...ITEMS[0], quantity: 3 }, ITEMS[1]],
          totalAmount: 3 * 599 + 149,
        }),
      409,
      "The amount paid (₹1,347) does not match the order total (₹1,946)",
    ],
    [
      "a product that is not approved",
      () =>
        orderBody({
          items: [
            ...ITEMS,
            { productId: productIds.hiddenCake, name: "Secret Cake", quantity: 1, price: 700 },
          ],
          totalAmount: TOTAL + 700,
        }),
      409,
      '"Secret Cake" is not available any more',
    ],
    [
      "an unknown product (named by its id when it has no name)",
      () => orderBody({ items: [{ productId: ids.unknown, quantity: 1 }], totalAmount: 100 }),
      409,
      `product ${ids.unknown} is not available any more`,
    ],
    [
      "a quantity of 0",
      () => orderBody({ items: [{ ...ITEMS[0], quantity: 0 }] }),
      400,
      "items.0.quantity",
    ],
    [
      "a quantity of 1000",
      () => orderBody({ items: [{ ...ITEMS[0], quantity: 1000 }] }),
      400,
      "from 1 to 10",
    ],
    [
      "a quantity of 11",
      () => orderBody({ items: [{ ...ITEMS[0], quantity: 11 }] }),
      400,
      "quantity",
    ],
    [
      "a quantity of 1.5",
      () => orderBody({ items: [{ ...ITEMS[0], quantity: 1.5 }] }),
      400,
      "quantity",
    ],
    [
      "a quantity that is a string",
      () => orderBody({ items: [{ ...ITEMS[0], quantity: "2" }] }),
      400,
      "quantity",
    ],
    [
      "a product listed twice",
      () => orderBody({ items: [ITEMS[0], { ...ITEMS[0], quantity: 1 }] }),
      400,
      "only once",
    ],
    ["no items", () => orderBody({ items: [] }), 400, "no items"],
    [
      "51 items",
      () =>
        orderBody({
          items: Array.from({ length: 51 }, (_, n) => ({
            productId: `a${String(n + 100).padStart(23, "0")}`,
            quantity: 1,
          })),
        }),
      400,
      "50 products at most",
    ],
    [
      "a malformed productId",
      () => orderBody({ items: [{ productId: "abc", quantity: 1 }] }),
      400,
      "productId",
    ],
    ["a negative total", () => orderBody({ totalAmount: -1 }), 400, "totalAmount"],
    [
      "a missing shipping address",
      () => orderBody({ shippingAddress: undefined }),
      400,
      "shippingAddress",
    ],
    [
      "a phone that is not an Indian mobile",
      () => orderBody({ shippingAddress: { ...shippingAddress, phone: "12345" } }),
      400,
      "shippingAddress.phone",
    ],
    [
      "a PIN that is not 6 digits",
      () => orderBody({ shippingAddress: { ...shippingAddress, pin: "012345" } }),
      400,
      "shippingAddress.pin",
    ],
    [
      "a blank city",
      () => orderBody({ shippingAddress: { ...shippingAddress, city: "  " } }),
      400,
      "shippingAddress.city",
    ],
  ];

  test.each(refusals)(
    "%s is refused (%i) with a clear message",
    async (_name, body, status, text) => {
      const before = await ledger(t);
      const cartBefore = await cartOf(shopper);
      expectRejected(await placeOrder(t, shopper, body()), status, text);
      expect(await ledger(t)).toEqual(before);
      expect(await cartOf(shopper)).toEqual(cartBefore);
    },
  );

  test("a signature made for another provider order is refused", async () => {
    const other = await payOnline(t, shopper, TOTAL);
    const before = await ledger(t);
    expectRejected(
      await placeOrder(t, shopper, orderBody({ ...paid, signature: other.signature })),
      400,
      BAD_SIGNATURE,
    );
    expectRejected(
      await placeOrder(t, shopper, orderBody({ ...other, order_id: paid.order_id })),
      400,
      BAD_SIGNATURE,
    );
    expect(await ledger(t)).toEqual(before);
  });

  test("an invalid JSON body and a missing login are refused", async () => {
    const before = await ledger(t);
    expectRejected(await placeOrder(t, shopper, "{items:"), 400, "JSON");
    expect((await placeOrder(t, null, orderBody())).status).toBe(401);
    expect(await ledger(t)).toEqual(before);
  });

  test("after all the refusals the payment still makes its order", async () => {
    expect((await placeOrder(t, shopper, orderBody(paid))).status).toBe(201);
  });
});

describe(`another shopper's payment (${testEngine})`, () => {
  test("B cannot place an order with A's payment, before or after A's order exists", async () => {
    const a = await shopperWithCart("payA");
    const b = await shopperWithCart("payB");
    const paidByA = await payOnline(t, a, TOTAL);
    const before = await ledger(t);
    // A's complete, validly signed payment, sent by B.
    expectRejected(await placeOrder(t, b, orderBody(paidByA)), 404, PAYMENT_NOT_FOUND);
    // A's payment id and signature on B's own provider order.
    const bOrder = await checkout(t, b, TOTAL);
    const afterCheckout = await ledger(t);
    expectRejected(
      await placeOrder(t, b, orderBody({ ...paidByA, order_id: bOrder.id })),
      400,
      BAD_SIGNATURE,
    );
    expect((await ledger(t)).orders).toBe(before.orders);
    expect(await ledger(t)).toEqual(afterCheckout);

    const placedByA = await placeOrder(t, a, orderBody(paidByA));
    expect(placedByA.status).toBe(201);
    const afterA = await ledger(t);
    // A retry by B must not hand B A's order.
    const replay = await placeOrder(t, b, orderBody(paidByA));
    expectRejected(replay, 404, PAYMENT_NOT_FOUND);
    expect(JSON.stringify(replay.body)).not.toContain(
      (placedByA.body as { order: OrderJson }).order._id,
    );
    expect(await ledger(t)).toEqual(afterA);
    // B can still pay for B's own order.
    const paidByB = await payLocally(t, b, bOrder.id);
    expect((await placeOrder(t, b, orderBody(paidByB))).status).toBe(201);
  });

  test("one provider order cannot pay for two orders, even with a second valid payment", async () => {
    const shopper = await shopperWithCart("reuse");
    const paid = await payOnline(t, shopper, TOTAL);
    expect((await placeOrder(t, shopper, orderBody(paid))).status).toBe(201);
    const paymentId = "pay_local_ffffffffffffffff";
    const second = {
      order_id: paid.order_id,
      paymentId,
      signature: hmacSha256Hex(TEST_PAYMENT_SECRET, `${paid.order_id}|${paymentId}`),
    };
    const before = await ledger(t);
    expectRejected(await placeOrder(t, shopper, orderBody(second)), 409, PAYMENT_USED);
    expect(await ledger(t)).toEqual(before);
  });
});

describe(`reading orders (${testEngine})`, () => {
  let a: Shopper;
  let b: Shopper;
  let aOrder: OrderJson;
  beforeAll(async () => {
    a = await shopperWithCart("readA");
    b = await signUp(t, "readB");
    const paid = await payOnline(t, a, TOTAL);
    aOrder = ((await placeOrder(t, a, orderBody(paid))).body as { order: OrderJson }).order;
  });

  test("get-orders lists the caller's own orders only, newest first", async () => {
    const cod = await placeOrder(t, a, {
      items: [{ productId: productIds.blackForest, quantity: 1 }],
      totalAmount: 499,
      shippingAddress,
    });
    const newest = (cod.body as { order: OrderJson }).order;
    const mine = await t.send("GET", "/api/client/get-orders", { token: a.token });
    expect(mine.status).toBe(200);
    expect((mine.body as { orders: OrderJson[] }).orders.map((order) => order._id)).toEqual([
      newest._id,
      aOrder._id,
    ]);
    const theirs = await t.send("GET", "/api/client/get-orders", { token: b.token });
    expect(theirs.body).toEqual({ success: true, orders: [] });
    expect((await t.send("GET", "/api/client/get-orders")).status).toBe(401);
  });

  test("the owner reads the whole order", async () => {
    const answer = await t.send("GET", `/api/client/order/${aOrder._id}`, { token: a.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, order: aOrder });
    expect(answer.headers.get("cache-control")).toContain("no-store");
  });

  test.each([
    ["another shopper", () => b.token],
    ["a visitor", () => undefined],
    ["a stale token", () => "not-a-live-token"],
  ])(
    "%s sees only what tracking needs: no name, phone, address, PIN or payment id",
    async (_who, token) => {
      const answer = await t.send("GET", `/api/client/order/${aOrder._id}`, { token: token() });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        order: {
          _id: aOrder._id,
          status: "Confirm",
          placedAt: aOrder.placedAt,
          statusHistory: aOrder.statusHistory,
          items: [
            {
              name: "Chocolate Truffle Cake",
              quantity: 2,
              delivery: trackedStandard,
              variant: null,
            },
            { name: "Red Roses Bouquet", quantity: 1, delivery: trackedStandard, variant: null },
          ],
          shippingAddress: { city: "Bengaluru" },
          totalAmount: TOTAL,
          deliveryCharge: 0,
          testPayment: true,
          // How the delivery was proven, once delivered; never the recipient's code.
          proof: null,
        },
      });
      const text = JSON.stringify(answer.body);
      for (const secret of [
        shippingAddress.name,
        shippingAddress.phone,
        shippingAddress.address,
        shippingAddress.pin,
        aOrder.paymentId ?? "missing",
      ]) {
        expect(text).not.toContain(secret);
      }
    },
  );

  test("an order paid through the local provider is a test payment wherever it is read", async () => {
    expect(aOrder.testPayment).toBe(true);
    const mine = await t.send("GET", "/api/client/get-orders", { token: a.token });
    const listed = (mine.body as { orders: OrderJson[] }).orders.find(
      (order) => order._id === aOrder._id,
    );
    expect(listed?.testPayment).toBe(true);
    const tracking = await t.get(`/api/client/order/${aOrder._id}`);
    expect(tracking.body).toMatchObject({ order: { testPayment: true } });
  });

  test("cash on delivery and a Razorpay payment are not test payments", async () => {
    const cod = await placeOrder(t, a, {
      items: [{ productId: productIds.blackForest, quantity: 1 }],
      totalAmount: 499,
      shippingAddress,
    });
    const codOrder = (cod.body as { order: OrderJson }).order;
    expect(codOrder.testPayment).toBe(false);
    expect((await t.get(`/api/client/order/${codOrder._id}`)).body).toMatchObject({
      order: { testPayment: false },
    });

    const shopper = await shopperWithCart("razorpayPaid");
    const paid = await payOnline(t, shopper, TOTAL);
    expect((await placeOrder(t, shopper, orderBody(paid))).status).toBe(201);
    // The payment row is what says which provider took the money.
    await t.database.db
      .update(payments)
      .set({ provider: "razorpay" })
      .where(eq(payments.providerOrderId, paid.order_id));
    const mine = await t.send("GET", "/api/client/get-orders", { token: shopper.token });
    expect((mine.body as { orders: OrderJson[] }).orders.map((o) => o.testPayment)).toEqual([
      false,
    ]);
  });

  test("an unknown id is 404 and a malformed one 400", async () => {
    expect(await t.get(`/api/client/order/${ids.unknown}`)).toEqual({
      status: 404,
      body: { success: false, message: "Order not found" },
    });
    const malformed = await t.get("/api/client/order/not-an-id");
    expect(malformed.status).toBe(400);
    expect((malformed.body as Json).message).toContain("24-character hex id");
  });

  test("an item whose product left the catalogue is listed with its plain id", async () => {
    const shopper = await signUp(t, "gone");
    const placed = await placeOrder(t, shopper, {
      items: [{ productId: productIds.pinkRoses, quantity: 1 }],
      totalAmount: 9999,
      shippingAddress,
    });
    const order = (placed.body as { order: OrderJson }).order;
    // Simulate a removed product without touching the shared fixture: repoint the order line.
    await t.database.db
      .update(orderItems)
      .set({ productId: ids.unknown })
      .where(
        and(eq(orderItems.orderId, order._id), eq(orderItems.productId, productIds.pinkRoses)),
      );
    const answer = await t.send("GET", `/api/client/order/${order._id}`, { token: shopper.token });
    expect((answer.body as { order: OrderJson }).order.items[0]?.productId).toBe(ids.unknown);
  });
});

describe(`setOrderStatus (${testEngine})`, () => {
  async function codOrder(tag: string): Promise<string> {
    const shopper = await signUp(t, tag);
    const placed = await placeOrder(t, shopper, {
      items: [{ productId: productIds.blackForest, quantity: 1 }],
      totalAmount: 499,
      shippingAddress,
    });
    return (placed.body as { order: OrderJson }).order._id;
  }

  const statusesOf = async (orderId: string) => {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { status: row?.status, history: row?.statusHistory.map((change) => change.status) };
  };

  test("moves forward step by step, appending each status with its time; tracking shows it", async () => {
    const orderId = await codOrder("status");
    for (const status of ["Confirm", "Shipped"] as const) {
      const moved = await setOrderStatus(t.database.db, orderId, status);
      expect(moved).toMatchObject({ ok: true, status });
    }
    // Delivered only with proof (delivery-proof.test.ts): here the recipient's code.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(
      await recordDelivery(t.database.db, orderId, { kind: "code", code: row!.recipientCode! }),
    ).toMatchObject({ ok: true, status: "Delivered" });
    expect(await statusesOf(orderId)).toEqual({
      status: "Delivered",
      history: ["Pending", "Confirm", "Shipped", "Delivered"],
    });
    const tracked = await t.get(`/api/client/order/${orderId}`);
    expect((tracked.body as { order: { status: string } }).order.status).toBe("Delivered");
    expect(await setOrderStatus(t.database.db, orderId, "Cancelled")).toEqual({
      ok: false,
      message: "An order that is Delivered cannot become Cancelled.",
    });
  });

  test("may skip forward, never goes back, and cancels only before delivery", async () => {
    const orderId = await codOrder("skip");
    expect((await setOrderStatus(t.database.db, orderId, "Shipped")).ok).toBe(true);
    expect(await setOrderStatus(t.database.db, orderId, "Confirm")).toMatchObject({ ok: false });
    expect(await setOrderStatus(t.database.db, orderId, "Shipped")).toMatchObject({ ok: false });
    expect((await setOrderStatus(t.database.db, orderId, "Cancelled")).ok).toBe(true);
    expect(await setOrderStatus(t.database.db, orderId, "Delivered")).toMatchObject({ ok: false });
    expect(await statusesOf(orderId)).toEqual({
      status: "Cancelled",
      history: ["Pending", "Shipped", "Cancelled"],
    });
  });

  test("an unknown order is reported, not created", async () => {
    expect(await setOrderStatus(t.database.db, ids.unknown, "Shipped")).toEqual({
      ok: false,
      message: "Order not found",
    });
  });

  test.each([
    ["Pending", "Confirm", true],
    ["Pending", "Delivered", true],
    ["Confirm", "Pending", false],
    ["Shipped", "Cancelled", true],
    ["Delivered", "Cancelled", false],
    ["Cancelled", "Pending", false],
    ["Confirm", "Confirm", false],
  ] as const)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canMoveStatus(from, to)).toBe(allowed);
  });
});
