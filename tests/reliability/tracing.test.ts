/**
 * One trace from the browser's request to the backend's insert (docs/operations.md "Traces"):
 * with an OTLP endpoint configured, placing an order through the storefront's POST /api/orders
 * yields spans that all share the trace id of the request's `traceparent` — the BFF handler's,
 * the backend's server span (joined through the `traceparent` the BFF sent over the socket),
 * and the SQL statement inserting the order. The collector is `npm run traces`' receiver
 * (scripts/traces.mjs) reading what the real exporter sends. Storefront and backend share
 * this one process, so one tracer provider records both: the `traceparent` header is still
 * the only link between them, since the backend answers on its own socket.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startTracing, type Tracing } from "@giftshop/shared/observability/tracing";
import { startTraceReceiver, traceTree, type ReceivedSpan } from "../../scripts/traces.mjs";
import { VALID_CALLS, type CallContext } from "./support/calls";
import {
  allRoutes,
  callRoute,
  route,
  signUpThroughShop,
  startShop,
  type Route,
  type Shop,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

/** The spans of every export the receiver (`npm run traces`) was sent. */
const received: ReceivedSpan[] = [];
let receiver: Server;
let tracing: Tracing | null;
let shop: Shop;
let routes: Route[];
let ctx: CallContext;
beforeAll(async () => {
  receiver = await startTraceReceiver({ port: 0, onSpans: (spans) => received.push(...spans) });
  const { port } = receiver.address() as AddressInfo;
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${port}`;
  // Before the shop starts: its database driver is wrapped for spans only when tracing is on.
  tracing = await startTracing("shop-under-test");
  shop = await startShop();
  routes = await allRoutes();
  ctx = { shop, routes, shopper: await signUpThroughShop(routes, "trace") };
  // The whole shop starts in this process: on a busy 2-core machine that outlasts 30 s.
}, 120_000);
afterAll(async () => {
  await tracing?.shutdown();
  await shop.close();
  await new Promise((resolve) => receiver.close(resolve));
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
});

const BROWSER_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const BROWSER_SPAN = "00f067aa0ba902b7";

test("a placed order is one trace from the browser's request to the backend's insert", async () => {
  expect(tracing).not.toBeNull();
  const placeOrder = VALID_CALLS.find((call) => call.name === "POST /api/orders");
  if (!placeOrder) throw new Error("POST /api/orders is not in VALID_CALLS");
  const options = await placeOrder.prepare(ctx);
  const answer = await callRoute(route(routes, "/api/orders"), "POST", {
    ...options,
    headers: { ...options.headers, traceparent: `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01` },
  });
  expect(answer.status).toBe(201);
  await tracing?.flush();

  const trace = received.filter((span) => span.traceId === BROWSER_TRACE);
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const named = (name: string) => trace.find((span) => span.name === name);

  const bff = named("BFF POST /api/orders");
  expect(bff?.parentSpanId).toBe(BROWSER_SPAN);
  // The backend's server span is the BFF span's child: the traceparent crossed the socket.
  const backend = named("POST /api/client/place-order");
  expect(backend?.parentSpanId).toBe(bff?.spanId);
  const insert = named("INSERT orders");
  expect(insert?.attributes).toContainEqual({
    key: "db.query.text",
    value: { stringValue: expect.stringMatching(/^insert into "orders"/) },
  });
  // The insert sits under the backend's request, through whatever spans are between.
  const ancestors: string[] = [];
  for (let at = insert; at?.parentSpanId; at = byId.get(at.parentSpanId)) {
    ancestors.push(at.parentSpanId);
  }
  expect(ancestors).toContain(backend?.spanId);
  expect(ancestors.at(-1)).toBe(BROWSER_SPAN);
  // `npm run traces` prints the same trace as a tree: the insert below the backend's request.
  const tree = traceTree(trace);
  const backendLine = tree.findIndex((line) => line.includes("POST /api/client/place-order"));
  const insertLine = tree.findIndex((line) => line.includes("INSERT orders"));
  expect(backendLine).toBeGreaterThan(tree.findIndex((line) => line.includes("BFF POST")));
  expect(insertLine).toBeGreaterThan(backendLine);
});

test("a request without a traceparent starts a trace of its own", async () => {
  const before = received.length;
  const answer = await callRoute(route(routes, "/api/search/popular"), "GET");
  expect(answer.status).toBe(200);
  await tracing?.flush();
  const bff = received.slice(before).find((span) => span.name === "BFF GET /api/search/popular");
  expect(bff).toBeDefined();
  expect(bff?.parentSpanId ?? "").toBe("");
  expect(bff?.traceId).not.toBe(BROWSER_TRACE);
});
