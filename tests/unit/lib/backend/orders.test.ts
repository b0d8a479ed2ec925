/** @jest-environment node */
import { fetchOrder, fetchOrders } from "@/lib/backend/orders";

const TOKEN = "tok";

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

describe("test payments in orders", () => {
  test("an order the backend marks testPayment is a test order", async () => {
    answerWith({ success: true, order: wireOrder("o1", { testPayment: true }) });
    expect(await fetchOrder("o1", TOKEN)).toMatchObject({ id: "o1", testPayment: true });
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
