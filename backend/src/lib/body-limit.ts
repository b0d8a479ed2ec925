/**
 * The backend's request body limit. Hono's own bodyLimit refuses without reading the rest of
 * the body, and on a real socket that breaks the kept-alive connection for the client's next
 * request; this one drains a moderate rest first and closes the connection after a huge one
 * (packages/shared/src/http/drain-body.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import { CLOSE_CONNECTION, declaredLength, readBodyWithin } from "@giftshop/shared/http/drain-body";

/**
 * Answers a body over `maxSize` bytes with 413 `{ success: false, message }` before any
 * parsing: refused on its declared Content-Length, or counted as it streams (chunked).
 */
export function bodyLimit(maxSize: number, message: string): MiddlewareHandler {
  const tooLarge = (c: Context, drained: boolean) =>
    c.json({ success: false, message }, 413, drained ? {} : CLOSE_CONNECTION);

  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    // A body that declares a length within the limit is left for the handler to read.
    const declared = declaredLength(request);
    if (declared !== null && declared <= maxSize) return next();
    const read = await readBodyWithin(request, maxSize);
    if (!read.ok) return tooLarge(c, read.drained);
    c.req.raw = new Request(request, { body: read.bytes });
    return next();
  };
}
