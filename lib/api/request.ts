/**
 * The browser's one way to call the storefront's own handlers (app/api/*). It never throws:
 * every call resolves to the parsed answer or to a failure that says what went wrong, so each
 * caller handles a refusal, a rate limit, an outage and a lost connection the same way.
 * Browser-safe: answers are read with lib/parse, which keeps zod out of pages that need none.
 */
import { isRecord, nonEmptyString, type Parser } from "@/lib/parse";

/** Why a call did not give a usable answer. */
type ApiProblem =
  /** 401: the session is gone or never was. */
  | "signed-out"
  /** 429: too many attempts; `error` says how long to wait, `retryAfterSeconds` too. */
  | "rate-limited"
  /** 503: the shop cannot serve this just now; `retryAfterSeconds` when it said. */
  | "unavailable"
  /** Any other 4xx: the handler refused, `error` says why in the shopper's words. */
  | "refused"
  /** Any other 5xx, or a success answer of a shape this page cannot use. */
  | "failed"
  /** No answer arrived (offline, DNS, connection dropped). */
  | "network"
  /** The caller's signal aborted the call. */
  | "aborted";

export interface ApiFailure {
  ok: false;
  problem: ApiProblem;
  /** The HTTP status; 0 when no answer arrived. */
  status: number;
  /** The handler's `{ error }` sentence, meant for the shopper, when it sent one. */
  error: string | undefined;
  /** The answer's Retry-After in seconds (429, 503), when it sent one. */
  retryAfterSeconds: number | null;
}

export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

export interface ApiInit {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as they are, with their own type (a photo's bytes); instead of `body`. */
  bytes?: Blob;
  /** Lets the call outlive the page (a change sent as the tab closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/** Parses any success answer, body or none: for calls whose success says nothing more. */
export const anyAnswer: Parser<null> = () => null;

/** Parses the `{ message }` success sentence of an answer, when it has one. */
export const messageAnswer: Parser<{ message: string | undefined }> = (json) => ({
  message: isRecord(json) ? nonEmptyString(json.message) : undefined,
});

/** The `{ error }` sentence of an answer, when it has one. */
function errorOf(json: unknown): string | undefined {
  return isRecord(json) ? nonEmptyString(json.error) : undefined;
}

/** Retry-After in seconds, the only form the storefront's handlers send; null when absent. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get("retry-after")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

function problemOf(status: number): ApiProblem {
  if (status === 401) return "signed-out";
  if (status === 429) return "rate-limited";
  if (status === 503) return "unavailable";
  return status >= 400 && status < 500 ? "refused" : "failed";
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const failure = (
  problem: ApiProblem,
  status: number,
  error?: string,
  retryAfterSeconds: number | null = null,
): ApiFailure => ({ ok: false, problem, status, error, retryAfterSeconds });

/** Calls the handler at `path` and reads its success answer with `parse`. */
export async function apiRequest<T>(
  path: `/api/${string}`,
  parse: Parser<T>,
  { method = "GET", body, bytes, keepalive, signal }: ApiInit = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      cache: "no-store",
      keepalive,
      signal,
      headers: {
        accept: "application/json",
        ...(bytes
          ? { "content-type": bytes.type || "application/octet-stream" }
          : body === undefined
            ? {}
            : { "content-type": "application/json" }),
      },
      body: bytes ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    return failure(signal?.aborted ? "aborted" : "network", 0);
  }
  const json = await readJson(response);
  if (!response.ok) {
    const problem = problemOf(response.status);
    const waits = problem === "rate-limited" || problem === "unavailable";
    return failure(problem, response.status, errorOf(json), waits ? retryAfterOf(response) : null);
  }
  const value = parse(json);
  if (value === undefined) {
    console.error(`[api] ${path} answered a shape this page cannot use:`, json);
    return failure("failed", response.status);
  }
  return { ok: true, value };
}

/** A rate limit's own words (how long to wait), for a form to show beside its failure text. */
export function waitOf(result: ApiFailure): string | null {
  return result.problem === "rate-limited" ? (result.error ?? null) : null;
}
