/** @jest-environment node */
import {
  LOGIN_TO_TRACK,
  ORDER_NOT_FOUND,
  TRACKING_FAILED,
  trackOrder,
} from "@/components/orders/track-order";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrder } from "@/lib/backend/orders";
import { SESSION, TOKEN } from "../../app/api/handler-contract";
import { order } from "../../support/checkout-fixtures";

jest.mock("@/lib/auth/session", () => ({ readSession: jest.fn() }));
jest.mock("@/lib/backend/orders", () => ({ fetchOrder: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test("a signed-in shopper asks with their token and id, so their own order comes whole", async () => {
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(fetchOrder).mockResolvedValue(order("o1"));
  await expect(trackOrder("o1")).resolves.toMatchObject({ kind: "found", signedIn: true });
  expect(fetchOrder).toHaveBeenCalledWith("o1", { token: TOKEN, userId: SESSION.user.id });
});

test("a visitor asks with nothing; an unknown id says so", async () => {
  jest.mocked(readSession).mockResolvedValue(null);
  jest.mocked(fetchOrder).mockResolvedValue(null);
  await expect(trackOrder("o1")).resolves.toEqual({ kind: "error", message: ORDER_NOT_FOUND });
  expect(fetchOrder).toHaveBeenCalledWith("o1", undefined);
});

test("a backend that tracks only for signed-in shoppers asks the visitor to log in", async () => {
  // The shop's original: its guard refuses a visitor (lib/backend/orders.ts turns it into 401).
  jest.mocked(readSession).mockResolvedValue(null);
  jest.mocked(fetchOrder).mockRejectedValue(new BackendError("Not Authorized. Login Again", 401));
  await expect(trackOrder("o1")).resolves.toEqual({ kind: "error", message: LOGIN_TO_TRACK });
});

test("a backend that fails says to try again", async () => {
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(fetchOrder).mockRejectedValue(new BackendError("down", 503));
  await expect(trackOrder("o1")).resolves.toEqual({ kind: "error", message: TRACKING_FAILED });
});
