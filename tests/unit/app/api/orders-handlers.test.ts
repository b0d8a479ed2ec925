/** @jest-environment node */
import "../../support/handler-session";
import { GET as ordersRoute } from "@/app/api/orders/route";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrders } from "@/lib/backend/orders";
import { LOGIN_REQUIRED } from "@/lib/bff/answers";
import { ORDERS_FETCH_FAILED } from "@/lib/validations/checkout";
import { order } from "../../support/checkout-fixtures";
import {
  SESSION,
  SITE,
  TOKEN,
  expectFallback,
  expectSessionEnded,
  handlerRequest,
} from "./handler-contract";

process.env.SITE_URL = SITE;

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
    const response = await ordersRoute(handlerRequest("GET", "/api/orders"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: LOGIN_REQUIRED });
    expect(fetchOrders).not.toHaveBeenCalled();
  });

  test("a shopper gets their own orders, privately, and never the token", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const orders = [order("o2"), order("o1")];
    jest.mocked(fetchOrders).mockResolvedValue(orders);
    const response = await ordersRoute(handlerRequest("GET", "/api/orders"));
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
    await expectSessionEnded(await ordersRoute(handlerRequest("GET", "/api/orders")));
  });

  test("a backend answer the contract does not allow is 502 with the spec's text only", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest
      .mocked(fetchOrders)
      .mockRejectedValue(
        new BackendError("/api/client/get-orders answered an unexpected shape", 502),
      );
    await expectFallback(
      await ordersRoute(handlerRequest("GET", "/api/orders")),
      ORDERS_FETCH_FAILED,
    );
  });
});
