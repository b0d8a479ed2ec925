/** @jest-environment node */
import {
  ORDER_DETAILS_ERROR,
  ORDER_DETAILS_FAILED,
  successOrder,
} from "@/components/checkout/success-order";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrder } from "@/lib/backend/orders";
import { order } from "../../support/checkout-fixtures";

jest.mock("@/lib/auth/session", () => ({ readSession: jest.fn() }));
jest.mock("@/lib/backend/orders", () => ({ fetchOrder: jest.fn() }));

const SESSION = {
  token: "t1",
  user: { id: "u1", name: "Asha", email: "asha@example.com" },
} as Awaited<ReturnType<typeof readSession>>;

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.mocked(readSession).mockResolvedValue(SESSION);
});
afterEach(() => jest.restoreAllMocks());

test("the shopper's own order comes with no error, asked for with their token and id", async () => {
  const mine = order("o1");
  jest.mocked(fetchOrder).mockResolvedValue(mine);
  await expect(successOrder("o1")).resolves.toEqual({
    orderId: "o1",
    order: mine,
    detailsError: null,
  });
  expect(fetchOrder).toHaveBeenCalledWith("o1", { token: "t1", userId: "u1" });
});

test.each([
  ["the backend is down", new BackendError("GET failed: ECONNREFUSED", 503)],
  ["the backend answers 500", new BackendError("GET answered 500", 500)],
  ["the backend answers something that is not an order", new BackendError("bad shape", 502)],
  ["the call throws something else", new TypeError("boom")],
])("%s: 'Error fetching order details.'", async (_, error) => {
  jest.mocked(fetchOrder).mockRejectedValue(error);
  await expect(successOrder("o1")).resolves.toEqual({
    orderId: "o1",
    order: null,
    detailsError: ORDER_DETAILS_ERROR,
  });
});

test.each([
  ["no such order (404 or success: false)", async () => null],
  [
    "another shopper's order (the tracking view)",
    async () => ({ ...order("o1"), view: "tracking" as const }),
  ],
  [
    "a refusal the backend answers (401)",
    async () => {
      throw new BackendError("GET answered 401", 401);
    },
  ],
])("%s: 'Failed to fetch order details.'", async (_, answer) => {
  jest.mocked(fetchOrder).mockImplementation(answer);
  await expect(successOrder("o1")).resolves.toEqual({
    orderId: "o1",
    order: null,
    detailsError: ORDER_DETAILS_FAILED,
  });
});

test("no usable order id: nothing is asked and nothing is reported", async () => {
  await expect(successOrder("not an id!")).resolves.toEqual({
    orderId: null,
    order: null,
    detailsError: null,
  });
  expect(fetchOrder).not.toHaveBeenCalled();
});
