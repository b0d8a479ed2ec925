/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { BackendError, backendFetch, requiredPart, throwIfRefused } from "@/lib/backend/fetch";

// A real socket, because the timeout and the refused connection are the point of this file.
let mode: "ok" | "hang" | "not-json" | "unavailable" | "declined" | "cast" = "ok";
const hung: http.ServerResponse[] = [];
const server = http.createServer((_request, response) => {
  if (mode === "hang") {
    hung.push(response);
    return;
  }
  if (mode === "not-json") {
    response.writeHead(200, { "content-type": "application/json" }).end("<html>oops</html>");
    return;
  }
  if (mode === "unavailable") {
    response
      .writeHead(503, { "content-type": "application/json", "retry-after": "30" })
      .end(JSON.stringify({ success: false, message: "Down for maintenance" }));
    return;
  }
  if (mode === "declined") {
    // A refusal whose `error` is an object: the local provider's declined payment.
    const error = { code: "BAD_REQUEST_ERROR", description: "Payment declined" };
    response
      .writeHead(402, { "content-type": "application/json" })
      .end(JSON.stringify({ success: false, message: "Payment declined", error }));
    return;
  }
  if (mode === "cast") {
    // The original backend's 500 for an id Mongoose cannot cast: the text in `error`.
    response
      .writeHead(500, { "content-type": "application/json" })
      .end(JSON.stringify({ message: "Server error", error: "Cast to ObjectId failed" }));
    return;
  }
  response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // Read once by env(), on the first call below.
  process.env.BACKEND_URL = `http://127.0.0.1:${port}`;
  process.env.BACKEND_TIMEOUT_MS = "300";
});
afterAll(async () => {
  for (const response of hung) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = "ok";
});

const okAnswer = z.object({ ok: z.boolean() });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );

describe("backendFetch", () => {
  test("a backend that accepts and never answers is given up after BACKEND_TIMEOUT_MS: 503", async () => {
    mode = "hang";
    const started = Date.now();
    const error = await failure(backendFetch("/api/slow", okAnswer, { cache: "no-store" }));
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 503 });
    expect((error as BackendError).message).toMatch(/no answer within 300 ms/);
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3000);
  });

  test("the caller's own signal still applies beside the timeout", async () => {
    mode = "hang";
    const controller = new AbortController();
    const call = failure(
      backendFetch("/api/slow", okAnswer, { cache: "no-store", signal: controller.signal }),
    );
    controller.abort();
    expect(await call).toMatchObject({ status: 503 });
  });

  test("an answer that is not JSON is 502 (the backend is there but broken)", async () => {
    mode = "not-json";
    expect(await failure(backendFetch("/api/x", okAnswer, { cache: "no-store" }))).toMatchObject({
      status: 502,
    });
  });

  test("a backend 503 keeps its status, message and Retry-After", async () => {
    mode = "unavailable";
    expect(await failure(backendFetch("/api/x", okAnswer, { cache: "no-store" }))).toMatchObject({
      status: 503,
      message: "Down for maintenance",
      retryAfterSeconds: 30,
    });
  });

  test("a refusal keeps its message whatever its `error` holds, and the text of a textual one", async () => {
    mode = "declined";
    expect(await failure(backendFetch("/api/x", okAnswer, { cache: "no-store" }))).toMatchObject({
      status: 402,
      message: "Payment declined",
      detail: null,
    });
    mode = "cast";
    expect(await failure(backendFetch("/api/x", okAnswer, { cache: "no-store" }))).toMatchObject({
      status: 500,
      message: "Server error",
      detail: "Cast to ObjectId failed",
    });
  });

  test("after a timeout the next call works: nothing remembers the failure", async () => {
    mode = "hang";
    await failure(backendFetch("/api/slow", okAnswer, { cache: "no-store" }));
    mode = "ok";
    await expect(backendFetch("/api/x", okAnswer, { cache: "no-store" })).resolves.toEqual({
      ok: true,
    });
  });
});

describe("answers that refuse with 200", () => {
  test("`success: false` throws the backend's message with the call's status", () => {
    expect(() => throwIfRefused({ success: false, message: "Out of stock" }, "POST /x")).toThrow(
      new BackendError("Out of stock", 400),
    );
    expect(() => throwIfRefused({ success: false }, "GET /y", 401)).toThrow(
      "GET /y answered success: false",
    );
    expect(() => throwIfRefused({ success: true }, "GET /y")).not.toThrow();
    expect(() => throwIfRefused({}, "GET /y")).not.toThrow();
    expect(() => throwIfRefused([], "GET /y")).not.toThrow();
  });

  test("the part a call is for, or a BackendError when it is refused or missing", () => {
    expect(
      requiredPart({ success: true, profile: { id: "u1" } }, "profile", "GET /p", 502),
    ).toEqual({ id: "u1" });
    const missing = (() => {
      try {
        return requiredPart({ success: true, profile: undefined }, "profile", "GET /p", 502);
      } catch (error) {
        return error;
      }
    })();
    expect(missing).toEqual(new BackendError("GET /p answered no profile", 502));
    expect(missing).toHaveProperty("status", 502);
    expect(() =>
      requiredPart({ success: false, message: "Not authorized", user: {} }, "user", "GET /u", 401),
    ).toThrow("Not authorized");
  });
});
