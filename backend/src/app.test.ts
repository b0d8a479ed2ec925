import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createApp, MAX_BODY_BYTES } from "./app";
import { feedback } from "./db/schema";
import { createMailer } from "./mail";
import { expectRejected } from "./test/expect";
import { testAppPerFile, type Json } from "./test/test-app";
import { testEngine } from "./test/test-db";

const t = testAppPerFile();
let webp: Buffer;
beforeAll(async () => {
  webp = await sharp({
    create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 60, b: 90 } },
  })
    .webp()
    .toBuffer();
  fs.mkdirSync(path.join(t.uploadsDir, "products"), { recursive: true });
  fs.writeFileSync(path.join(t.uploadsDir, "products", "x.webp"), webp);
});

async function jsonAnswer(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Json };
}

describe(`app (${testEngine})`, () => {
  test("GET /health answers { success: true }", async () => {
    expect(await t.get("/health")).toEqual({ status: 200, body: { success: true } });
  });

  test.each([
    ["GET", "/nope"],
    ["GET", "/api/nope"],
    ["GET", "/api"],
    ["POST", "/api/getcategories"],
    ["DELETE", "/api/feedback"],
    ["PUT", "/api/product/review"],
    ["GET", "/api/feedback"],
  ])(
    "an unknown route (%s %s) answers 404 JSON { success: false, message }",
    async (method, url) => {
      const answer = await jsonAnswer(await t.app.request(url, { method }));
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: expect.stringContaining(url) });
    },
  );

  test("a body over 100 kB answers 413 JSON before any parsing, and nothing is stored", async () => {
    const before = (await t.database.db.select().from(feedback)).length;
    const body = JSON.stringify({
      name: "Big",
      email: "big@example.in",
      message: "m".repeat(MAX_BODY_BYTES),
    });
    expect(body.length).toBeGreaterThan(100 * 1024);
    const answer = await jsonAnswer(
      await t.app.request("/api/feedback", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await t.database.db.select().from(feedback)).length).toBe(before);
  });

  test("a streamed (chunked) body over 100 kB also answers 413 JSON", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    };
    const answer = await jsonAnswer(
      await t.app.request(new Request("http://localhost/api/newsletter", init)),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false });
  });

  test("a body of just under 100 kB is read and validated (400, not 413)", async () => {
    const body = JSON.stringify({ email: `${"a".repeat(MAX_BODY_BYTES - 100)}@example.in` });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const answer = await t.post("/api/newsletter", body);
    expectRejected(answer, 400, "email");
  });

  test("GET /uploads/products/x.webp serves the image as image/webp with a year-long immutable cache", async () => {
    const response = await t.app.request("/uploads/products/x.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const cache = response.headers.get("cache-control") ?? "";
    expect(cache).toContain("max-age=31536000");
    expect(cache).toContain("immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(webp)).toBe(true);
    expect((await sharp(bytes).metadata()).format).toBe("webp");
  });

  test.each([
    "/uploads/products/missing.webp",
    "/uploads/missing.webp",
    "/uploads/products/",
    "/uploads/",
  ])("a missing image (%s) answers 404 JSON", async (url) => {
    const response = await t.app.request(url);
    const answer = await jsonAnswer(response);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false });
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  const traversals = [
    "/uploads/../package.json",
    "/uploads/%2e%2e/package.json",
    "/uploads/..%2fpackage.json",
    "/uploads/%2e%2e%2fpackage.json",
    "/uploads/..%5cpackage.json",
    "/uploads/products/..%2f..%2fpackage.json",
    "/uploads/products/%2e%2e/%2e%2e/package.json",
    "/uploads/.%2e/package.json",
    "/uploads//..//package.json",
    "/uploads/%252e%252e%252fpackage.json",
  ];

  test.each(traversals)(
    "path traversal (%s) never returns the repository's package.json",
    async (url) => {
      const response = await t.app.request(url);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain("giftshop-storefront");
    },
  );

  test.each(traversals)(
    "path traversal (%s) never returns a file just outside the uploads folder",
    async (url) => {
      // An app whose uploads root is one level below a folder holding a secret package.json,
      // so a traversal that worked would find the file.
      const root = path.join(t.uploadsDir, "public");
      fs.mkdirSync(path.join(root, "products"), { recursive: true });
      fs.writeFileSync(path.join(t.uploadsDir, "package.json"), "TOP-SECRET");
      const app = createApp({
        db: t.database.db,
        uploadsDir: root,
        mailer: createMailer({ from: "test@uphaar.example", outboxDir: t.outboxDir }),
      });
      const response = await app.request(url);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain("TOP-SECRET");
    },
  );
});
