/**
 * The backend goes away (docs/security.md "Backend down"): every storefront call that needs
 * it answers 503 with a short Retry-After and the spec's words, never a stack or a 500; a
 * backend that accepts connections and never answers is given up on after
 * BACKEND_TIMEOUT_MS; and when the backend is back, the same calls work at once, with no
 * restart of the storefront.
 */
import net from "node:net";
import { GENERIC_FAILURE } from "@/lib/validations/account";
import { ORDER_SAVE_FAILED, PAYMENT_INIT_FAILED } from "@/lib/validations/checkout";
import { QUANTITY_UPDATE_FAILED } from "@/lib/validations/cart";
import { FEEDBACK_FAILURE } from "@/lib/validations/feedback";
import { ADDRESS_DELETE_FAILED } from "@/lib/validations/account";
import { VALID_CALLS, fillCart, type CallContext } from "./support/calls";
import {
  LEAK,
  allRoutes,
  callRoute,
  route,
  signUpThroughShop,
  startShop,
  type Answer,
  type CallOptions,
  type Route,
  type Shop,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

const TIMEOUT_MS = 600;

let shop: Shop;
let routes: Route[];
let ctx: CallContext;
beforeAll(async () => {
  shop = await startShop({ timeoutMs: TIMEOUT_MS });
  routes = await allRoutes();
  ctx = { shop, routes, shopper: await signUpThroughShop(routes, "down") };
});
afterAll(async () => {
  await shop.close();
});
beforeEach(() => {
  // Each refused call logs its cause for the operator; keep the test output readable.
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** The spec's user-facing texts (docs/contract.md, Messages) where it has one for the call. */
const SPEC_TEXT: Record<string, string> = {
  "POST /api/orders": ORDER_SAVE_FAILED,
  "POST /api/checkout/start": PAYMENT_INIT_FAILED,
  "PUT /api/cart": QUANTITY_UPDATE_FAILED,
  "DELETE /api/account/addresses/[id]": ADDRESS_DELETE_FAILED,
  "POST /api/feedback": FEEDBACK_FAILURE,
  "POST /api/account/login": GENERIC_FAILURE,
};

const GETS: [name: string, template: string, options: CallOptions][] = [
  ["GET /api/account/me", "/api/account/me", {}],
  ["GET /api/cart", "/api/cart", {}],
  ["GET /api/wishlist", "/api/wishlist", {}],
  ["GET /api/search", "/api/search", { query: "?q=cake" }],
];

/** Asserts the answer a shopper gets while the backend is away. */
function expectBackendDown(answer: Answer, specText?: string) {
  expect(answer.thrown).toBeUndefined();
  expect(answer.status).toBe(503);
  const wait = Number(answer.headers.get("retry-after"));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(10);
  const body = JSON.parse(answer.text) as { error?: unknown };
  expect(body).toEqual({ error: expect.any(String) });
  if (specText) expect(body.error).toBe(specText);
  expect(answer.text).not.toMatch(LEAK);
}

/**
 * The shopper-facing calls that need the backend: all mutations but next-auth's and forgetting
 * the delivery pincode (it only expires the shopper's cookie, which works with the backend away).
 */
const MUTATIONS = VALID_CALLS.filter(
  (call) =>
    call.template !== "/api/auth/[...nextauth]" && call.name !== "DELETE /api/delivery/pincode",
);

describe("the backend is down (connection refused)", () => {
  test.each(MUTATIONS)("$name: 503 with Retry-After and the spec's words", async (call) => {
    const options = await call.prepare(ctx);
    await shop.stopBackend();
    try {
      expectBackendDown(
        await callRoute(route(routes, call.template), call.method, options),
        SPEC_TEXT[call.name],
      );
    } finally {
      await shop.startBackend();
    }
  });

  test.each(GETS)("%s: 503 with Retry-After", async (_, template, options) => {
    await shop.stopBackend();
    try {
      expectBackendDown(
        await callRoute(route(routes, template), "GET", { cookie: ctx.shopper.cookie, ...options }),
      );
    } finally {
      await shop.startBackend();
    }
  });

  test("a product image: 503 with Retry-After, not a hung request", async () => {
    await shop.stopBackend();
    try {
      const answer = await callRoute(route(routes, "/uploads/[...path]"), "GET", {
        params: { path: ["products", "p1.webp"] },
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
    } finally {
      await shop.startBackend();
    }
  });

  test("login and sign-up show the shopper the spec's words, not an error page", async () => {
    const signUp = VALID_CALLS.find((call) => call.template === "/api/auth/[...nextauth]");
    if (!signUp) throw new Error("no next-auth call");
    const options = await signUp.prepare(ctx);
    await shop.stopBackend();
    try {
      const answer = await callRoute(route(routes, signUp.template), signUp.method, options);
      expect(answer.status).toBeLessThan(500);
      const { url } = JSON.parse(answer.text) as { url: string };
      expect(new URL(url).searchParams.get("error")).toBe(GENERIC_FAILURE);
    } finally {
      await shop.startBackend();
    }
  });
});

describe("the backend comes back", () => {
  beforeAll(async () => {
    await shop.stopBackend();
    await shop.startBackend();
  });

  test.each(VALID_CALLS)("$name works again with no restart", async (call) => {
    const options = await call.prepare(ctx);
    const answer = await callRoute(route(routes, call.template), call.method, options);
    expect(call.accepted).toContain(answer.status);
  });

  test.each(GETS)("%s works again with no restart", async (_, template, options) => {
    const answer = await callRoute(route(routes, template), "GET", {
      cookie: ctx.shopper.cookie,
      ...options,
    });
    expect(answer.status).toBe(200);
  });
});

describe("the backend hangs (accepts connections, never answers)", () => {
  test(`calls give up after BACKEND_TIMEOUT_MS (${TIMEOUT_MS} ms) with 503, then recover`, async () => {
    await fillCart(ctx);
    await shop.stopBackend();
    const held: net.Socket[] = [];
    const hung = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) =>
      hung.listen(Number(new URL(shop.backendUrl).port), "127.0.0.1", resolve),
    );
    try {
      const started = Date.now();
      let deadline: NodeJS.Timeout | undefined;
      // Raced against a deadline, so that without the timeout this fails instead of hanging.
      const answers = await Promise.race([
        Promise.all(
          GETS.map(([, template, options]) =>
            callRoute(route(routes, template), "GET", { cookie: ctx.shopper.cookie, ...options }),
          ),
        ),
        new Promise<"still waiting">((resolve) => {
          deadline = setTimeout(() => resolve("still waiting"), TIMEOUT_MS + 3000);
        }),
      ]);
      clearTimeout(deadline);
      const waited = Date.now() - started;
      if (answers === "still waiting") throw new Error(`no answer after ${waited} ms`);
      for (const answer of answers) expectBackendDown(answer);
      expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
      await shop.startBackend();
    }
    const cart = await callRoute(route(routes, "/api/cart"), "GET", { cookie: ctx.shopper.cookie });
    expect(cart.status).toBe(200);
    expect(JSON.parse(cart.text)).toMatchObject({ lines: [{ quantity: 1 }] });
  });
});
