/**
 * The body limit on a real socket (docs/security.md "Input"): a refused body must not break
 * the kept-alive connection it came on. A moderate one is drained and the same connection
 * answers the next request; a huge one is refused with `Connection: close` and the server
 * ends the connection cleanly after the whole 413.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { DRAIN_MAX_BYTES } from "@giftshop/shared/http/drain-body";
import { MAX_BODY_BYTES } from "../app";
import {
  chunk,
  LAST_CHUNK,
  openConnection,
  requestHead,
  type RawConnection,
} from "../test/raw-http.mjs";
import { testAppPerFile } from "../test/test-app";

const t = testAppPerFile();
let server: ServerType;
let port: number;
const open: RawConnection[] = [];
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const connect = async () => {
  const connection = await openConnection(port);
  open.push(connection);
  return connection;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 110 kB of JSON-looking text: past the 100 kB limit, well within what is drained. */
const OVERSIZED = Buffer.from(`{"message":"${"m".repeat(110 * 1024)}"}`);
const JSON_TYPE = { "content-type": "application/json" };
const GET_HEALTH = requestHead("GET", "/health");

// The rest of each body comes after a pause, as from a client on a slow link: the server
// has refused by then, and whatever it does with the unread rest shows on the next request.
describe("a body over 100 kB on a kept-alive connection", () => {
  test("declared by Content-Length: 413, then a GET on the same connection answers 200", async () => {
    expect(OVERSIZED.length).toBeGreaterThan(MAX_BODY_BYTES);
    const connection = await connect();
    await connection.write(
      requestHead("POST", "/api/feedback", {
        ...JSON_TYPE,
        "content-length": String(OVERSIZED.length),
      }),
    );
    await connection.write(OVERSIZED.subarray(0, 64 * 1024));
    await pause(800);
    await connection.write(OVERSIZED.subarray(64 * 1024));
    await connection.write(GET_HEALTH);

    const refused = await connection.answer();
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false });
    expect(refused.headers.connection).not.toBe("close");
    const next = await connection.answer();
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toEqual({ success: true });
  });

  test("streamed (chunked): 413, then a GET on the same connection answers 200", async () => {
    const connection = await connect();
    await connection.write(
      requestHead("POST", "/api/newsletter", { ...JSON_TYPE, "transfer-encoding": "chunked" }),
    );
    await connection.write(chunk(OVERSIZED.subarray(0, 64 * 1024)));
    await connection.write(chunk(OVERSIZED.subarray(64 * 1024)));
    await pause(800);
    await connection.write(chunk("more"));
    await connection.write(LAST_CHUNK);
    await connection.write(GET_HEALTH);

    const refused = await connection.answer();
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).not.toBe("close");
    expect((await connection.answer()).status).toBe(200);
  });

  test("declared past 1 MB: a whole 413 with Connection: close, an orderly close, and a new connection answers", async () => {
    const connection = await connect();
    await connection.write(
      requestHead("POST", "/api/feedback", {
        ...JSON_TYPE,
        "content-length": String(50 * 1024 * 1024),
      }),
    );
    await connection.write(OVERSIZED.subarray(0, 16 * 1024));

    const refused = await connection.answer();
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false });
    expect(refused.headers.connection).toBe("close");
    expect(await connection.ended).toBe("end");

    const fresh = await connect();
    await fresh.write(GET_HEALTH);
    expect((await fresh.answer()).status).toBe(200);
  });

  test("streamed past 1 MB: a whole 413 with Connection: close and an orderly close", async () => {
    const connection = await connect();
    await connection.write(
      requestHead("POST", "/api/newsletter", { ...JSON_TYPE, "transfer-encoding": "chunked" }),
    );
    // One chunk that declares 2 MB, of which just past the drain limit arrives.
    await connection.write(`${(2 * 1024 * 1024).toString(16)}\r\n`);
    await connection.write(Buffer.alloc(DRAIN_MAX_BYTES + 1, "x"));

    const refused = await connection.answer();
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe("close");
    expect(await connection.ended).toBe("end");
  });
});
