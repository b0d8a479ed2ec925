/** @jest-environment node */
import { z } from "zod";
import { BODY_TOO_LARGE } from "@/lib/bff/answers";
import { MAX_BODY_BYTES, readJson, sameOrigin } from "@/lib/bff/request";
import { DRAIN_MAX_BYTES } from "@giftshop/shared/http/drain-body";

// next start hands route handlers a request.url on its own hostname, whatever Host the
// shopper used; the check must follow Host (it once refused every POST from 127.0.0.1).
function post(headers: Record<string, string>) {
  return new Request("http://localhost:3000/api/feedback", { method: "POST", headers });
}

describe("sameOrigin", () => {
  test("accepts the shop's own origin by SITE_URL", () => {
    expect(sameOrigin(post({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(
      true,
    );
  });

  test("accepts an origin matching the Host the request was sent to", () => {
    expect(sameOrigin(post({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }))).toBe(
      true,
    );
    expect(
      sameOrigin(
        post({
          origin: "https://shop.example.in",
          host: "10.0.0.5:3000",
          "x-forwarded-host": "shop.example.in",
        }),
      ),
    ).toBe(true);
  });

  test("refuses a foreign, missing or malformed Origin", () => {
    expect(sameOrigin(post({ origin: "https://evil.example", host: "localhost:3000" }))).toBe(
      false,
    );
    expect(sameOrigin(post({ host: "localhost:3000" }))).toBe(false);
    expect(sameOrigin(post({ origin: "null", host: "localhost:3000" }))).toBe(false);
  });
});

describe("readJson", () => {
  const schema = z.object({ note: z.string() });
  const send = (body: BodyInit) => {
    // A streamed body needs duplex: "half", which TypeScript's RequestInit lacks.
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    };
    return readJson(new Request("http://localhost:3000/api/feedback", init), schema);
  };

  test("a body of just under 100 kB is read and validated", async () => {
    const note = "x".repeat(MAX_BODY_BYTES - 20);
    expect(await send(JSON.stringify({ note }))).toEqual({ ok: true, data: { note } });
  });

  test("a body over 100 kB is 413 before it is parsed", async () => {
    const result = await send(JSON.stringify({ note: "x".repeat(MAX_BODY_BYTES) }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(await result.response.json()).toEqual({ error: BODY_TOO_LARGE });
  });

  /** A stream of 16 kB chunks, `count` of them (endless when undefined); `sent` counts them. */
  const chunks = (count?: number) => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const counter = { sent: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.sent === count) return controller.close();
        counter.sent += 1;
        controller.enqueue(chunk);
      },
    });
    return { stream, counter };
  };

  test("a streamed body with no Content-Length is counted as it arrives: 413, its rest drained so the connection is kept", async () => {
    const { stream, counter } = chunks(20);
    const result = await send(stream);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(await result.response.json()).toEqual({ error: BODY_TOO_LARGE });
    expect(result.response.headers.get("connection")).toBeNull();
    expect(counter.sent).toBe(20);
  });

  test("an endless streamed body is read no further than the drain bound: 413 with Connection: close", async () => {
    const { stream, counter } = chunks();
    const result = await send(stream);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(result.response.headers.get("connection")).toBe("close");
    // The stream reads a chunk or two ahead of the reader.
    expect(counter.sent * 16 * 1024).toBeLessThanOrEqual(DRAIN_MAX_BYTES + 3 * 16 * 1024);
  });

  test("a body declared past the drain bound is not read at all: 413 with Connection: close", async () => {
    const { stream, counter } = chunks();
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) },
      body: stream,
      duplex: "half",
    };
    const result = await readJson(new Request("http://localhost:3000/api/feedback", init), schema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(result.response.headers.get("connection")).toBe("close");
    expect(counter.sent).toBeLessThanOrEqual(1);
  });

  test("a body that is not JSON is 400", async () => {
    const result = await send("{nope");
    expect(result.ok || result.response.status).toBe(400);
  });
});
