/** @jest-environment node */
/**
 * Redis away (nothing listens) or slow (it accepts and never answers): the shared page cache
 * never fails or holds a page. Reads are served from the instance's own cache (the build's
 * pages on its disk), writes are kept there, revalidations hold on the instance, and each
 * kind of failure is logged, not thrown.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { closeSharedStores } from "@/lib/cache/shared-store.mjs";
import CspCacheHandler from "@/lib/security/csp-cache-handler.mjs";
import { scriptHashPolicy } from "@/lib/security/script-hashes.mjs";

const HTML = '<html><body><script>self.__next_f.push([1,"built"])</script></body></html>';
const PAGE = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as const;

let root: string;
let distDir: string;
let silent: net.Server;
let silentPort: number;
const held: net.Socket[] = [];
/** What the silent Redis was sent: a page read would be a GET among it. */
const received: string[] = [];
const readsSent = () => received.join("").match(/\r\nGET\r\n/gi)?.length ?? 0;

function handler() {
  return new CspCacheHandler({
    fs: nodeFs,
    serverDistDir: distDir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  } as unknown as ConstructorParameters<typeof CspCacheHandler>[0]);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-away-"));
  distDir = path.join(root, "server");
  fs.writeFileSync(path.join(root, "BUILD_ID"), "build-away");
  // A page `next build` prerendered, on this instance's disk.
  const base = path.join(distDir, "app/built");
  fs.mkdirSync(path.dirname(base), { recursive: true });
  fs.writeFileSync(`${base}.html`, HTML);
  fs.writeFileSync(`${base}.rsc`, "0:{}");
  fs.writeFileSync(
    `${base}.meta`,
    JSON.stringify({ headers: { "x-next-cache-tags": "catalogue" } }),
  );
  silent = net.createServer((socket) => {
    held.push(socket);
    socket.on("data", (chunk) => received.push(chunk.toString("latin1")));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await closeSharedStores();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
  delete process.env.REDIS_URL;
});

describe.each([
  ["away (nothing listens)", () => "redis://127.0.0.1:1"],
  ["slow (accepts, never answers)", () => `redis://127.0.0.1:${silentPort}`],
])("Redis %s", (_, url) => {
  let logged: string[];
  beforeEach(() => {
    process.env.REDIS_URL = url();
    logged = [];
    jest.spyOn(console, "error").mockImplementation((...args) => {
      logged.push(args.map(String).join(" "));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  // "At once": no read is sent to a Redis that is not ready, so no page waits on one; the only
  // wait is the first call's for the shared tags, bounded in the store (READ_TIMEOUT_MS). Held
  // by what reaches Redis, not by the clock, which a busy CI machine makes unreliable.
  test("a read is answered from the instance's disk, at once, with its policy", async () => {
    const entry = await handler().get("/built", PAGE as never);
    expect(entry?.value).toMatchObject({
      kind: "APP_PAGE",
      html: HTML,
      headers: { "content-security-policy": scriptHashPolicy(HTML) },
    });
    expect(await handler().get("/built", PAGE as never)).toMatchObject({ value: { html: HTML } });
    expect(readsSent()).toBe(0);
  });

  test("a write does not throw and is kept on the instance; a revalidation holds there", async () => {
    const value = {
      kind: "APP_PAGE",
      html: HTML.replace("built", "rendered"),
      rscData: Buffer.from("0:{}"),
      headers: { "x-next-cache-tags": "reviews:p9" },
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    };
    const context = { ...PAGE, cacheControl: { revalidate: 300 } };
    await expect(
      handler().set("/rendered", value as never, context as never),
    ).resolves.toBeUndefined();
    expect(fs.existsSync(path.join(distDir, "app/rendered.html"))).toBe(true);
    expect(await handler().get("/rendered", PAGE as never)).toMatchObject({
      value: { html: value.html },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(handler().revalidateTag("reviews:p9", { expire: 0 })).resolves.toBeUndefined();
    expect(tagsManifest.get("reviews:p9")).toMatchObject({ expired: expect.any(Number) });
    expect(await handler().get("/rendered", PAGE as never)).toBeNull();
    expect(logged.some((line) => line.startsWith("[page cache]"))).toBe(true);
  });
});
