/**
 * The browser's JSON calls to the storefront's own handlers (app/api/*): never throws, and
 * gives the parsed answer, or the handler's `{ error }` with its status (0 when no answer
 * arrived at all).
 */
import { z } from "zod";

export type ApiResult<T> =
  { ok: true; value: T } | { ok: false; status: number; error: string | undefined };

const errorAnswer = z.object({ error: z.string().min(1) });

/** Calls `path` and parses a success answer with `schema`. */
export async function callJson<T>(
  path: string,
  schema: z.ZodType<T, unknown>,
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
  if (!response.ok) {
    const refusal = errorAnswer.safeParse(json);
    return {
      ok: false,
      status: response.status,
      error: refusal.success ? refusal.data.error : undefined,
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`[api] ${path} answered a shape this page cannot use:`, parsed.error.message);
    return { ok: false, status: response.status, error: undefined };
  }
  return { ok: true, value: parsed.data };
}
