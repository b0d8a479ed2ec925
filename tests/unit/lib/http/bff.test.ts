/** @jest-environment node */
import { z } from "zod";
import { BODY_TOO_LARGE, MAX_BODY_BYTES, readJson, sameOrigin } from "@/lib/http/bff";

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

  test("a streamed body with no Content-Length is counted as it arrives: 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: the reader must stop it, not run out of memory.
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const result = await send(stream);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  test("a body that is not JSON is 400", async () => {
    const result = await send("{nope");
    expect(result.ok || result.response.status).toBe(400);
  });
});
