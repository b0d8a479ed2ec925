import { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { signInRateLimited } from "@/lib/auth/sign-in-limits";
import { CROSS_SITE, errorResponse } from "@/lib/bff/answers";
import { readLimitedText, sameOrigin } from "@/lib/bff/request";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's own endpoints (csrf, callback/{otp,signup}, session). Not its sign-out: that
 * would end the browser's session and leave the backend token alive; the shop's Logout
 * (/api/account/logout) revokes the token first (docs/security.md, Sessions).
 */
function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptions());
}

/**
 * What next-auth answers over GET with credentials logins only. Anything else (a GET of
 * `callback/signup`, say) would make next-auth throw, which Next answers with a 500.
 */
const GET_ACTIONS = new Set(["csrf", "session", "providers", "signin", "error"]);

/** What it answers over POST: the two logins, session and its client log. */
const POST_ACTIONS = new Set(["callback/otp", "callback/signup", "session", "_log"]);

async function readHandler(request: NextRequest, context: Context) {
  const [action, ...rest] = (await context.params).nextauth;
  if (!action || !GET_ACTIONS.has(action) || rest.length > 0) {
    return errorResponse(404, "Not found.");
  }
  return handler(request, context);
}

/**
 * The string fields of a body as next-auth reads them (a form, or JSON), or null for JSON
 * that is not an object. next-auth parses JSON itself and throws on bad JSON, and a field of
 * another type (a numeric callbackUrl) would make it throw later: 500s either way.
 */
function formFields(text: string, contentType: string): URLSearchParams | null {
  if (contentType.includes("application/x-www-form-urlencoded")) return new URLSearchParams(text);
  if (!contentType.includes("application/json")) return new URLSearchParams();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string") fields.set(name, value);
  }
  return fields;
}

/**
 * The logins, behind the same doors as every BFF mutation: a foreign or missing
 * Origin is 403 (next-auth's own CSRF token stays as a second lock), an action it does not
 * have 404, a body over 100 kB 413, then the rate limits (lib/auth/sign-in-limits.ts).
 */
async function guardedHandler(request: NextRequest, context: Context) {
  if (!sameOrigin(request)) return errorResponse(403, CROSS_SITE);
  // Anything else makes next-auth answer 500 ("a problem with the server configuration").
  if (!POST_ACTIONS.has((await context.params).nextauth.join("/"))) {
    return errorResponse(404, "Not found.");
  }
  const read = await readLimitedText(request);
  if (!read.ok) return read.response;
  const fields = formFields(read.data, request.headers.get("content-type") ?? "");
  if (!fields) return errorResponse(400, "The request body must be a form or a JSON object.");
  // The body has been read: next-auth gets the request again, its fields as a form.
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  const again = new NextRequest(request.url, {
    method: request.method,
    headers,
    body: fields.toString(),
  });
  const limited = await signInRateLimited(again, (await context.params).nextauth);
  return limited ?? handler(again, context);
}

export { readHandler as GET, guardedHandler as POST };
