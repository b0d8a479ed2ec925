/** @jest-environment node */
import "../../support/handler-session";
import { POST as cancelRoute } from "@/app/api/orders/[id]/cancel/route";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { cancelOrder } from "@/lib/backend/orders";
import { CROSS_SITE, LOGIN_REQUIRED } from "@/lib/bff/answers";
import { order } from "../../support/checkout-fixtures";
import { SESSION, SITE, TOKEN, expectFallback, handlerRequest } from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/orders", () => ({ cancelOrder: jest.fn() }));

const ID = "0123456789abcdef01234567";
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const cancel = (id = ID, origin?: string | null) =>
  cancelRoute(handlerRequest("POST", `/api/orders/${id}/cancel`, { origin }), withId(id));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("POST /api/orders/{id}/cancel", () => {
  test("cancels with the session's own token and answers the order, never the token", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const cancelled = order(ID, {
      status: "Cancelled",
      cancellable: false,
      refund: {
        amount: 1700,
        status: "requested",
        requestedAt: "2026-01-12T06:00:00.000Z",
        processedAt: null,
      },
    });
    jest.mocked(cancelOrder).mockResolvedValue(cancelled);
    const response = await cancel();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Order cancelled", order: cancelled });
    expect(text).not.toContain(TOKEN);
    expect(cancelOrder).toHaveBeenCalledWith(TOKEN, ID);
  });

  test("a visitor gets 401 and the backend is not asked", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const response = await cancel();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: LOGIN_REQUIRED });
    expect(cancelOrder).not.toHaveBeenCalled();
  });

  test("another site's page cannot cancel (403)", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const response = await cancel(ID, "https://evil.example");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE });
    expect(cancelOrder).not.toHaveBeenCalled();
  });

  test("an id no order can have is 404 without asking the backend", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const response = await cancel("..%2Fadmin");
    expect(response.status).toBe(404);
    expect(cancelOrder).not.toHaveBeenCalled();
  });

  test.each([
    [404, "Order not found"],
    [
      409,
      "This order is on its way and can no longer be cancelled. Please contact us if something is wrong with it.",
    ],
  ])("the backend's %i is passed on in its words", async (status, message) => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(cancelOrder).mockRejectedValue(new BackendError(message, status));
    const response = await cancel();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
  });

  test("a backend failure is 502 with the shop's own words", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(cancelOrder).mockRejectedValue(new BackendError("boom", 500));
    await expectFallback(
      await cancel(),
      "The order could not be cancelled just now. Please try again.",
    );
  });
});
