/**
 * The browser's JSON calls to the storefront's own handlers (app/api/*): never throws, and
 * gives the parsed answer, or the handler's `{ error }` with its status (0 when no answer
 * arrived at all).
 */
import { isRecord, nonEmptyString, type Parser } from "@/lib/parse";

export type ApiResult<T> =
  { ok: true; value: T } | { ok: false; status: number; error: string | undefined };

/** The `{ error }` sentence of a refusal, when it has one. */
export function errorOf(json: unknown): string | undefined {
  return isRecord(json) ? nonEmptyString(json.error) : undefined;
}

/** Calls `path` and reads a success answer with `parse`. */
export async function callJson<T>(
  path: string,
  parse: Parser<T>,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; keepalive?: boolean } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      cache: "no-store",
      keepalive: init.keepalive,
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, error: undefined };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, status: response.status, error: errorOf(json) };
  const value = parse(json);
  if (value === undefined) {
    console.error(`[api] ${path} answered a shape this page cannot use:`, json);
    return { ok: false, status: response.status, error: undefined };
  }
  return { ok: true, value };
}
