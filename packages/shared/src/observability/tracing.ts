/**
 * OpenTelemetry tracing for a server of the shop (docs/operations.md "Traces"). Off unless an
 * OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only variant): then
 * spans go in batches over OTLP/HTTP (JSON) to that collector, and W3C `traceparent` headers
 * join a request's spans across the storefront and the backend. Off, the OpenTelemetry API's
 * no-op tracer answers every call and nothing is recorded or sent.
 */
import {
  context,
  propagation,
  trace,
  type Context,
  type Span,
  SpanStatusCode,
  type TextMapGetter,
} from "@opentelemetry/api";

/** True when an OTLP endpoint is configured, so spans are recorded and exported. */
export function tracingConfigured(source: Record<string, string | undefined> = process.env) {
  return Boolean(
    source.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || source.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
}

export interface Tracing {
  /** Sends the spans still waiting in the batch and stops exporting. */
  shutdown(): Promise<void>;
  /** Sends the spans still waiting in the batch. */
  flush(): Promise<void>;
}

/**
 * Registers the global tracer provider, context manager and propagator for `serviceName`
 * when tracing is configured; null (and nothing registered) when it is not. The SDK is loaded
 * only then, so an unconfigured server never loads it.
 */
export async function startTracing(serviceName: string): Promise<Tracing | null> {
  if (!tracingConfigured()) return null;
  const [
    { BasicTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    core,
    resources,
    hooks,
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/core"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/context-async-hooks"),
  ]);
  const provider = new BasicTracerProvider({
    resource: resources.resourceFromAttributes({
      "service.name": process.env.OTEL_SERVICE_NAME ?? serviceName,
    }),
    // The exporter reads OTEL_EXPORTER_OTLP_* (endpoint, headers, timeout) itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { shutdown: () => provider.shutdown(), flush: () => provider.forceFlush() };
}

/** The shop's tracer; the no-op one while tracing is off. */
export const shopTracer = () => trace.getTracer("giftshop");

/** Adds the active span's `traceparent` (and `tracestate`) to `headers`; nothing while off. */
export function withTraceHeaders(headers: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}

/** Reads a Fetch API `Headers` for the propagator, without copying them. */
const headersGetter: TextMapGetter<Headers> = {
  keys: (headers) => {
    const names: string[] = [];
    headers.forEach((_value, name) => names.push(name));
    return names;
  },
  get: (headers, key) => headers.get(key) ?? undefined,
};

/** The context an incoming request's `traceparent` names; the active one when it has none. */
export function contextFromHeaders(headers: Headers): Context {
  return propagation.extract(context.active(), headers, headersGetter);
}

/** Marks `span` failed with `error` (its message, never sent to a client). */
export function recordFailure(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}
