import { webVitals } from "../db/schema";
import { productIds } from "../test/fixture";
import { orderBody, orderItem, placeOrder } from "../test/place-order";
import { signUpWithCart } from "../test/shopper";
import { appOver, testAppPerFile } from "../test/test-app";
import { testEngine } from "../test/test-db";
import { statementName } from "./db-spans";

const t = testAppPerFile();
const METRICS_TOKEN = "metrics-token-for-the-tests-0123456789";

const report = {
  page: "product",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 2140.5, rating: "good" },
    { name: "CLS", value: 0.04, rating: "good" },
  ],
};

/** The value of the series `name{labels}` in Prometheus text, or null when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const wanted = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (wanted) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return null;
}

describe(`GET /metrics (${testEngine})`, () => {
  test("counts requests by route pattern and reads orders and slot fill from the database", async () => {
    const shopper = await signUpWithCart(t, "metrics", [[productIds.redRoses, 1]]);
    const placed = await placeOrder(t, shopper, orderBody([orderItem("roses", 1)], 149));
    expect(placed.status).toBe(201);
    await t.get("/api/client/order/not-an-id");

    const answer = await t.app.request("/metrics");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    const placeRoute = { method: "POST", route: "/api/client/place-order", status: "201" };
    expect(sample(text, "http_requests_total", placeRoute)).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_count", {
        route: "/api/client/place-order",
        status_class: "2xx",
      }),
    ).toBe(1);
    expect(sample(text, "shop_orders_placed_total", { payment_method: "cod" })).toBe(1);
    // The fixture's hubs and slots each have a fill figure for today and tomorrow.
    expect(text).toMatch(/^shop_slot_fill_ratio\{hub="[^"]+",slot="[^"]+",day="today"/m);
    expect(text).toContain("process_resident_memory_bytes");
    // The ids in a path never become a label: the route pattern does.
    expect(text).not.toContain("not-an-id");
  });

  test("asks for the METRICS_TOKEN bearer when one is set, and is absent in production without one", async () => {
    const guarded = appOver(t, { metricsAccess: { token: METRICS_TOKEN, production: true } });
    expect((await guarded.request("/metrics")).status).toBe(401);
    const wrong = { headers: { authorization: `Bearer ${METRICS_TOKEN.replace("0", "1")}` } };
    expect((await guarded.request("/metrics", wrong)).status).toBe(401);
    const right = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
    expect((await guarded.request("/metrics", right)).status).toBe(200);

    const untokened = appOver(t, { metricsAccess: { token: undefined, production: true } });
    expect((await untokened.request("/metrics")).status).toBe(404);
  });
});

describe(`POST /api/vitals (${testEngine})`, () => {
  test("keeps each metric of a beacon as a row, without the shopper", async () => {
    const answer = await t.post("/api/vitals", report);
    expect(answer).toEqual({ status: 201, body: { success: true, kept: 2 } });
    const rows = await t.database.db.select().from(webVitals);
    expect(
      rows.map(({ page, metric, value, rating, connection }) => ({
        page,
        metric,
        value,
        rating,
        connection,
      })),
    ).toEqual([
      { page: "product", metric: "LCP", value: 2140.5, rating: "good", connection: "4g" },
      { page: "product", metric: "CLS", value: 0.04, rating: "good", connection: "4g" },
    ]);
  });

  test.each([
    ["an unknown page type", { ...report, page: "admin" }],
    ["no metrics", { ...report, metrics: [] }],
    [
      "a value past a minute",
      { ...report, metrics: [{ name: "LCP", value: 1e9, rating: "poor" }] },
    ],
    ["an unknown field", { ...report, url: "/account?email=a@b.in" }],
    ["more than eight metrics", { ...report, metrics: Array(9).fill(report.metrics[0]) }],
  ])("refuses %s with 400", async (_case, body) => {
    const before = (await t.database.db.select().from(webVitals)).length;
    expect((await t.post("/api/vitals", body)).status).toBe(400);
    expect(await t.database.db.select().from(webVitals)).toHaveLength(before);
  });

  test("a plain §7 backend has no such route", async () => {
    const contract = appOver(t, { profile: "contract" });
    const answer = await contract.request("/api/vitals", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
    });
    expect(answer.status).toBe(404);
  });
});

describe("statement span names", () => {
  test.each([
    ['insert into "orders" ("id") values ($1)', "INSERT orders"],
    ['select "id" from "products" where "id" = $1', "SELECT products"],
    ['update "payments" set "status" = $1', "UPDATE payments"],
    ['delete from "cart_items" where true', "DELETE cart_items"],
    ["begin", "BEGIN"],
    ["with x as (select 1) select * from x", "WITH"],
  ])("%s is %s", (text, name) => {
    expect(statementName(text)).toBe(name);
  });
});
