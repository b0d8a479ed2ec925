/** @jest-environment node */
import { fetchOrder, fetchOrders } from "@/lib/backend/orders";

const TOKEN = "tok";
const VIEWER = { token: TOKEN, userId: "67f2a0b15eed5eed5e000001" };

/** An order as a backend sends it; `extra` adds or overrides fields. */
const wireOrder = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  items: [{ productId: "p1", name: "Chocolate Truffle Cake", quantity: 1, price: 599 }],
  totalAmount: 599,
  status: "Confirm",
  paymentId: "pay_1",
  placedAt: "2026-01-12T05:00:00.000Z",
  shippingAddress: { name: "Asha Rao", city: "Bengaluru" },
  ...extra,
});

function answerWith(body: unknown) {
  jest
    .spyOn(globalThis, "fetch")
    .mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => jest.restoreAllMocks());

describe("whose order it is", () => {
  // The shop's original backend shows any signed-in shopper the whole order and names its
  // owner (docs/original-backend.md): the storefront decides who sees what.
  const named = (user: unknown) =>
    wireOrder("o1", {
      user,
      shippingAddress: {
        name: "Asha Rao",
        phone: "9876543210",
        address: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        pin: 560038,
      },
    });

  test("an order naming another shopper is cut to the tracking view", async () => {
    answerWith({ success: true, order: named("67f2a0b15eed5eed5e0000ff") });
    const order = await fetchOrder("o1", VIEWER);
    expect(order).toMatchObject({
      view: "tracking",
      paymentId: null,
      shippingAddress: { name: "", phone: "", address: "", pin: "", city: "Bengaluru" },
    });
    expect(order!.items.map((item) => item.price)).toEqual([0]);
    expect(JSON.stringify(order)).not.toMatch(/Asha|9876543210|MG Road|560038|pay_1/);
  });

  test("an order naming the shopper, as an id or populated, is theirs whole", async () => {
    for (const user of [VIEWER.userId, { _id: VIEWER.userId, name: "Asha" }]) {
      answerWith({ success: true, order: named(user) });
      expect(await fetchOrder("o1", VIEWER)).toMatchObject({
        view: "owner",
        paymentId: "pay_1",
        shippingAddress: { name: "Asha Rao", pin: "560038" },
      });
    }
  });

  test("a visitor gets the tracking view of an order that names its owner", async () => {
    answerWith({ success: true, order: named(VIEWER.userId) });
    expect(await fetchOrder("o1")).toMatchObject({ view: "tracking", paymentId: null });
  });

  test("a refusal sent with 200: a dead session is a 401, anything else no order", async () => {
    answerWith({ success: false, message: "Not Authorized. Login Again" });
    await expect(fetchOrder("o1")).rejects.toMatchObject({ status: 401 });
    answerWith({ success: false, message: "Order not found" });
    await expect(fetchOrder("o1", VIEWER)).resolves.toBeNull();
  });

  test("a backend that names no owner chooses the view itself", async () => {
    answerWith({ success: true, order: wireOrder("o1") });
    expect(await fetchOrder("o1", VIEWER)).toMatchObject({ view: "owner", paymentId: "pay_1" });
  });
});

describe("test payments in orders", () => {
  test("an order the backend marks testPayment is a test order", async () => {
    answerWith({ success: true, order: wireOrder("o1", { testPayment: true }) });
    expect(await fetchOrder("o1", VIEWER)).toMatchObject({ id: "o1", testPayment: true });
  });

  test("a §7 backend that sends no flag, or false, gives ordinary orders", async () => {
    answerWith({
      success: true,
      orders: [wireOrder("o1"), wireOrder("o2", { testPayment: false })],
    });
    const orders = await fetchOrders(TOKEN);
    expect(orders.map((order) => [order.id, order.testPayment])).toEqual([
      ["o1", false],
      ["o2", false],
    ]);
  });

  test("the tracking view carries the flag too", async () => {
    answerWith({
      success: true,
      order: { _id: "o1", status: "Confirm", shippingAddress: { city: "Pune" }, testPayment: true },
    });
    expect(await fetchOrder("o1")).toMatchObject({ view: "tracking", testPayment: true });
  });
});

describe("what each line was ordered as (docs/gifting.md)", () => {
  const cake = {
    productId: "p1",
    name: "Chocolate Truffle Cake",
    quantity: 1,
    price: 899,
    variant: { id: "1kg-eggless", label: "1 kg · Eggless" },
    personalisation: {
      cakeMessage: "जन्मदिन मुबारक",
      cardMessage: "Love, Asha",
      photos: [{ id: "u1", width: 1600, height: 1200, lowResolution: false }],
    },
  };

  test("the owner's order carries each line's variant, messages and photos", async () => {
    answerWith({ success: true, order: wireOrder("o1", { items: [cake] }) });
    const [item] = (await fetchOrder("o1", VIEWER))!.items;
    expect(item).toMatchObject({
      variant: { id: "1kg-eggless", label: "1 kg · Eggless" },
      personalisation: {
        cakeMessage: "जन्मदिन मुबारक",
        cardMessage: "Love, Asha",
        photos: [{ id: "u1", width: 1600, height: 1200, lowResolution: false }],
      },
    });
  });

  test("a contract backend's lines, and empty or null fields, are plain", async () => {
    answerWith({
      success: true,
      orders: [
        wireOrder("o1"),
        wireOrder("o2", {
          items: [
            { ...cake, variant: null, personalisation: null },
            { ...cake, personalisation: { cakeMessage: "", cardMessage: "", photos: [] } },
          ],
        }),
      ],
    });
    const [plain, gifts] = await fetchOrders(TOKEN);
    expect(plain!.items[0]).toMatchObject({ variant: null, personalisation: null });
    expect(gifts!.items.map((item) => [item.variant?.label ?? null, item.personalisation])).toEqual(
      [
        [null, null],
        ["1 kg · Eggless", null],
      ],
    );
  });

  test("a variant or personalisation the storefront cannot read is shown as none, not the order lost", async () => {
    answerWith({
      success: true,
      order: wireOrder("o1", {
        items: [
          { ...cake, variant: { id: 7 }, personalisation: { photos: [{ id: "u1" }] } },
          { ...cake, variant: "1kg", personalisation: "Happy birthday" },
        ],
      }),
    });
    const order = await fetchOrder("o1", VIEWER);
    expect(order?.items.map((item) => [item.name, item.variant, item.personalisation])).toEqual([
      ["Chocolate Truffle Cake", null, null],
      ["Chocolate Truffle Cake", null, null],
    ]);
  });

  test("the tracking view never carries messages or photos, only the variant", async () => {
    answerWith({
      success: true,
      order: { _id: "o1", status: "Confirm", shippingAddress: { city: "Pune" }, items: [cake] },
    });
    const order = await fetchOrder("o1");
    expect(order?.view).toBe("tracking");
    expect(order?.items[0]).toMatchObject({
      variant: { id: "1kg-eggless", label: "1 kg · Eggless" },
      personalisation: null,
    });
  });
});

describe("after the order (docs/after-the-order.md)", () => {
  test("the owner's order keeps its substitution answer, recipient's code and proof", async () => {
    const proof = { kind: "photo", at: "2026-01-13T09:00:00.000Z" };
    answerWith({
      success: true,
      order: wireOrder("o1", { substitution: "call", recipientCode: "0427", proof }),
    });
    expect(await fetchOrder("o1", VIEWER)).toMatchObject({
      view: "owner",
      substitution: "call",
      recipientCode: "0427",
      proof,
    });
  });

  test("a §7 backend, or fields out of shape, give none of them", async () => {
    answerWith({
      success: true,
      orders: [
        wireOrder("o1"),
        wireOrder("o2", { substitution: "maybe", recipientCode: "12", proof: { kind: "x" } }),
      ],
    });
    for (const order of await fetchOrders(TOKEN)) {
      expect(order).toMatchObject({ substitution: null, recipientCode: null, proof: null });
    }
  });

  test("a tracking view never keeps a recipient's code", async () => {
    answerWith({
      success: true,
      order: {
        _id: "o1",
        status: "Shipped",
        shippingAddress: { city: "Pune" },
        recipientCode: "0427",
      },
    });
    expect(await fetchOrder("o1")).toMatchObject({ view: "tracking", recipientCode: null });
  });

  test("the owner's order on its way names who is bringing it; a tracking view or a bad name does not", async () => {
    answerWith({ success: true, order: wireOrder("o1", { status: "Shipped", courier: "Ravi" }) });
    expect(await fetchOrder("o1", VIEWER)).toMatchObject({ view: "owner", courier: "Ravi" });
    answerWith({ success: true, order: wireOrder("o1", { courier: "<b>Ravi</b>" }) });
    expect(await fetchOrder("o1", VIEWER)).toMatchObject({ courier: null });
    answerWith({
      success: true,
      order: { _id: "o1", status: "Shipped", shippingAddress: { city: "Pune" }, courier: "Ravi" },
    });
    expect(await fetchOrder("o1")).toMatchObject({ view: "tracking", courier: null });
  });
});
