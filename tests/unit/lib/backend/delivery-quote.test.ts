/** @jest-environment node */
import { quoteDelivery } from "@/lib/backend/delivery-quote";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrder, fetchOrders, startPayment } from "@/lib/backend/orders";

const TOKEN = "tok";

/** A quote as the reference backend answers it (docs/delivery.md). */
const wireQuote = {
  success: true,
  pincode: "560001",
  cod: true,
  ok: false,
  deliveryCharge: 199,
  lines: [
    {
      productId: "cake",
      choice: { pincode: "560001", date: "2026-11-27", slotId: "midnight" },
      chosen: true,
      promise: {
        pincode: "560001",
        mode: "hand",
        date: "2026-11-27",
        slotId: "midnight",
        slotType: "midnight",
        slotLabel: "Midnight",
        window: { from: "23:00", to: "23:59" },
        charge: 199,
      },
      problem: null,
    },
    {
      productId: "mug",
      choice: { pincode: "560001", date: null, slotId: null },
      chosen: false,
      promise: null,
      problem: "We do not deliver to 560001 yet.",
    },
  ],
  deliveries: [
    {
      key: "hub-1|2026-11-27|midnight",
      mode: "hand",
      date: "2026-11-27",
      slotId: "midnight",
      slotLabel: "Midnight",
      window: { from: "23:00", to: "23:59" },
      charge: 199,
      productIds: ["cake"],
    },
  ],
};

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, "fetch")
    .mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

afterEach(() => jest.restoreAllMocks());

describe("quoteDelivery", () => {
  test("sends the pincode and choices with the shopper's token and reads the quote", async () => {
    const fetchMock = answer(200, wireQuote);
    const choices = [
      { productId: "cake", pincode: "560001", date: "2026-11-27", slotId: "midnight" },
    ];
    const quote = await quoteDelivery(TOKEN, "560001", choices);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/delivery\/quote$/);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ pincode: "560001", choices });
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${TOKEN}`);

    expect(quote).toEqual({
      pincode: "560001",
      cod: true,
      ok: false,
      deliveryCharge: 199,
      // A backend that does not say asks no substitution question (docs/after-the-order.md).
      substitution: false,
      lines: [
        {
          productId: "cake",
          choice: { pincode: "560001", date: "2026-11-27", slotId: "midnight" },
          chosen: true,
          promise: wireQuote.lines[0]!.promise,
          problem: null,
        },
        // A courier choice's null day and slot are simply absent.
        {
          productId: "mug",
          choice: { pincode: "560001" },
          chosen: false,
          promise: null,
          problem: "We do not deliver to 560001 yet.",
        },
      ],
      deliveries: [wireQuote.deliveries[0]],
    });
  });

  test("a line no delivery was found for (no choice at all) reads its reason, not an error", async () => {
    // A cake quoted to a courier-only pincode: the backend has no choice to offer.
    const cake = {
      productId: "cake",
      choice: null,
      chosen: false,
      promise: null,
      problem:
        "Cakes are delivered by hand in our delivery cities only; 799001 (West Tripura) gets courier gifts.",
    };
    answer(200, { ...wireQuote, pincode: "799001", lines: [cake], deliveries: [] });
    const quote = await quoteDelivery(TOKEN, "799001");
    expect(quote?.lines).toEqual([cake]);
  });

  test("without choices only the pincode is sent", async () => {
    const fetchMock = answer(200, wireQuote);
    await quoteDelivery(TOKEN, "560001");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ pincode: "560001" });
  });

  test("a backend that keeps no delivery (404) gives null", async () => {
    answer(404, { success: false, message: "Not found" });
    await expect(quoteDelivery(TOKEN, "560001")).resolves.toBeNull();
  });

  test("a refusal keeps its status and words; an answer of another shape is 502", async () => {
    answer(400, { success: false, message: "Enter a valid 6-digit PIN code." });
    await expect(quoteDelivery(TOKEN, "060001")).rejects.toMatchObject({
      status: 400,
      message: "Enter a valid 6-digit PIN code.",
    });
    answer(200, { ...wireQuote, deliveryCharge: "lots" });
    const failure = quoteDelivery(TOKEN, "560001");
    await expect(failure).rejects.toBeInstanceOf(BackendError);
    await expect(failure).rejects.toMatchObject({ status: 502 });
  });
});

describe("orders with delivery", () => {
  const item = (extra: Record<string, unknown> = {}) => ({
    productId: "cake",
    name: "Chocolate Truffle Cake",
    quantity: 1,
    price: 599,
    ...extra,
  });
  const wireOrder = (extra: Record<string, unknown> = {}) => ({
    _id: "o1",
    items: [item()],
    totalAmount: 599,
    status: "Confirm",
    placedAt: "2026-11-25T05:00:00.000Z",
    shippingAddress: { name: "Asha Rao", city: "Bengaluru" },
    ...extra,
  });
  const promise = {
    pincode: "560001",
    mode: "hand",
    date: "2026-11-27",
    slotId: "evening",
    slotType: "fixed-time",
    slotLabel: "Fixed time",
    window: { from: "19:00", to: "21:00" },
    charge: 99,
  };

  test("the delivery charge and each line's promise are read", async () => {
    answer(200, {
      success: true,
      order: wireOrder({
        totalAmount: 698,
        deliveryCharge: 99,
        items: [item({ delivery: promise })],
      }),
    });
    const order = await fetchOrder("o1", { token: TOKEN, userId: "u1" });
    expect(order).toMatchObject({ totalAmount: 698, deliveryCharge: 99 });
    expect(order?.items[0]?.delivery).toEqual(promise);
  });

  test("a contract backend's orders carry none: charge 0, delivery null", async () => {
    answer(200, { success: true, orders: [wireOrder()] });
    const [order] = await fetchOrders(TOKEN);
    expect(order).toMatchObject({ deliveryCharge: 0 });
    expect(order?.items[0]?.delivery).toBeNull();
  });

  test("the tracking view's promise has no pincode; one the shop cannot read is left out", async () => {
    const tracked = { ...promise, pincode: undefined };
    answer(200, {
      success: true,
      order: {
        _id: "o1",
        status: "Confirm",
        shippingAddress: { city: "Bengaluru" },
        items: [item({ delivery: tracked }), item({ delivery: { mode: "by drone" } })],
      },
    });
    const order = await fetchOrder("o1");
    expect(order?.view).toBe("tracking");
    expect(order?.items[0]?.delivery).not.toHaveProperty("pincode");
    expect(order?.items.map((line) => line.delivery)).toEqual([tracked, null]);
  });
});

describe("startPayment with delivery", () => {
  const opened = { success: true, order: { id: "order_1", amount: 129900, currency: "INR" } };

  test("the deliveries travel with the amount; without them the body is the contract's", async () => {
    const fetchMock = jest
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (url) =>
        String(url).endsWith("/api/getkey")
          ? new Response(JSON.stringify({ key: "rzp_test_1", provider: "local" }))
          : new Response(JSON.stringify(opened)),
      );
    const delivery = {
      pincode: "560001",
      choices: [{ productId: "cake", pincode: "560001", date: "2026-11-27", slotId: "midnight" }],
    };
    await startPayment(TOKEN, 1299, delivery);
    await startPayment(TOKEN, 1100);
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith("/api/checkout"))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ amount: 1299, delivery }, { amount: 1100 }]);
  });
});

test("a backend that asks the substitution question says so in the quote", async () => {
  answer(200, { ...wireQuote, substitution: true });
  const quote = await quoteDelivery(TOKEN, "560001", []);
  expect(quote?.substitution).toBe(true);
});
