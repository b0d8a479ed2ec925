/**
 * The Prometheus metrics both servers expose (docs/operations.md "Metrics"): one registry per
 * process, kept on globalThis so every bundle of the storefront (route handlers, the
 * instrumentation hook) counts into the same one. prom-client writes the text format and
 * adds the process's own figures (CPU, memory, event-loop lag, garbage collection).
 */
import { timingSafeEqual } from "node:crypto";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Seconds: a cached page answers in milliseconds, a placed order in a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ShopMetrics {
  registry: Registry;
  /** Requests answered, by method, route pattern and status. */
  requests: Counter<"method" | "route" | "status">;
  /** Time to answer, by method, route pattern and status class (2xx…5xx). */
  duration: Histogram<"method" | "route" | "status_class">;
  /** Answers of 500 and above, by route pattern. */
  serverErrors: Counter<"route" | "status">;
  /** Calls to the next hop that failed: unreachable, timed out, 5xx, or an unreadable answer. */
  upstreamFailures: Counter<"upstream" | "reason">;
}

const KEY = Symbol.for("giftshop.metrics");
type Holder = { [KEY]?: ShopMetrics };

/** This process's metrics, made on first use; `service` labels every series. */
export function shopMetrics(service: string): ShopMetrics {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const metrics: ShopMetrics = {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status class.",
      labelNames: ["method", "route", "status_class"],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    serverErrors: new Counter({
      name: "http_server_errors_total",
      help: "Answers with a status of 500 or above, by route pattern.",
      labelNames: ["route", "status"],
      registers: [registry],
    }),
    upstreamFailures: new Counter({
      name: "upstream_failures_total",
      help: "Calls to the next hop (the backend, a payment provider) that failed, by reason.",
      labelNames: ["upstream", "reason"],
      registers: [registry],
    }),
  };
  holder[KEY] = metrics;
  return metrics;
}

/** Counts one answered request in `metrics`. */
export function observeRequest(
  metrics: ShopMetrics,
  request: { method: string; route: string; status: number; seconds: number },
): void {
  const status = String(request.status);
  metrics.requests.inc({ method: request.method, route: request.route, status });
  metrics.duration.observe(
    { method: request.method, route: request.route, status_class: `${status[0] ?? "0"}xx` },
    request.seconds,
  );
  if (request.status >= 500) metrics.serverErrors.inc({ route: request.route, status });
}

/**
 * Who may read the metrics: with METRICS_TOKEN set, a request whose `Authorization` is
 * `Bearer <token>`; without it, anyone outside production and nobody in production (the
 * endpoint answers 404 there, as if absent: shop figures are not public).
 */
export function metricsAccess(
  authorization: string | null,
  { token, production }: { token: string | undefined; production: boolean },
): "allowed" | "unauthorized" | "absent" {
  if (!token) return production ? "absent" : "allowed";
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, "") ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted)
    ? "allowed"
    : "unauthorized";
}
