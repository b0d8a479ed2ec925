import "server-only";
import { env } from "@/lib/env";
import { BACKEND_DOWN_RETRY_SECONDS, backendSignal } from "./fetch";

const FORWARDED_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
];

/** Streams one backend file (an image under /uploads) to the browser with its cache headers. */
export async function backendAsset(path: string): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetch(`${env().BACKEND_URL}${path}`, {
      cache: "no-store",
      signal: backendSignal(),
    });
  } catch {
    return new Response("The image service is not answering.", {
      status: 503,
      headers: { "Retry-After": String(BACKEND_DOWN_RETRY_SECONDS) },
    });
  }
  if (!upstream.ok || !upstream.body) {
    return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
