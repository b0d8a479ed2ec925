/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { z } from "zod";
import { BackendError, backendFetch, requiredPart, throwIfRefused } from "@/lib/backend/fetch";
import { READ_BUDGET } from "@/lib/backend/read-budget";

// A real socket, because the timeout and the refused connection are the point of this file.
let mode:
  | "ok"
  | "hang"
  | "not-json"
  | "unavailable"
  | "declined"
  | "cast"
  | "endless"
  | "endless-error"
  | "declared-long" = "ok";
const hung: http.ServerResponse[] = [];
/** What the endless answer sent before the storefront hung up. */
let poured = { bytes: 0, closed: false };
/** Bytes the Content-Length of a "declared-long" answer announces. */
let declared = 0;

/**
 * An answer that never ends: 64 kB of JSON whitespace every millisecond (about 60 MB a
 * second), until the storefront hangs up.
 */
function pour(response: http.ServerResponse, status: number) {
  const chunk = Buffer.alloc(64 * 1024, " ");
  poured = { bytes: 0, closed: false };
  response.on("close", () => {
    poured.closed = true;
  });
  response.writeHead(status, { "content-type": "application/json" });
  const next = () => {
    if (response.destroyed) return;
    poured.bytes += chunk.length;
    response.write(chunk);
    setTimeout(next, 1);
  };
  next();
}

const server = http.createServer((_request, response) => {
  if (mode === "hang") {
    hung.push(response);
    return;
  }
  if (mode === "endless" || mode === "endless-error") {
    pour(response, mode === "endless" ? 200 : 500);
    return;
  }
  if (mode === "declared-long") {
    // Says how long it is, sends a little and waits: the storefront should not wait for it.
    response.writeHead(200, { "content-type": "application/json", "content-length": declared });
    response.write("[");
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

  test("the timeout survives a garbage collection during the wait", async () => {
    // Node 20 holds the sources of AbortSignal.any weakly: a collection used to drop the
    // timeout, and the call then hung for good.
    v8.setFlagsFromString("--expose-gc");
    const collectGarbage = vm.runInNewContext("gc") as () => void;
    mode = "hang";
    const collecting = setInterval(collectGarbage, 20);
    try {
      const error = await failure(backendFetch("/api/slow", okAnswer, { cache: "no-store" }));
      expect(error).toMatchObject({
        status: 503,
        message: expect.stringMatching(/no answer within 300 ms/),
      });
    } finally {
      clearInterval(collecting);
    }
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

describe("answers longer than the storefront reads", () => {
  const MAX = 1024 * 1024;
  /** What the endless answer sent, once its connection is closed (or after a second). */
  const hungUp = async () => {
    for (let waited = 0; !poured.closed && waited < 1000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return poured;
  };

  test("an endless answer is refused (502) once past the limit, and its connection dropped", async () => {
    mode = "endless";
    const error = await failure(
      backendFetch("/api/x", okAnswer, { cache: "no-store", maxBytes: MAX }),
    );
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      status: 502,
      message: `GET /api/x answered more than ${MAX} bytes`,
    });
    const { bytes, closed } = await hungUp();
    expect(closed).toBe(true);
    // Not read to the timeout (300 ms: about 18 MB): a chunk or two past the limit at most.
    expect(bytes).toBeLessThan(2 * MAX);
  });

  test("an error answer is read within the same limit", async () => {
    mode = "endless-error";
    const error = await failure(
      backendFetch("/api/x", okAnswer, { cache: "no-store", maxBytes: MAX }),
    );
    expect(error).toMatchObject({ status: 500, message: "GET /api/x answered 500" });
    const { bytes, closed } = await hungUp();
    expect(closed).toBe(true);
    expect(bytes).toBeLessThan(2 * MAX);
  });

  test("a Content-Length over the limit is refused at once; an answer at the limit is read", async () => {
    mode = "declared-long";
    declared = MAX + 1;
    const error = await failure(
      backendFetch("/api/x", okAnswer, { cache: "no-store", maxBytes: MAX }),
    );
    // Waiting for the body would have been the 503 of BACKEND_TIMEOUT_MS.
    expect(error).toMatchObject({
      status: 502,
      message: `GET /api/x answered more than ${MAX} bytes`,
    });
    mode = "ok";
    const exactly = '{"ok":true}'.length;
    await expect(
      backendFetch("/api/x", okAnswer, { cache: "no-store", maxBytes: exactly }),
    ).resolves.toEqual({ ok: true });
  });

  test("without a limit of its own, a call reads at most the heap's answer budget", async () => {
    mode = "declared-long";
    declared = READ_BUDGET.answerBytes + 1;
    expect(await failure(backendFetch("/api/x", okAnswer, { cache: "no-store" }))).toMatchObject({
      status: 502,
      message: `GET /api/x answered more than ${READ_BUDGET.answerBytes} bytes`,
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
