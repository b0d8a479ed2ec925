/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import type { CachedRouteKind } from "next/dist/server/response-cache/types";
import CspCacheHandler from "@/lib/security/csp-cache-handler.mjs";
import { scriptHashPolicy } from "@/lib/security/script-hashes.mjs";

// The page cache with Next's own file-system store underneath, on a temporary folder: what a
// page carries when it is rendered (set), read back (get), or was written by `next build`.

const HTML = '<html><body><script>self.__next_f.push([1,"review"])</script></body></html>';
const PAGE_CONTEXT = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as const;

// Next's layout: pages under <dist>/server/app, the data cache under <dist>/cache/fetch-cache.
let dist: string;
let distDir: string;
function handler() {
  return new CspCacheHandler({
    fs: nodeFs,
    serverDistDir: distDir,
    flushToDisk: true,
    maxMemoryCacheSize: 10 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  } as unknown as ConstructorParameters<typeof CspCacheHandler>[0]);
}
function page(html: string, headers: Record<string, string> = {}) {
  return {
    kind: "APP_PAGE" as CachedRouteKind.APP_PAGE,
    html,
    rscData: Buffer.from("0:{}"),
    headers,
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  };
}

function fetchEntry(body: string) {
  const data = { headers: {}, body, status: 200, url: "http://backend/x" };
  return { kind: "FETCH" as CachedRouteKind.FETCH, data, revalidate: 300 };
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "csp-cache-"));
  distDir = path.join(dist, "server");
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the page cache's script policy", () => {
  test("a rendered page gets its policy on the entry Next answers from, and on disk", async () => {
    const value = page(HTML, { "x-next-cache-tags": "catalogue" });
    await handler().set("/products/rendered", value, {
      ...PAGE_CONTEXT,
      cacheControl: { revalidate: 300, expire: undefined },
    } as never);
    // The same object: Next answers the first visit from it, after `set`.
    expect(value.headers["content-security-policy"]).toBe(scriptHashPolicy(HTML));
    expect(value.headers["x-next-cache-tags"]).toBe("catalogue");
    const meta = JSON.parse(
      fs.readFileSync(path.join(distDir, "app/products/rendered.meta"), "utf8"),
    );
    expect(meta.headers["content-security-policy"]).toBe(scriptHashPolicy(HTML));

    const read = await handler().get("/products/rendered", PAGE_CONTEXT as never);
    expect(read?.value).toMatchObject({
      headers: { "content-security-policy": expect.any(String) },
    });
  });

  test("a new version of the page gets the hashes of its own scripts", async () => {
    const context = { ...PAGE_CONTEXT, cacheControl: { revalidate: 300 } } as never;
    await handler().set("/products/changed", page(HTML), context);
    const newer = HTML.replace("review", "a newer review");
    await handler().set("/products/changed", page(newer), context);
    const read = await handler().get("/products/changed", PAGE_CONTEXT as never);
    expect(read?.value).toMatchObject({
      headers: { "content-security-policy": scriptHashPolicy(newer) },
    });
    expect(scriptHashPolicy(newer)).not.toBe(scriptHashPolicy(HTML));
  });

  test("a page prerendered by the build gets its policy when first read", async () => {
    // The files `next build` writes, with no policy among the stored headers.
    const base = path.join(distDir, "app/built");
    fs.mkdirSync(path.dirname(base), { recursive: true });
    fs.writeFileSync(`${base}.html`, HTML);
    fs.writeFileSync(`${base}.rsc`, "0:{}");
    fs.writeFileSync(`${base}.meta`, JSON.stringify({ headers: { "x-nextjs-prerender": "1" } }));
    const read = await handler().get("/built", PAGE_CONTEXT as never);
    expect(read?.value).toMatchObject({
      headers: {
        "x-nextjs-prerender": "1",
        "content-security-policy": scriptHashPolicy(HTML),
      },
    });
  });

  test("data-cache entries pass through, and Next's 2 MB limit on them stays", async () => {
    const fetchContext = { fetchCache: true, tags: [], fetchUrl: "http://backend/x" } as never;
    const small = fetchEntry("e30=");
    await handler().set("fetch-small", small, fetchContext);
    expect(small).not.toHaveProperty("headers.content-security-policy");
    expect(fs.existsSync(path.join(dist, "cache/fetch-cache/fetch-small"))).toBe(true);

    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const body = "x".repeat(2 * 1024 * 1024 + 1);
    const large = fetchEntry(body);
    await handler().set("fetch-large", large, fetchContext);
    expect(fs.existsSync(path.join(dist, "cache/fetch-cache/fetch-large"))).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
