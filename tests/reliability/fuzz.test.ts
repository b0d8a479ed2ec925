/**
 * Hostile input (docs/security.md "Input"): fast-check throws malformed, oversized,
 * type-confused and random requests at every storefront route handler (found on disk) and
 * every backend endpoint (read from the Hono app's own route table), with the backend up.
 * No answer may be a 5xx or a crash, none may carry a stack trace, every refusal is the
 * side's JSON error shape, and a refused request leaves the database's row counts as they
 * were. The counts per target are printed at the end.
 *
 * FUZZ_RUNS sets the runs per target (default 60: about a minute and a half on two cores);
 * FUZZ_SEED replays a run (the seed is printed).
 */
import fc from "fast-check";
import { ids, productIds } from "@/backend/src/test/fixture";
import { SIGNED_CALLS, VALID_CALLS, addAddress, fillCart, type CallContext } from "./support/calls";
import {
  allRoutes,
  callRoute,
  changedTables,
  encodeSegment,
  rowCounts,
  signUpThroughShop,
  startShop,
  type Answer,
  type CallOptions,
  type Method,
  type Route,
  type Shop,
  type ShopShopper,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let shop: Shop;
let routes: Route[];
beforeAll(async () => {
  shop = await startShop();
  routes = await allRoutes();
});
afterAll(async () => {
  await shop.close();
});
beforeEach(() => {
  // Refusals log nothing, but a failure would: keep what is logged to search it.
  logged = [];
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(" ").split("\n")[0] ?? "");
  });
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
let logged: string[] = [];

// ---- what goes into a request -------------------------------------------------------------

/** 110 kB: past both sides' 100 kB body limit. */
const OVERSIZED = "x".repeat(110 * 1024);

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%",
  "%E0%A4%A",
  "\uD800",
  "\u202Eevil",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "' OR 1=1--",
  "1; DROP TABLE users;--",
  "__proto__",
  "constructor",
  '{"$ne":null}',
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "null",
  "undefined",
  "९८७६५४३२१०",
  "🎂".repeat(40),
  "a".repeat(5000),
  ids.unknown,
  productIds.truffle,
  productIds.hiddenCake,
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(...NASTY),
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e21, Number.MAX_VALUE, -Number.MAX_VALUE),
);

/** Any JSON value, weighted towards the ones validation has to think about. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: number },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 5 }) },
);

/** The JSON of `v` (an undefined or a function answers nothing, as a client sending none). */
const toJson = (v: unknown) => JSON.stringify(v) ?? "";

/** Deeply nested, to find recursion limits. */
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Bodies for a target whose valid body is `valid`: mutations of it, and junk. */
function bodies(valid: Record<string, unknown> | null): fc.Arbitrary<string> {
  const keys = valid ? Object.keys(valid) : [];
  const mutations: fc.Arbitrary<string>[] = valid
    ? [
        // One field of the wrong type or a hostile value.
        fc
          .tuple(fc.constantFrom(...(keys.length ? keys : ["x"])), value)
          .map(([key, v]) => toJson({ ...valid, [key]: v })),
        // Every field replaced.
        fc
          .tuple(...keys.map(() => value))
          .map((values) => toJson(Object.fromEntries(keys.map((key, i) => [key, values[i]])))),
        // A field missing, and extra ones (prototype keys, another shopper's id).
        fc
          .constantFrom(...(keys.length ? keys : ["x"]))
          .map((key) =>
            toJson({ ...Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)) }),
          ),
        fc
          .tuple(fc.constantFrom("__proto__", "constructor", "userId", "isAdmin", "price"), value)
          .map(([key, v]) => `{${toJson(valid).slice(1, -1)},${toJson(key)}:${toJson(v)}}`),
        // The valid body wrapped, as a list or inside itself.
        fc.constant(toJson([valid])),
        fc.constant(toJson({ ...valid, address: valid })),
      ]
    : [];
  return fc.oneof(
    ...mutations,
    value.map(toJson),
    text,
    fc.constantFrom(
      "{",
      "{not json",
      "[1,2",
      '{"a":1}garbage',
      "\u0000",
      deep(5000),
      OVERSIZED,
      toJson({ ...(valid ?? {}), note: OVERSIZED }),
    ),
  );
}

const CONTENT_TYPES = [
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/json; charset=utf-16",
  "",
];

/** A path parameter: the valid one, hostile text, or anything. */
const param = (valid: string) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 5, arbitrary: text });

const query = fc.oneof(
  fc.constant(""),
  text.map((q) => `?q=${encodeSegment(q)}`),
  fc.constantFrom(
    "?q=%00",
    "?q=%",
    "?q=%E0%A4%A",
    `?q=${"x".repeat(5000)}`,
    "?q=a&q=b",
    "?__proto__=1",
  ),
  fc
    .dictionary(fc.string({ maxLength: 10 }), text, { maxKeys: 4 })
    .map((entries) => `?${new URLSearchParams(entries)}`),
);

// ---- bookkeeping ---------------------------------------------------------------------------

interface Tally {
  runs: number;
  statuses: Map<number, number>;
}
const tallies = new Map<string, Tally>();

function record(target: string, status: number) {
  const tally = tallies.get(target) ?? { runs: 0, statuses: new Map() };
  tally.runs += 1;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  tallies.set(target, tally);
}

/** A stack frame (`at fn (/path/file.ts:12:5)`) or a low-level error that must not leak. */
const STACK = /\bat \S.*[/\\][^\s/\\]+\.(?:[cm]?js|tsx?):\d+:\d+|ECONNREFUSED|ECONNRESET/;

/** Everything wrong with one answer; an empty list is a pass. */
function problems(
  side: "storefront" | "backend",
  status: number,
  text: string,
  contentType: string,
  thrown: unknown,
): string[] {
  const found: string[] = [];
  if (thrown !== undefined) found.push(`crashed: ${String(thrown).split("\n")[0]}`);
  if (status >= 500) found.push(`status ${status}`);
  if (STACK.test(text)) found.push("a stack trace or socket error in the body");
  if (status >= 400 && contentType.includes("json")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      found.push("an error that is not JSON");
    }
    const keys = typeof body === "object" && body !== null ? Object.keys(body) : [];
    // The BFF answers { error }; next-auth's logins { url } carrying the error, as its client reads it.
    const shape =
      side === "storefront"
        ? keys.includes("error") || keys.includes("url")
        : keys.includes("success") && keys.includes("message");
    if (!shape) found.push(`an error without the ${side}'s shape: ${text.slice(0, 80)}`);
  }
  // A refusal logs nothing; a logged error is a failure somewhere, even behind a 4xx.
  for (const line of logged) found.push(`logged: ${line.slice(0, 160)}`);
  return found;
}

/** Runs one request and checks it; row counts are compared when it was refused. */
async function checked(
  target: string,
  side: "storefront" | "backend",
  send: () => Promise<{ status: number; text: string; contentType: string; thrown?: unknown }>,
) {
  logged = [];
  const before = await rowCounts(shop);
  const answer = await send();
  record(target, answer.status);
  const found = problems(side, answer.status, answer.text, answer.contentType, answer.thrown);
  if (answer.status >= 400) {
    const changed = changedTables(before, await rowCounts(shop));
    if (changed.length > 0) found.push(`refused with ${answer.status} but changed ${changed}`);
  }
  if (found.length > 0) {
    throw new Error(`${target} → ${answer.status}: ${found.join("; ")}`);
  }
}

const fcOptions = () => ({ numRuns: RUNS, seed: SEED, endOnFailure: true });

/** Runs `property`; on failure throws one short line (fast-check's own report can be megabytes). */
async function holds<T>(property: fc.IAsyncPropertyWithHooks<T>) {
  const details = await fc.check(property, fcOptions());
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : "";
  const input = JSON.stringify(details.counterexample) ?? "";
  throw new Error(
    `${cause.slice(0, 600)}\n  input (seed ${details.seed}, path ${details.counterexamplePath}): ` +
      `${input.length > 400 ? `${input.slice(0, 400)}… (${input.length} chars)` : input}`,
  );
}

// ---- the storefront ------------------------------------------------------------------------

/** A fresh shopper for each target, so one target's logout or reset spoils no other. */
async function shopperFor(tag: string): Promise<ShopShopper> {
  return signUpThroughShop(routes, tag.replace(/\W+/g, "-").slice(0, 30));
}

function asObject(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "string" || !body.startsWith("{")) return null;
  const parsed: unknown = JSON.parse(body);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? Object.fromEntries(Object.entries(parsed))
    : null;
}

interface StorefrontTarget {
  name: string;
  template: string;
  method: Method;
  /** A valid request to start from (a session, params, a body). */
  base(ctx: CallContext): Promise<CallOptions>;
}

const storefrontTargets: StorefrontTarget[] = [
  ...[...VALID_CALLS, ...SIGNED_CALLS].map((call) => ({
    name: call.name,
    template: call.template,
    method: call.method,
    base: call.prepare,
  })),
  {
    name: "GET /api/account/me",
    template: "/api/account/me",
    method: "GET",
    base: async ({ shopper }) => ({ cookie: shopper.cookie }),
  },
  {
    name: "GET /api/cart",
    template: "/api/cart",
    method: "GET",
    base: async (ctx) => {
      await fillCart(ctx);
      return { cookie: ctx.shopper.cookie };
    },
  },
  {
    name: "GET /api/wishlist",
    template: "/api/wishlist",
    method: "GET",
    base: async ({ shopper }) => ({ cookie: shopper.cookie }),
  },
  {
    name: "GET /api/orders",
    template: "/api/orders",
    method: "GET",
    base: async ({ shopper }) => ({ cookie: shopper.cookie }),
  },
  {
    name: "GET /api/search",
    template: "/api/search",
    method: "GET",
    base: async () => ({ query: "?q=cake" }),
  },
  {
    name: "GET /api/delivery/pincode",
    template: "/api/delivery/pincode",
    method: "GET",
    base: async () => ({ query: "?pin=560038" }),
  },
  {
    name: "GET /api/delivery/options",
    template: "/api/delivery/options",
    method: "GET",
    base: async () => ({ query: `?pincode=560038&productId=${productIds.truffle}` }),
  },
  {
    name: "GET /api/photos/[id]",
    template: "/api/photos/[id]",
    method: "GET",
    base: async ({ shopper }) => ({ cookie: shopper.cookie, params: { id: ids.unknown } }),
  },
  {
    name: "GET /api/metrics",
    template: "/api/metrics",
    method: "GET",
    base: async () => ({}),
  },
  {
    name: "GET /api/search/popular",
    template: "/api/search/popular",
    method: "GET",
    base: async () => ({}),
  },
  {
    name: "GET /api/orders/[id]/proof-photo",
    template: "/api/orders/[id]/proof-photo",
    method: "GET",
    base: async ({ shopper }) => ({ cookie: shopper.cookie, params: { id: ids.unknown } }),
  },
  {
    name: "GET /api/auth/[...nextauth]",
    template: "/api/auth/[...nextauth]",
    method: "GET",
    base: async () => ({ params: { nextauth: ["session"] } }),
  },
  {
    name: "GET /uploads/[...path]",
    template: "/uploads/[...path]",
    method: "GET",
    base: async () => ({ params: { path: ["products", "p1.webp"] } }),
  },
];

test("the storefront targets cover every route handler and method on disk", () => {
  const onDisk = routes.flatMap((r) =>
    Object.keys(r.handlers).map((method) => `${method} ${r.template}`),
  );
  const covered = storefrontTargets.map((target) => `${target.method} ${target.template}`);
  expect([...new Set(covered)].sort()).toEqual([...new Set(onDisk)].sort());
});

describe("every storefront handler", () => {
  test.each(storefrontTargets)(
    "$name: no 5xx, no crash, no stack, no change when refused",
    async (target) => {
      const ctx: CallContext = { shop, routes, shopper: await shopperFor(target.name) };
      const base = await target.base(ctx);
      const routeOf = routes.find((r) => r.template === target.template);
      if (!routeOf) throw new Error(`no route ${target.template}`);
      const validBody = asObject(base.body);
      const paramArbitraries = Object.fromEntries(
        routeOf.params.map(({ name, catchAll }) => {
          const valid = base.params?.[name];
          return [
            name,
            catchAll
              ? fc.oneof<fc.Arbitrary<string | string[]>[]>(
                  fc.constant(Array.isArray(valid) ? valid : ["x"]),
                  fc.array(text, { minLength: 1, maxLength: 4 }),
                  fc.constant(["..", "..", "etc", "passwd"]),
                )
              : param(typeof valid === "string" ? valid : "x"),
          ];
        }),
      );
      const request = fc.record({
        params: fc.record(paramArbitraries),
        query: fc.oneof({ weight: 3, arbitrary: fc.constant(base.query ?? "") }, query),
        body:
          target.method === "GET"
            ? fc.constant(undefined)
            : fc.oneof(
                { weight: 1, arbitrary: fc.constant(base.body) },
                { weight: 6, arbitrary: bodies(validBody) },
              ),
        contentType: fc.oneof(
          { weight: 6, arbitrary: fc.constant(base.contentType) },
          { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        ),
        cookie: fc.oneof(
          { weight: 8, arbitrary: fc.constant(base.cookie) },
          { weight: 1, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: text.map((junk) => `uphaar.session=${encodeSegment(junk)}`),
          },
        ),
        origin: fc.oneof(
          { weight: 9, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom(null, "null", "https://evil.example") },
        ),
      });
      await holds(
        fc.asyncProperty(request, async (r) => {
          await checked(`shop ${target.name}`, "storefront", async () => {
            const answer: Answer = await callRoute(routeOf, target.method, {
              ...base,
              ...r,
              params: { ...base.params, ...r.params },
            });
            return { ...answer, contentType: answer.headers.get("content-type") ?? "" };
          });
        }),
      );
    },
  );
});

// ---- the backend ---------------------------------------------------------------------------

interface BackendTarget {
  method: string;
  /** As Hono lists it: "/api/user/updateaddress/:id". */
  path: string;
  /** Needs a bearer token. */
  auth?: boolean;
  /** A valid body to start from. */
  body?(ctx: BackendContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Valid values for the path's parameters. */
  params?(ctx: BackendContext): Promise<Record<string, string>> | Record<string, string>;
}

interface BackendContext extends CallContext {
  token: string;
}

const ADDRESS_WIRE = {
  fullName: "Asha Kumar",
  phoneNumber: "9876543210",
  alternatephone: "",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
  country: "India",
};

const backendTargets: BackendTarget[] = [
  { method: "GET", path: "/health" },
  { method: "GET", path: "/metrics" },
  {
    method: "POST",
    path: "/api/vitals",
    body: () => ({
      page: "home",
      connection: "3g",
      metrics: [{ name: "CLS", value: 0.02, rating: "good" }],
    }),
  },
  { method: "GET", path: "/api/getcategories" },
  { method: "GET", path: "/api/getsubcategories" },
  { method: "GET", path: "/api/client/search" },
  { method: "GET", path: "/api/client/productsbycategory" },
  { method: "GET", path: "/api/product/filter" },
  { method: "GET", path: "/api/products/:id", params: () => ({ id: productIds.truffle }) },
  { method: "GET", path: "/api/product/related/:id", params: () => ({ id: productIds.truffle }) },
  { method: "GET", path: "/api/product/reviews/:id", params: () => ({ id: productIds.truffle }) },
  {
    method: "POST",
    path: "/api/product/review",
    body: () => ({ productId: productIds.truffle, userName: "Asha", rating: 4, comment: "Nice" }),
  },
  {
    method: "POST",
    path: "/api/feedback",
    body: () => ({ name: "Asha", email: "asha@example.in", message: "Hello" }),
  },
  { method: "POST", path: "/api/newsletter", body: () => ({ email: "news@example.in" }) },
  {
    method: "POST",
    path: "/api/auth/register",
    body: () => ({
      name: "Fuzz",
      email: `fuzz-${Date.now()}@example.in`,
      password: "a-long-password",
    }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    body: ({ shopper }) => ({ email: shopper.email, password: shopper.password }),
  },
  {
    method: "POST",
    path: "/api/auth/verify-login-otp",
    body: ({ shopper }) => ({ email: shopper.email, otp: "123456" }),
  },
  {
    method: "POST",
    path: "/api/auth/send-verify-otp",
    body: ({ shopper }) => ({ email: shopper.email }),
  },
  {
    method: "POST",
    path: "/api/auth/verify-Account",
    body: ({ shopper }) => ({ userId: shopper.id, otp: "123456" }),
  },
  {
    method: "POST",
    path: "/api/auth/send-reset-otp",
    body: ({ shopper }) => ({ email: shopper.email }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    body: ({ shopper }) => ({
      email: shopper.email,
      otp: "123456",
      newpassword: "another-password",
    }),
  },
  { method: "GET", path: "/api/auth/is-auth", auth: true },
  { method: "POST", path: "/api/auth/logout", auth: true, body: () => ({}) },
  { method: "GET", path: "/api/auth/cart", auth: true },
  {
    method: "POST",
    path: "/api/auth/Cart",
    auth: true,
    body: () => ({ productId: productIds.blackForest, quantity: 1 }),
  },
  {
    method: "PUT",
    path: "/api/auth/cart-delivery",
    auth: true,
    body: async (ctx) => {
      await fillCart(ctx);
      return { productId: productIds.truffle, delivery: null };
    },
  },
  // A photo's bytes: whatever the fuzzer sends is not one (415, 413 or 400), so nothing is kept.
  { method: "POST", path: "/api/auth/uploads", auth: true },
  {
    method: "GET",
    path: "/api/auth/uploads/:id",
    auth: true,
    params: () => ({ id: ids.unknown }),
  },
  { method: "GET", path: "/api/delivery/options" },
  { method: "GET", path: "/api/delivery/pincode/:pin", params: () => ({ pin: "560038" }) },
  // Reads no input: whatever the fuzzer adds to the query, it lists the slots (200).
  { method: "GET", path: "/api/delivery/slots" },
  {
    method: "POST",
    path: "/api/delivery/quote",
    auth: true,
    body: async (ctx) => {
      await fillCart(ctx);
      return { pincode: "560038" };
    },
  },
  {
    method: "PUT",
    path: "/api/auth/update-quantity",
    auth: true,
    body: async (ctx) => {
      await fillCart(ctx);
      return { productId: productIds.truffle, quantity: 2 };
    },
  },
  {
    method: "DELETE",
    path: "/api/auth/delete/:key",
    auth: true,
    params: () => ({ key: productIds.truffle }),
  },
  {
    method: "PUT",
    path: "/api/auth/cart-line",
    auth: true,
    body: async (ctx) => {
      await fillCart(ctx);
      return { line: productIds.truffle, personalisation: null };
    },
  },
  { method: "GET", path: "/api/addons" },
  { method: "DELETE", path: "/api/auth/clear-cart", auth: true },
  { method: "GET", path: "/api/auth/wishlist", auth: true },
  {
    method: "POST",
    path: "/api/auth/wishlist",
    auth: true,
    body: () => ({ productId: productIds.redRoses }),
  },
  {
    method: "DELETE",
    path: "/api/auth/wishlist",
    auth: true,
    body: () => ({ productId: productIds.redRoses }),
  },
  {
    method: "DELETE",
    path: "/api/auth/delete-wishlist/:productId",
    auth: true,
    params: () => ({ productId: productIds.redRoses }),
  },
  { method: "GET", path: "/api/user/data", auth: true },
  { method: "GET", path: "/api/user/profile", auth: true },
  {
    method: "POST",
    path: "/api/user/updateprofile",
    auth: true,
    body: ({ shopper }) => ({ name: "Asha", phone: "9876543210", email: shopper.email }),
  },
  { method: "POST", path: "/api/user/addaddress", auth: true, body: () => ADDRESS_WIRE },
  {
    method: "PUT",
    path: "/api/user/updateaddress/:id",
    auth: true,
    params: async (ctx) => ({ id: await addAddress(ctx) }),
    body: ({ shopper }) => ({ userId: shopper.id, address: ADDRESS_WIRE }),
  },
  {
    method: "DELETE",
    path: "/api/user/deleteaddress/:id",
    auth: true,
    params: async (ctx) => ({ id: await addAddress(ctx) }),
    body: ({ shopper }) => ({ userId: shopper.id }),
  },
  { method: "GET", path: "/api/getkey" },
  {
    method: "POST",
    path: "/api/checkout",
    auth: true,
    body: async (ctx) => {
      await fillCart(ctx);
      return { amount: 599 };
    },
  },
  {
    method: "GET",
    path: "/api/payments/local/order/:orderId",
    auth: true,
    params: () => ({ orderId: "order_abc123" }),
  },
  {
    method: "POST",
    path: "/api/payments/local/pay",
    auth: true,
    body: () => ({ order_id: "order_abc123", outcome: "success", method: "card" }),
  },
  {
    method: "POST",
    path: "/api/payments/webhook",
    body: () => ({ event: "payment.captured", payload: { payment: { entity: { id: "pay_1" } } } }),
  },
  {
    method: "POST",
    path: "/api/client/place-order",
    auth: true,
    body: async (ctx) => {
      await fillCart(ctx);
      return {
        items: [
          {
            productId: productIds.truffle,
            name: "Chocolate Truffle Cake",
            quantity: 1,
            price: 599,
            sellerId: ids.seller,
          },
        ],
        totalAmount: 599,
        shippingAddress: {
          name: "Asha",
          pin: "560038",
          city: "Bengaluru",
          state: "Karnataka",
          phone: "9876543210",
          alternatephone: "",
          address: "12 MG Road",
        },
        image: "",
      };
    },
  },
  { method: "GET", path: "/api/client/get-orders", auth: true },
  { method: "GET", path: "/api/client/order/:id", params: () => ({ id: ids.unknown }) },
  // After the order (docs/after-the-order.md): an order no one has, so each answers its 404
  // or its refusal of the input before that.
  {
    method: "POST",
    path: "/api/client/order/:id/cancel",
    auth: true,
    params: () => ({ id: ids.unknown }),
  },
  {
    method: "PATCH",
    path: "/api/client/order/:id/items/:position/messages",
    auth: true,
    params: () => ({ id: ids.unknown, position: "0" }),
    body: () => ({ cakeMessage: "Happy Birthday Asha", cardMessage: "With love" }),
  },
  {
    method: "PATCH",
    path: "/api/client/order/:id/items/:position/delivery",
    auth: true,
    params: () => ({ id: ids.unknown, position: "0" }),
    body: () => ({ date: "2026-12-01", slotId: "standard" }),
  },
  {
    method: "GET",
    path: "/api/auth/orders/:id/proof-photo",
    auth: true,
    params: () => ({ id: ids.unknown }),
  },
  // Order updates (docs/after-the-order.md): the shopper's channels.
  { method: "GET", path: "/api/client/notifications", auth: true },
  {
    method: "PUT",
    path: "/api/client/notifications",
    auth: true,
    body: () => ({ mail: true, sms: false, whatsapp: false }),
  },
  { method: "GET", path: "/api/client/occasions", auth: true },
  {
    method: "POST",
    path: "/api/client/occasions",
    auth: true,
    body: () => ({ name: "Meera", occasion: "birthday", date: "2026-12-24", repeats: "yearly" }),
  },
  {
    method: "DELETE",
    path: "/api/client/occasions/:id",
    auth: true,
    params: () => ({ id: ids.unknown }),
  },
  {
    method: "POST",
    path: "/api/client/occasions/unsubscribe",
    body: () => ({ token: "a".repeat(32) }),
  },
  { method: "GET", path: "/uploads/*" },
];

test("the backend targets cover every route of the backend app", () => {
  // Middleware is listed as ALL; of it, only the static files under /uploads answer requests.
  const served = shop.t.app.routes.map((r) =>
    r.method === "ALL" && r.path === "/uploads/*" ? "GET /uploads/*" : `${r.method} ${r.path}`,
  );
  const covered = backendTargets.map((target) => `${target.method} ${target.path}`);
  expect([...new Set(covered)].sort()).toEqual(
    [...new Set(served)].filter((route) => !route.startsWith("ALL ")).sort(),
  );
});

/** How a fuzzed path parameter goes on the wire: encoded, or raw (dot segments, bad escapes). */
const wireParam = fc.oneof(
  text.map(encodeSegment),
  fc.constantFrom("..%2F..%2Fetc%2Fpasswd", "%00", "%", "%E0%A4%A", "%2e%2e", "..;", "a%2Fb"),
);

const authorization = (token: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant({ authorization: `Bearer ${token}` }) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: text.map((junk) => ({ authorization: `Bearer ${encodeSegment(junk)}` })),
    },
    { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${"t".repeat(5000)}` }) },
    { weight: 1, arbitrary: fc.constant({ token }) },
  );

describe("every backend endpoint", () => {
  test.each(backendTargets)(
    "$method $path: no 5xx, no crash, no stack, no change when refused",
    async (target) => {
      const shopper = await shopperFor(`${target.method}${target.path}`);
      const ctx: BackendContext = { shop, routes, shopper, token: shopper.token };
      const validBody = target.body ? await target.body(ctx) : null;
      const validParams = target.params ? await target.params(ctx) : {};
      const names = [...target.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
      const request = fc.record({
        params: fc.tuple(
          ...names.map((name) =>
            fc.oneof(
              { weight: 1, arbitrary: fc.constant(encodeSegment(validParams[name] ?? "x")) },
              { weight: 4, arbitrary: wireParam },
            ),
          ),
        ),
        tail: target.path.endsWith("*")
          ? fc.oneof(
              fc.constant("products/p1.webp"),
              fc.constantFrom(
                "../../package.json",
                "%2e%2e/%2e%2e/package.json",
                "..%5c..%5cpackage.json",
                "%00",
              ),
              wireParam,
            )
          : fc.constant(""),
        query: fc.oneof({ weight: 2, arbitrary: fc.constant("") }, query),
        body:
          target.method === "GET"
            ? fc.constant(undefined)
            : fc.oneof(
                {
                  weight: validBody ? 1 : 3,
                  arbitrary: fc.constant(validBody ? toJson(validBody) : undefined),
                },
                { weight: validBody ? 6 : 2, arbitrary: bodies(validBody) },
              ),
        contentType: fc.oneof(
          { weight: 6, arbitrary: fc.constant("application/json") },
          { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        ),
        headers: authorization(ctx.token),
        chunked: fc.boolean(),
      });
      await holds(
        fc.asyncProperty(request, async (r) => {
          let path = target.path;
          names.forEach((name, i) => {
            path = path.replace(`:${name}`, r.params[i] ?? "");
          });
          path = path.replace("*", r.tail);
          await checked(`api ${target.method} ${target.path}`, "backend", async () => {
            const headers: Record<string, string> = { ...r.headers };
            if (r.contentType) headers["content-type"] = r.contentType;
            const body =
              r.body === undefined
                ? undefined
                : r.chunked
                  ? // No Content-Length: the backend has to count the bytes as they arrive.
                    new Blob([r.body]).stream()
                  : r.body;
            // A streamed body needs duplex: "half", which TypeScript's RequestInit lacks.
            const init: RequestInit & { duplex: "half" } = {
              method: target.method,
              headers,
              body,
              duplex: "half",
            };
            let response: Response;
            try {
              response = await fetch(`${shop.backendUrl}${path}${r.query}`, init);
            } catch (error) {
              // A URL fetch itself refuses to send is no answer from the backend.
              if (error instanceof TypeError && /invalid|URL/i.test(error.message)) {
                return { status: 0, text: "", contentType: "" };
              }
              return { status: 0, text: "", contentType: "", thrown: error };
            }
            return {
              status: response.status,
              text: await response.text(),
              contentType: response.headers.get("content-type") ?? "",
            };
          });
        }),
      );
    },
  );
});

afterAll(() => {
  const lines = [...tallies].map(([target, { runs, statuses }]) => {
    const seen = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    return `  ${target.padEnd(48)} ${String(runs).padStart(5)} inputs  ${seen}`;
  });
  const total = [...tallies.values()].reduce((sum, { runs }) => sum + runs, 0);
  const fivexx = [...tallies.values()].reduce(
    (sum, { statuses }) =>
      sum + [...statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0),
    0,
  );
  console.log(
    `[fuzz] seed ${SEED}, ${RUNS} runs per target: ${total} inputs at ${tallies.size} targets, ` +
      `${fivexx} answers of 5xx\n${lines.join("\n")}`,
  );
});
