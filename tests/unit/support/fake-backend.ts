/**
 * A backend on a real socket for the session tests: each route answers what the test set,
 * with any Set-Cookie lines, and every request is recorded with the headers the storefront
 * sent (the cookies above all).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Answer {
  status?: number;
  body: unknown;
  setCookie?: string[];
}

interface Received {
  method: string;
  path: string;
  authorization: string | null;
  cookie: string | null;
}

export function fakeBackend() {
  const routes = new Map<string, Answer[]>();
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://backend").pathname;
    const key = `${request.method} ${path}`;
    received.push({
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization ?? null,
      cookie: request.headers.cookie ?? null,
    });
    request.resume();
    // The last answer set for a route repeats; earlier ones are used once each, in order.
    const queue = routes.get(key) ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    const headers: http.OutgoingHttpHeaders = { "content-type": "application/json" };
    if (answer?.setCookie) headers["set-cookie"] = answer.setCookie;
    response
      .writeHead(answer?.status ?? (answer ? 200 : 404), headers)
      .end(JSON.stringify(answer?.body ?? { success: false, message: `no route ${key}` }));
  });

  return {
    received,
    /** Sets what `METHOD /path` answers (several: one each, the last repeating). */
    on(route: string, ...answers: Answer[]) {
      routes.set(route, answers);
    },
    reset() {
      routes.clear();
      received.length = 0;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
