import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";
import { CLOSE_CONNECTION, readBodyWithin } from "@giftshop/shared/http/drain-body";
import { BODY_TOO_LARGE, INVALID_REQUEST, NOT_JSON, errorResponse } from "./answers";

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

/** What reading a request gives: the value, or the answer that refuses the request. */
export type Read<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * The request's body as text, or a 413 when it is over MAX_BODY_BYTES (`readBodyWithin`: the
 * declared length or the streamed count; Next sets no such limit on route handlers). The
 * 413's body rest is drained (packages/shared/src/http/drain-body.ts), or else it says `Connection: close`, so
 * that the kept-alive connection it came on serves the next request or is not reused. A body
 * that breaks off mid-way reads as empty, which the handler refuses as malformed.
 */
export async function readLimitedText(request: Request): Promise<Read<string>> {
  const read = await readBodyWithin(request, MAX_BODY_BYTES);
  if (!read.ok) {
    const headers = read.drained ? undefined : CLOSE_CONNECTION;
    return { ok: false, response: errorResponse(413, BODY_TOO_LARGE, headers) };
  }
  return { ok: true, data: new TextDecoder().decode(read.bytes) };
}

/** `value` validated by `schema`; the first bad field's message becomes the 400's text. */
function validated<S extends z.ZodType>(schema: S, value: unknown): Read<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: errorResponse(400, parsed.error.issues[0]?.message ?? INVALID_REQUEST),
  };
}

/**
 * Reads a JSON body within MAX_BODY_BYTES and validates it with `schema`. No body at all is
 * `undefined` to a schema that takes it (a call whose every field is optional may send none);
 * to any other it is not JSON.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Read<z.output<S>>> {
  const read = await readLimitedText(request);
  if (!read.ok) return read;
  if (read.data.trim() === "") {
    const none = schema.safeParse(undefined);
    return none.success
      ? { ok: true, data: none.data }
      : { ok: false, response: errorResponse(400, NOT_JSON) };
  }
  let body: unknown;
  try {
    body = JSON.parse(read.data);
  } catch {
    return { ok: false, response: errorResponse(400, NOT_JSON) };
  }
  return validated(schema, body);
}

/** The URL's query, the first value of each name, validated by `schema`. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): Read<z.output<S>> {
  const { searchParams } = new URL(request.url);
  const first = new Map<string, string>();
  for (const [name, value] of searchParams) if (!first.has(name)) first.set(name, value);
  return validated(schema, Object.fromEntries(first));
}
