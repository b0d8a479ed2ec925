import "server-only";
import { NextResponse } from "next/server";
import { BackendError } from "@/lib/backend/fetch";
import { clearSessionCookie, readSession, type ServerSession } from "@/lib/auth/session";
import { backendFailureResponse, errorResponse, sameOrigin, withRetryAfter } from "./bff";

export const LOGIN_REQUIRED = "Please log in to continue.";
export const SESSION_ENDED = "Your session has ended. Please log in again.";
export const CROSS_SITE = "Cross-site requests are not allowed.";

/** A JSON answer that no cache (browser, CDN) may keep: it belongs to one shopper. */
export function privateJson(body: unknown, init: ResponseInit = {}) {
  const response = NextResponse.json(body, init);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

type Gate<T> = { ok: true; value: T } | { ok: false; response: NextResponse };

/** Refuses a cross-site mutation (403). */
export function sameSiteOr403(request: Request): Gate<null> {
  return sameOrigin(request)
    ? { ok: true, value: null }
    : { ok: false, response: errorResponse(403, CROSS_SITE) };
}

/** The session, or a 401 answer for a visitor. */
export async function sessionOr401(): Promise<Gate<ServerSession>> {
  const session = await readSession();
  return session
    ? { ok: true, value: session }
    : { ok: false, response: privateJson({ error: LOGIN_REQUIRED }, { status: 401 }) };
}

/**
 * Runs a backend call. For a call made with the session's token (`withToken`, the default) a
 * backend 401 ends the session (the cookie is cleared, answer 401); for an anonymous call
 * (login, reset) a 401 is a refusal like any other, whose message passes on. Anything that
 * is not a refusal is logged and answered with `fallback`: 503 with Retry-After while the
 * backend is away, else 502.
 */
export async function withBackend<T>(
  call: () => Promise<T>,
  fallback: string,
  { withToken = true }: { withToken?: boolean } = {},
): Promise<Gate<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (withToken && error instanceof BackendError && error.status === 401) {
      const response = privateJson({ error: SESSION_ENDED }, { status: 401 });
      await clearSessionCookie(response);
      return { ok: false, response };
    }
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      return {
        ok: false,
        response: withRetryAfter(
          privateJson({ error: error.message }, { status: error.status }),
          error,
        ),
      };
    }
    const response = backendFailureResponse(error, fallback);
    response.headers.set("Cache-Control", "private, no-store");
    return { ok: false, response };
  }
}
