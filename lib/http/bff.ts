import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { BACKEND_DOWN_RETRY_SECONDS, BackendError } from "@/lib/backend/fetch";
import { env } from "@/lib/env";
import { CLOSE_CONNECTION, readBodyWithin } from "./drain-body";

/** A BFF answer: `{ error }` with a status the browser can act on; never a stack trace. */
export function errorResponse(status: number, error: string) {
  return NextResponse.json({ error }, { status });
}

/**
 * True when the backend could not be reached, did not answer in time, or said it is
 * unavailable (BackendError 503, lib/backend/fetch.ts): the shop is down, not the request.
 */
export function backendUnavailable(error: unknown): error is BackendError {
  return error instanceof BackendError && error.status === 503;
}

/**
 * The answer to a call that failed on the backend's side: 503 with a Retry-After when the
 * backend is away (so clients and load balancers know to try again shortly), else 502; the
 * body is only `fallback`, the spec's text, never the cause (which is logged).
 */
export function backendFailureResponse(error: unknown, fallback: string): NextResponse {
  if (backendUnavailable(error)) {
    console.error("[bff] backend unavailable:", error.message);
    const response = errorResponse(503, fallback);
    response.headers.set(
      "Retry-After",
      String(error.retryAfterSeconds ?? BACKEND_DOWN_RETRY_SECONDS),
    );
    return response;
  }
  console.error("[bff] backend call failed:", error);
  return errorResponse(502, fallback);
}

/** Passes a backend refusal's Retry-After on to the browser (a rate limit's wait). */
export function withRetryAfter<R extends Response>(response: R, error: BackendError): R {
  if (error.retryAfterSeconds !== null) {
    response.headers.set("Retry-After", String(error.retryAfterSeconds));
  }
  return response;
}

/**
 * A mutation must come from the storefront's own pages: a browser always sends Origin on a
 * cross-site POST, so a foreign or missing Origin is refused (CSRF), answer 403. "Own" is
 * SITE_URL or the host the request was addressed to (as Next's server actions check it),
 * since request.url does not carry the Host a shopper used.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (origin === new URL(env().SITE_URL).origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return host !== null && host.split(",")[0]?.trim() === originHost;
}

/** Largest request body a handler reads, as on the backend; bigger ones answer 413. */
export const MAX_BODY_BYTES = 100 * 1024;
/** The 413's text, the backend's own words. */
export const BODY_TOO_LARGE = "The request body is too large (100 kB at most).";

/** A body read within MAX_BODY_BYTES, or the 413 that refuses it. */
export type LimitedText = { ok: true; text: string } | { ok: false; response: NextResponse };

/**
 * The 413; its body's rest drained (lib/http/drain-body.ts), or else `Connection: close`, so
 * that the kept-alive connection it came on serves the next request or is not reused.
 */
function bodyTooLarge(drained: boolean): LimitedText {
  const headers = drained ? undefined : CLOSE_CONNECTION;
  return {
    ok: false,
    response: NextResponse.json({ error: BODY_TOO_LARGE }, { status: 413, headers }),
  };
}

/**
 * The request's body as text, or a 413 when it is over MAX_BODY_BYTES (`readBodyWithin`: the
 * declared length or the streamed count; Next sets no such limit on route handlers). A body
 * that breaks off mid-way reads as empty, which the handler refuses as malformed.
 */
export async function readLimitedText(request: Request): Promise<LimitedText> {
  const read = await readBodyWithin(request, MAX_BODY_BYTES);
  if (!read.ok) return bodyTooLarge(read.drained);
  return { ok: true, text: new TextDecoder().decode(read.bytes) };
}

/** Reads a JSON body and validates it; the first bad field becomes the error message. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: NextResponse }> {
  const read = await readLimitedText(request);
  if (!read.ok) return read;
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return { ok: false, response: errorResponse(400, "The request body must be JSON.") };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, response: errorResponse(400, issue?.message ?? "Invalid request.") };
  }
  return { ok: true, data: parsed.data };
}

/**
 * Runs a backend call for a BFF handler: a backend rejection (4xx) passes its message on,
 * anything else is logged and answered with `fallback`, the spec's user-facing text (503
 * while the backend is away, else 502: backendFailureResponse).
 */
export async function forwardBackend<T>(
  call: () => Promise<T>,
  fallback: string,
): Promise<{ ok: true; value: T } | { ok: false; response: NextResponse }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      return {
        ok: false,
        response: withRetryAfter(errorResponse(error.status, error.message), error),
      };
    }
    return { ok: false, response: backendFailureResponse(error, fallback) };
  }
}
