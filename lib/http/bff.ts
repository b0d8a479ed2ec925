import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { BackendError } from "@/lib/backend/fetch";
import { env } from "@/lib/env";

/** A BFF answer: `{ error }` with a status the browser can act on; never a stack trace. */
export function errorResponse(status: number, error: string) {
  return NextResponse.json({ error }, { status });
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

/** Reads a JSON body and validates it; the first bad field becomes the error message. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: NextResponse }> {
  let body: unknown;
  try {
    body = await request.json();
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
 * anything else is logged and answered with `fallback`, the spec's user-facing text.
 */
export async function forwardBackend<T>(
  call: () => Promise<T>,
  fallback: string,
): Promise<{ ok: true; value: T } | { ok: false; response: NextResponse }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      return { ok: false, response: errorResponse(error.status, error.message) };
    }
    console.error("[bff] backend call failed:", error);
    return { ok: false, response: errorResponse(502, fallback) };
  }
}
