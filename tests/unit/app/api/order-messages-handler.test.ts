/** @jest-environment node */
import "../../support/handler-session";
import { PUT as messagesRoute } from "@/app/api/orders/[id]/items/[position]/messages/route";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { changeOrderMessages } from "@/lib/backend/orders";
import { CROSS_SITE, LOGIN_REQUIRED } from "@/lib/bff/answers";
import { order } from "../../support/checkout-fixtures";
import { SESSION, SITE, TOKEN, expectFallback, handlerRequest } from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/orders", () => ({ changeOrderMessages: jest.fn() }));

const ID = "0123456789abcdef01234567";
const save = (
  body: unknown,
  { id = ID, position = "0", origin }: { id?: string; position?: string; origin?: string } = {},
) =>
  messagesRoute(
    handlerRequest("PUT", `/api/orders/${id}/items/${position}/messages`, { body, origin }),
    { params: Promise.resolve({ id, position }) },
  );

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("PUT /api/orders/{id}/items/{position}/messages", () => {
  test("changes them with the session's own token and answers the order, never the token", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const changed = order(ID, {});
    jest.mocked(changeOrderMessages).mockResolvedValue(changed);
    const response = await save({ cakeMessage: "Happy 60th, Papa" }, { position: "2" });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Messages saved", order: changed });
    expect(text).not.toContain(TOKEN);
    expect(changeOrderMessages).toHaveBeenCalledWith(TOKEN, ID, 2, {
      cakeMessage: "Happy 60th, Papa",
    });
  });

  test("a visitor gets 401, another site 403, and the backend is not asked", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const visitor = await save({ cakeMessage: "Hi" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: LOGIN_REQUIRED });
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const crossSite = await save({ cakeMessage: "Hi" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: CROSS_SITE });
    expect(changeOrderMessages).not.toHaveBeenCalled();
  });

  test.each([
    ["no message at all", {}, "0"],
    ["a field it does not know", { cakeMessage: "Hi", price: 1 }, "0"],
    ["a message that is not text", { cardMessage: 7 }, "0"],
    ["a position that is no line's", { cakeMessage: "Hi" }, "-1"],
  ])("%s is refused before the backend is asked", async (_, body, position) => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const response = await save(body, { position });
    expect([400, 404]).toContain(response.status);
    expect(changeOrderMessages).not.toHaveBeenCalled();
  });

  test("the backend's refusal once the kitchen has started is passed on in its words", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const late =
      "The kitchen has started on this gift, so its messages can no longer change. Please contact us if something is wrong.";
    jest.mocked(changeOrderMessages).mockRejectedValue(new BackendError(late, 409));
    const response = await save({ cakeMessage: "Too late" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: late });
  });

  test("a backend failure is 502 with the shop's own words", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(changeOrderMessages).mockRejectedValue(new BackendError("boom", 500));
    await expectFallback(
      await save({ cardMessage: "With love" }),
      "The messages could not be saved just now. Please try again.",
    );
  });
});
