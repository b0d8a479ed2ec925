/** @jest-environment node */
/**
 * Redis away (nothing listens) or slow (it accepts and never answers): the shared page cache
 * never fails or holds a page. Writes are kept in the instance's own cache and reads are
 * served from it, revalidations hold on the instance, and each kind of failure is logged,
 * not thrown.
 */
import net from "node:net";
import { tagTimes } from "@/lib/cache/cache-tags.mjs";
import SharedPageCache from "@/lib/cache/shared-page-cache.mjs";
import { closeSharedStores } from "@/lib/cache/shared-store.mjs";
import CspCacheHandler from "@/lib/security/csp-cache-handler.mjs";
import { scriptHashPolicy } from "@/lib/security/script-hashes.mjs";
import { cacheBuildDir, renderedPage } from "../../support/page-cache-fixtures";

const HTML = '<html><body><script>self.__next_f.push([1,"built"])</script></body></html>';
const PAGE = { kind: "APP_PAGE" } as const;

let build: ReturnType<typeof cacheBuildDir>;
let distDir: string;
let silent: net.Server;
let silentPort: number;
const held: net.Socket[] = [];
/** What the silent Redis was sent: a page read would be a GET among it. */
const received: string[] = [];
const readsSent = () => received.join("").match(/\r\nGET\r\n/gi)?.length ?? 0;

function handler() {
  return new CspCacheHandler({ serverDistDir: distDir });
}

/** A page as Next renders it, with no script policy yet. */
const page = (html: string, tags: string) => renderedPage(html, { "x-next-cache-tags": tags });

beforeAll(async () => {
  build = cacheBuildDir("build-away");
  distDir = build.distDir;
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
  build.remove();
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
  test("a read is answered from the instance's own cache, at once, with its policy", async () => {
    // Written without a policy (by the handler beneath the policy), kept on the instance.
    const context = { cacheControl: { revalidate: 300 } };
    await new SharedPageCache({ serverDistDir: distDir }).set(
      "/built",
      page(HTML, "catalogue"),
      context,
    );
    const entry = await handler().get("/built", PAGE);
    expect(entry?.value).toMatchObject({
      kind: "APP_PAGE",
      html: HTML,
      headers: { "content-security-policy": scriptHashPolicy(HTML) },
    });
    expect(await handler().get("/built", PAGE)).toMatchObject({ value: { html: HTML } });
    expect(readsSent()).toBe(0);
  });

  test("a write does not throw and is kept on the instance; a revalidation holds there", async () => {
    const value = page(HTML.replace("built", "rendered"), "reviews:p9");
    const context = { cacheControl: { revalidate: 300 } };
    await expect(handler().set("/rendered", value, context)).resolves.toBeUndefined();
    expect(await handler().get("/rendered", PAGE)).toMatchObject({
      value: { html: value.html },
    });
    await expect(handler().revalidateTag("reviews:p9", { expire: 0 })).resolves.toBeUndefined();
    expect(tagTimes.get("reviews:p9")).toMatchObject({ expired: expect.any(Number) });
    expect(await handler().get("/rendered", PAGE)).toBeNull();
    expect(logged.some((line) => line.startsWith("[page cache]"))).toBe(true);
  });
});
