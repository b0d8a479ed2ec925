/**
 * The shop's structured log: one line of JSON per event on stdout (stderr for warnings and
 * errors), with the active trace's ids when a span is running, so a log line and its trace
 * find each other in whatever collects them (docs/operations.md "Logs").
 */
import { trace } from "@opentelemetry/api";

export type LogLevel = "debug" | "info" | "warn" | "error";

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** The lowest level written: LOG_LEVEL, or `info`. */
function threshold(): number {
  const level = process.env.LOG_LEVEL;
  return level && level in ORDER ? ORDER[level as LogLevel] : ORDER.info;
}

/** An error as loggable fields: its name, message and stack (never sent to a client). */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: Record<string, string> = {
    error: `${error.name}: ${error.message}`,
    stack: error.stack ?? "",
  };
  if (error.cause instanceof Error) fields.cause = error.cause.message;
  return fields;
}

/**
 * Writes `msg` at `level` as one JSON line: `{time, level, service, msg, trace_id, span_id, …fields}`.
 * @example log("error", "backend unavailable", { route: "/api/orders" })
 */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold()) return;
  const span = trace.getActiveSpan()?.spanContext();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    service: process.env.OTEL_SERVICE_NAME ?? serviceName,
    msg,
    ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}),
    ...fields,
  });
  if (ORDER[level] >= ORDER.warn) process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

let serviceName = "giftshop";

/** Names the process in its log lines (`storefront`, `backend`); OTEL_SERVICE_NAME wins. */
export function setLogService(name: string): void {
  serviceName = name;
}
