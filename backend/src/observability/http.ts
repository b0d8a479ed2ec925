/**
 * What the backend records of each HTTP request (docs/operations.md): a server span joined to
 * the caller's trace by its `traceparent` header, the request counted in the metrics by its
 * route pattern (`/api/orders/:id`, never the id itself), and a JSON log line for a failure
 * (and for every request at LOG_LEVEL=debug).
 */
import { SpanKind } from "@opentelemetry/api";
import { routePath } from "hono/route";
import { createMiddleware } from "hono/factory";
import { log } from "@giftshop/shared/observability/log";
import { observeRequest, type ShopMetrics } from "@giftshop/shared/observability/metrics";
import {
  contextFromHeaders,
  recordFailure,
  shopTracer,
} from "@giftshop/shared/observability/tracing";

/**
 * The route pattern that answered; `unmatched` where only a catch-all middleware (`/api/*`)
 * matched, a 404 no route claimed. The generated images keep their `/uploads/*`.
 */
function routeOf(pattern: string): string {
  return pattern.endsWith("*") && pattern !== "/uploads/*" ? "unmatched" : pattern;
}

/** The middleware: one span, one count and (on failure) one log line per request. */
export function observeHttp(metrics: ShopMetrics) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    const parent = contextFromHeaders(c.req.raw.headers);
    const method = c.req.method;
    await shopTracer().startActiveSpan(
      `${method} ${c.req.path}`,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": method } },
      parent,
      async (span) => {
        try {
          await next();
        } catch (error) {
          recordFailure(span, error);
          throw error;
        } finally {
          const route = routeOf(routePath(c, -1));
          const status = c.res.status;
          const seconds = (performance.now() - started) / 1000;
          span.updateName(`${method} ${route}`);
          span.setAttributes({ "http.route": route, "http.response.status_code": status });
          if (status >= 500) recordFailure(span, new Error(`answered ${status}`));
          span.end();
          observeRequest(metrics, { method, route, status, seconds });
          const level = status >= 500 ? "error" : "debug";
          log(level, "request", { method, route, path: c.req.path, status, ms: seconds * 1000 });
        }
      },
    );
  });
}
