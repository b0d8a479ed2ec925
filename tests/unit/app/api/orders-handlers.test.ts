/** @jest-environment node */
import { GET as ordersRoute } from "@/app/api/orders/route";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrders } from "@/lib/backend/orders";
import { LOGIN_REQUIRED } from "@/lib/http/account";
import { ORDERS_FETCH_FAILED } from "@/lib/validations/checkout";
import { order } from "../../support/checkout-fixtures";
import { SESSION, SITE, TOKEN, expectFallback, expectSessionEnded } from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("next/headers", () => ({
  cookies: async () => {
    const all = [{ name: "uphaar.session", value: "encrypted" }];
    return { getAll: () => all, get: (name: string) => all.find((c) => c.name === name) };
  },
}));
jest.mock("@/lib/auth/session", () => ({
  ...jest.requireActual<object>("@/lib/auth/session"),
  readSession: jest.fn(),
}));
jest.mock("@/lib/backend/orders", () => ({
  fetchOrders: jest.fn(),
  placeOrder: jest.fn(),
}));
jest.mock("@/lib/backend/cart", () => ({ clearCart: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("GET /api/orders", () => {
  test("a visitor gets 401 JSON and the backend is not called", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const response = await ordersRoute();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: LOGIN_REQUIRED });
    expect(fetchOrders).not.toHaveBeenCalled();
  });

  test("a shopper gets their own orders, privately, and never the token", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const orders = [order("o2"), order("o1")];
    jest.mocked(fetchOrders).mockResolvedValue(orders);
    const response = await ordersRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ orders });
    expect(text).not.toContain(TOKEN);
    expect(fetchOrders).toHaveBeenCalledWith(TOKEN);
  });

  test("a dead backend token ends the session", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(fetchOrders).mockRejectedValue(new BackendError("Not authorized", 401));
    await expectSessionEnded(await ordersRoute());
  });

  test("a backend answer the contract does not allow is 502 with the spec's text only", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest
      .mocked(fetchOrders)
      .mockRejectedValue(
        new BackendError("/api/client/get-orders answered an unexpected shape", 502),
      );
    await expectFallback(await ordersRoute(), ORDERS_FETCH_FAILED);
  });
});
