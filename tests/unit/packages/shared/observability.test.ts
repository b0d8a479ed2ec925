/** @jest-environment node */
import { metricsAccess } from "@giftshop/shared/observability/metrics";
import { tracingConfigured } from "@giftshop/shared/observability/tracing";
import { routeLabel } from "@/lib/observability/observe-request";

const TOKEN = "metrics-token-for-the-tests-0123456789";

describe("metricsAccess", () => {
  test("without a token: open outside production, absent in production", () => {
    expect(metricsAccess(null, { token: undefined, production: false })).toBe("allowed");
    expect(metricsAccess(`Bearer ${TOKEN}`, { token: undefined, production: true })).toBe("absent");
  });

  test("with a token: only its bearer, in any environment", () => {
    for (const production of [true, false]) {
      expect(metricsAccess(`Bearer ${TOKEN}`, { token: TOKEN, production })).toBe("allowed");
      expect(metricsAccess(null, { token: TOKEN, production })).toBe("unauthorized");
      expect(metricsAccess(`Bearer ${TOKEN}x`, { token: TOKEN, production })).toBe("unauthorized");
      expect(metricsAccess(TOKEN.slice(1), { token: TOKEN, production })).toBe("unauthorized");
    }
  });
});

test("tracing is on only with an OTLP endpoint", () => {
  expect(tracingConfigured({})).toBe(false);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBe(false);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toBe(true);
  expect(
    tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:4318/v1/traces" }),
  ).toBe(true);
});

test("a route label keeps the route and drops ids", () => {
  expect(routeLabel("/api/orders")).toBe("/api/orders");
  expect(routeLabel("/api/orders/6651f0c2a1b2c3d4e5f60718/cancel")).toBe(
    "/api/orders/:param/cancel",
  );
  expect(routeLabel("/api/cart/abc")).toBe("/api/cart/abc");
});
