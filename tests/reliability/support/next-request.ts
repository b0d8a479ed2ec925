/**
 * `next/headers` for route handlers called outside Next: `cookies()` and `headers()` answer
 * for the request being handled, which `inRequest` sets (per async call chain, so requests
 * may overlap). The test files map `next/headers` here with jest.mock.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<Request>();

/** Runs `handle` with `request` as the one `cookies()` and `headers()` read. */
export function inRequest<T>(request: Request, handle: () => Promise<T>): Promise<T> {
  return scope.run(request, handle);
}

function current(): Request {
  const request = scope.getStore();
  if (!request) throw new Error("next/headers was read outside a handler call (inRequest)");
  return request;
}

/** The request's cookies, parsed from its Cookie header as Next parses them. */
function requestCookies(request: Request) {
  const all: { name: string; value: string }[] = [];
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape stays as sent, as Next keeps it.
    }
    all.push({ name, value });
  }
  return all;
}

export const nextHeaders = {
  cookies: async () => {
    const all = requestCookies(current());
    return {
      getAll: () => all,
      get: (name: string) => all.find((cookie) => cookie.name === name),
      has: (name: string) => all.some((cookie) => cookie.name === name),
    };
  },
  headers: async () => new Headers(current().headers),
};
