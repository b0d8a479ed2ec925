/**
 * The backend's request body limit. Hono's own bodyLimit refuses without reading the rest of
 * the body, and on a real socket that breaks the kept-alive connection for the client's next
 * request; this one drains a moderate rest first and closes the connection after a huge one
 * (lib/http/drain-body.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import {
  CLOSE_CONNECTION,
  declaredLength,
  drainBody,
  DRAIN_MAX_BYTES,
} from "../../../lib/http/drain-body";

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
    const declared = declaredLength(request);
    if (declared !== null) {
      if (declared <= maxSize) return next();
      return tooLarge(
        c,
        declared <= DRAIN_MAX_BYTES && (await drainBody(request.body.getReader(), 0)),
      );
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return tooLarge(c, await drainBody(reader, size));
      chunks.push(value);
    }
    c.req.raw = new Request(request, { body: Buffer.concat(chunks) });
    return next();
  };
}
