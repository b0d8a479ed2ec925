import "server-only";
import { NextResponse } from "next/server";
import { BACKEND_DOWN_RETRY_SECONDS, BackendError } from "@/lib/backend/fetch";

/** A foreign or missing Origin on a mutation (403). */
export const CROSS_SITE = "Cross-site requests are not allowed.";
/** A visitor where a session is required (401), unless the area words it for itself. */
export const LOGIN_REQUIRED = "Please log in to continue.";
/** The backend no longer accepts the session's token (401; the cookie is cleared). */
export const SESSION_ENDED = "Your session has ended. Please log in again.";
/** A body that does not parse as JSON (400). */
export const NOT_JSON = "The request body must be JSON.";
/** A body over MAX_BODY_BYTES (413), in the backend's own words. */
export const BODY_TOO_LARGE = "The request body is too large (100 kB at most).";
/** Input a schema refused without a message of its own (400). */
export const INVALID_REQUEST = "Invalid request.";

/** A BFF answer: `{ error }` with a status the browser can act on; never a stack trace. */
export function errorResponse(status: number, error: string, headers?: HeadersInit) {
  return NextResponse.json({ error }, { status, headers });
}

/**
 * A refusal a handler's work decides on (an empty cart, a payment not confirmed): thrown from
 * `call`, answered `{ error: message }` with its status and, when given, its Retry-After.
 */
export class Refusal extends Error {
  override name = "Refusal";
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The Retry-After header of a wait, or none. */
const retryAfter = (seconds: number | null): HeadersInit | undefined =>
  seconds === null ? undefined : { "Retry-After": String(seconds) };

/** The backend refused the request (4xx): the request's fault, whose message the shopper reads. */
const isBackendRefusal = (error: unknown): error is BackendError =>
  error instanceof BackendError && error.status >= 400 && error.status < 500;

/**
 * The answer to whatever a handler's work threw. A Refusal, and a backend refusal (4xx), pass
 * their status, message and Retry-After on; a backend that is away (BackendError 503,
 * lib/backend/fetch.ts) is 503 with a Retry-After, so clients and load balancers try again
 * shortly; anything else 502. Those two carry only `fallback`, the shopper's text: the cause
 * is logged, never sent.
 */
export function failureResponse(error: unknown, fallback: string): NextResponse {
  if (error instanceof Refusal || isBackendRefusal(error)) {
    return errorResponse(error.status, error.message, retryAfter(error.retryAfterSeconds));
  }
  if (error instanceof BackendError && error.status === 503) {
    console.error("[bff] backend unavailable:", error.message);
    return errorResponse(503, fallback, {
      "Retry-After": String(error.retryAfterSeconds ?? BACKEND_DOWN_RETRY_SECONDS),
    });
  }
  console.error("[bff] backend call failed:", error);
  return errorResponse(502, fallback);
}
