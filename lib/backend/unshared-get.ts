import "server-only";
import http from "node:http";
import https from "node:https";
import { env } from "@/lib/env";
import { BackendError } from "./fetch";

/**
 * GET `path` from the backend and parse its JSON, outside Next's fetch cache and page
 * rendering: for reads whose answer is kept in process memory by the storefront itself (the
 * local catalogue, the capability probes). Next's patched fetch would either try to store a
 * whole-catalogue answer in the Data Cache (which refuses entries over 2 MB) or, with
 * `no-store`, turn every cached page that reads it into a per-request page.
 *
 * `maxBytes` bounds the answer: a longer one resolves `null` and the connection is dropped
 * (at once when its Content-Length says so), so a probe that a backend answers with its whole
 * catalogue costs a few kilobytes.
 * Fails with a BackendError: 503 when the backend is away or slow, 502 for a non-JSON answer,
 * the backend's status for an error answer.
 */
export async function getJsonOutsideCache(
  path: string,
  options: { maxBytes: number; timeoutMs?: number },
): Promise<unknown> {
  const text = await getTextOutsideCache(path, options);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new BackendError(`GET ${path} answered something that is not JSON`, 502);
  }
}

/** As getJsonOutsideCache, the answer's text unparsed (for an answer parsed piece by piece). */
export function getTextOutsideCache(
  path: string,
  { maxBytes, timeoutMs = env().BACKEND_TIMEOUT_MS }: { maxBytes: number; timeoutMs?: number },
): Promise<string | null> {
  const url = new URL(`${env().BACKEND_URL}${path}`);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        const status = response.statusCode ?? 0;
        // An answer that says it is longer is not read at all.
        if (Number(response.headers["content-length"]) > maxBytes) {
          request.destroy();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let length = 0;
        response.on("data", (chunk: Buffer) => {
          length += chunk.length;
          if (length > maxBytes) {
            request.destroy();
            resolve(null);
            return;
          }
          chunks.push(chunk);
        });
        response.on("error", (error) => fail(error));
        response.on("end", () => {
          if (length > maxBytes) return;
          const body = Buffer.concat(chunks);
          chunks.length = 0;
          const text = body.toString("utf8");
          if (status < 200 || status >= 300) {
            reject(new BackendError(`GET ${path} answered ${status}`, status));
            return;
          }
          resolve(text);
        });
      },
    );
    const fail = (error: Error) =>
      reject(
        new BackendError(
          error.name === "TimeoutError" || error.name === "AbortError"
            ? `GET ${path} failed: no answer within ${timeoutMs} ms`
            : `GET ${path} failed: ${error.message}`,
          503,
        ),
      );
    request.on("error", fail);
  });
}
