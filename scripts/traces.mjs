// `npm run traces`: a small OTLP/HTTP receiver for one machine (docs/operations.md "Traces").
// Point the storefront and the backend at it (OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318)
// and it prints each trace as a tree of spans with their durations once no span of it has
// arrived for QUIET_MS (past the exporters' 5 s batching, so both servers' spans are in). Spans come as OTLP JSON (the exporter the shop uses sends JSON); nothing is
// stored. The e2e-free trace test (tests/reliability/tracing.test.ts) collects with it too.
import http from "node:http";
import { pathToFileURL } from "node:url";

/** The spans of one OTLP/HTTP JSON export, each with its service's name. */
export function spansOf(batch) {
  const spans = [];
  for (const resource of batch?.resourceSpans ?? []) {
    const service =
      resource.resource?.attributes?.find((a) => a.key === "service.name")?.value?.stringValue ??
      "unknown";
    for (const scope of resource.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) spans.push({ ...span, service });
    }
  }
  return spans;
}

/** One trace's spans as indented lines: `service  name  12.3 ms`, children under parents. */
export function traceTree(spans) {
  const ids = new Set(spans.map((span) => span.spanId));
  const children = new Map();
  for (const span of spans) {
    const parent = span.parentSpanId && ids.has(span.parentSpanId) ? span.parentSpanId : "";
    children.set(parent, [...(children.get(parent) ?? []), span]);
  }
  const lines = [];
  const walk = (parent, depth) => {
    const level = (children.get(parent) ?? []).sort(
      (a, b) => Number(a.startTimeUnixNano) - Number(b.startTimeUnixNano),
    );
    for (const span of level) {
      const ms = (Number(span.endTimeUnixNano) - Number(span.startTimeUnixNano)) / 1e6;
      const failed = span.status?.code === 2 ? "  FAILED" : "";
      lines.push(
        `${"  ".repeat(depth)}${span.service}  ${span.name}  ${ms.toFixed(1)} ms${failed}`,
      );
      walk(span.spanId, depth + 1);
    }
  };
  walk("", 0);
  return lines;
}

/**
 * Listens on `port` (0: any) for OTLP/HTTP JSON exports at /v1/traces and hands each batch's
 * spans to `onSpans`; resolves to the server once it listens.
 */
export function startTraceReceiver({ port = 4318, host = "127.0.0.1", onSpans }) {
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || !request.url?.startsWith("/v1/traces")) {
      response.writeHead(404).end();
      return;
    }
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      let batch;
      try {
        batch = JSON.parse(body);
      } catch {
        response.writeHead(415, { "content-type": "text/plain" });
        response.end("OTLP/HTTP JSON only: set OTEL_EXPORTER_OTLP_PROTOCOL=http/json");
        return;
      }
      onSpans(spansOf(batch));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Longer than a batch span processor's default 5 s between exports. */
const QUIET_MS = 6000;

async function main() {
  const port = Number(process.env.TRACES_PORT || 4318);
  const traces = new Map();
  const print = (traceId) => {
    const trace = traces.get(traceId);
    traces.delete(traceId);
    console.log(`\ntrace ${traceId}`);
    for (const line of traceTree(trace.spans)) console.log(`  ${line}`);
  };
  await startTraceReceiver({
    port,
    onSpans: (spans) => {
      for (const span of spans) {
        const trace = traces.get(span.traceId) ?? { spans: [], timer: null };
        trace.spans.push(span);
        clearTimeout(trace.timer);
        trace.timer = setTimeout(() => print(span.traceId), QUIET_MS);
        traces.set(span.traceId, trace);
      }
    },
  });
  console.log(
    `traces: listening on http://127.0.0.1:${port}; run the shop with ` +
      `OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:${port}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(`traces: ${error.message}`);
    process.exit(1);
  });
}
