import type { Server } from "node:http";

/** A span as OTLP/HTTP JSON carries it, with its service's name. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  status?: { code?: number };
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  service: string;
}

export function spansOf(batch: unknown): ReceivedSpan[];
export function traceTree(spans: readonly ReceivedSpan[]): string[];
export function startTraceReceiver(options: {
  port?: number;
  host?: string;
  onSpans: (spans: ReceivedSpan[]) => void;
}): Promise<Server>;
