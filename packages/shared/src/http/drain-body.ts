/**
 * The rest of a refused request body, read and thrown away, so that the connection it came on
 * can carry the client's next request. Both servers answer a body over 100 kB with 413 before
 * reading it all, and the unread rest sits in the connection ahead of the next request:
 * @hono/node-server gives it half a second after the answer, then destroys the connection it
 * has just said it would keep; `next start` leaves a body read part-way stuck there. Either
 * way a pooled client (undici, a load balancer) has its next request on it reset.
 *
 * A moderate body is drained before the refusal is sent, and the connection is kept. A huge
 * or slow one is not worth reading: the refusal then says `Connection: close`, and the server
 * ends the connection after it, so no client reuses it.
 */

/** Largest whole body drained to keep its connection: ten times the 100 kB limit. */
export const DRAIN_MAX_BYTES = 1024 * 1024;
/** Longest wait for the rest of a refused body before giving its connection up. */
export const DRAIN_MAX_MS = 3000;

/** The Connection header of a refusal whose body was not drained. */
export const CLOSE_CONNECTION = { Connection: "close" } as const;

/** The declared Content-Length of `request`, or null when it streams (chunked) or declares none. */
export function declaredLength(request: Request): number | null {
  if (request.headers.has("transfer-encoding")) return null;
  const header = request.headers.get("content-length");
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/**
 * Reads and discards what is left of `reader`, `counted` bytes of the body having been read
 * already; true when the body ended within DRAIN_MAX_BYTES and DRAIN_MAX_MS (the connection is
 * clean), false when it ran past either or failed. The reader is never cancelled: on a Node
 * server that would destroy the socket before the refusal is written.
 */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  counted: number,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), DRAIN_MAX_MS);
  });
  let size = counted;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") return false;
      if (next.done) return true;
      size += next.value.byteLength;
      if (size > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A body read whole within its limit, or the fact of its refusal and whether it was drained. */
export type BodyWithin =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; drained: boolean };

/**
 * `request`'s body when it is at most `maxBytes`: refused on its declared Content-Length
 * before reading, and counted as it streams (a chunked body declares none), so nobody can make
 * a server buffer megabytes. A refused body's rest is drained when that is cheap (`drained`);
 * a body that breaks off mid-way reads as empty, which the caller refuses as malformed.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<BodyWithin> {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) {
    const body = declared <= DRAIN_MAX_BYTES ? request.body : null;
    return { ok: false, drained: body !== null && (await drainBody(body.getReader(), 0)) };
  }
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return { ok: false, drained: await drainBody(reader, size) };
      chunks.push(value);
    }
  } catch {
    return { ok: true, bytes: Buffer.alloc(0) };
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
