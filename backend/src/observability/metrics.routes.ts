/**
 * `GET /metrics`: the backend's Prometheus metrics (docs/operations.md "Metrics"). With
 * METRICS_TOKEN set it asks for `Authorization: Bearer <token>`; without it, it is open outside
 * production and absent (404) in production.
 */
import { Hono } from "hono";
import { log, errorFields } from "@giftshop/shared/observability/log";
import { metricsAccess, type ShopMetrics } from "@giftshop/shared/observability/metrics";

export function metricsRoutes(
  metrics: ShopMetrics,
  { token, production }: { token: string | undefined; production: boolean },
) {
  return new Hono().get("/metrics", async (c) => {
    const access = metricsAccess(c.req.header("authorization") ?? null, { token, production });
    if (access === "absent")
      return c.json({ success: false, message: "Not found: GET /metrics" }, 404);
    if (access === "unauthorized") {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ success: false, message: "A valid metrics token is required." }, 401);
    }
    try {
      const text = await metrics.registry.metrics();
      return c.body(text, 200, {
        "content-type": metrics.registry.contentType,
        "cache-control": "no-store",
      });
    } catch (error) {
      log("error", "metrics scrape failed", errorFields(error));
      return c.json({ success: false, message: "The metrics could not be read just now." }, 503);
    }
  });
}
