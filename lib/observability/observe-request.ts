import "server-only";
import { context, SpanKind, trace } from "@opentelemetry/api";
import { log } from "@giftshop/shared/observability/log";
import { observeRequest, shopMetrics } from "@giftshop/shared/observability/metrics";
import {
  contextFromHeaders,
  recordFailure,
  shopTracer,
} from "@giftshop/shared/observability/tracing";

/**
 * A path as a metric label: segments that name one thing (an id, a number, a long slug) become
 * `:param`, so `/api/orders/6651f…` counts as `/api/orders/:param` and the label set stays small.
 */
export function routeLabel(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) || segment.length > 32 ? ":param" : segment))
    .join("/");
}

/** The storefront's metrics registry (docs/operations.md "Metrics"). */
export const storefrontMetrics = () => shopMetrics("storefront");

/**
 * Runs a BFF handler inside a span (a child of Next's own request span when tracing is on),
 * then counts its answer by route and status and logs a 5xx as a JSON line with its trace id.
 */
export async function observed(
  method: string,
  request: Request,
  run: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const route = routeLabel(new URL(request.url).pathname);
  // Under `next start` Next's own request span is active (it read the request's traceparent);
  // where no span is, the handler's span joins the trace the request's traceparent names.
  const parent = trace.getActiveSpan() ? context.active() : contextFromHeaders(request.headers);
  return shopTracer().startActiveSpan(
    `BFF ${method} ${route}`,
    { kind: SpanKind.INTERNAL, attributes: { "http.request.method": method, "http.route": route } },
    parent,
    async (span) => {
      let status = 500;
      try {
        const response = await run();
        status = response.status;
        return response;
      } catch (error) {
        recordFailure(span, error);
        throw error;
      } finally {
        const seconds = (performance.now() - started) / 1000;
        span.setAttribute("http.response.status_code", status);
        if (status >= 500) recordFailure(span, new Error(`answered ${status}`));
        span.end();
        observeRequest(storefrontMetrics(), { method, route, status, seconds });
        log(status >= 500 ? "error" : "debug", "request", {
          method,
          route,
          status,
          ms: seconds * 1000,
        });
      }
    },
  );
}

/** Counts a backend call that failed: `unreachable`, `timeout`, `5xx`, `unreadable` (too long, not JSON, wrong shape). */
export function countBackendFailure(reason: "unreachable" | "timeout" | "5xx" | "unreadable") {
  storefrontMetrics().upstreamFailures.inc({ upstream: "backend", reason });
}
