/** @jest-environment node */
import type { FetchValue, GetContext } from "@/lib/cache/handler-contract";
import SharedPageCache from "@/lib/cache/shared-page-cache.mjs";
import CspCacheHandler from "@/lib/security/csp-cache-handler.mjs";
import { scriptHashPolicy } from "@/lib/security/script-hashes.mjs";
import { cacheBuildDir, renderedPage } from "../../support/page-cache-fixtures";

// The page cache kept on the instance (no Redis), over a temporary build folder: what a page
// carries when it is rendered (set), read back (get), or was stored without a policy.

const HTML = '<html><body><script>self.__next_f.push([1,"review"])</script></body></html>';
const PAGE_CONTEXT = { kind: "APP_PAGE" } as const;
const FETCH_CONTEXT: GetContext = { kind: "FETCH", tags: [], softTags: [] };

let build: ReturnType<typeof cacheBuildDir>;
let distDir: string;
function handler() {
  return new CspCacheHandler({ serverDistDir: distDir });
}
const page = renderedPage;

function fetchEntry(body: string): FetchValue {
  const data = { headers: {}, body, status: 200, url: "http://backend/x" };
  return { kind: "FETCH", data, revalidate: 300 };
}

beforeAll(() => {
  delete process.env.REDIS_URL;
  delete process.env.PAGE_CACHE_REDIS_URL;
  build = cacheBuildDir("build-csp");
  distDir = build.distDir;
});
afterAll(() => build.remove());

describe("the page cache's script policy", () => {
  test("a rendered page gets its policy on the entry Next answers from, and where it is kept", async () => {
    const value = page(HTML, { "x-next-cache-tags": "catalogue" });
    await handler().set("/products/rendered", value, {
      cacheControl: { revalidate: 300, expire: undefined },
    });
    // The same object: Next answers the first visit from it, after `set`.
    expect(value.headers?.["content-security-policy"]).toBe(scriptHashPolicy(HTML));
    expect(value.headers?.["x-next-cache-tags"]).toBe("catalogue");
    // Kept with it: the handler beneath the policy reads it back with the policy.
    const kept = await new SharedPageCache({ serverDistDir: distDir }).get(
      "/products/rendered",
      PAGE_CONTEXT,
    );
    expect(kept?.value).toMatchObject({
      headers: { "content-security-policy": scriptHashPolicy(HTML) },
    });

    const read = await handler().get("/products/rendered", PAGE_CONTEXT);
    expect(read?.value).toMatchObject({
      headers: { "content-security-policy": expect.any(String) },
    });
  });

  test("a new version of the page gets the hashes of its own scripts", async () => {
    const context = { cacheControl: { revalidate: 300 } };
    await handler().set("/products/changed", page(HTML), context);
    const newer = HTML.replace("review", "a newer review");
    await handler().set("/products/changed", page(newer), context);
    const read = await handler().get("/products/changed", PAGE_CONTEXT);
    expect(read?.value).toMatchObject({
      headers: { "content-security-policy": scriptHashPolicy(newer) },
    });
    expect(scriptHashPolicy(newer)).not.toBe(scriptHashPolicy(HTML));
  });

  test("a page stored without a policy gets it when read", async () => {
    // Stored by the handler beneath the policy, as a server that adds none would store it.
    const context = { cacheControl: { revalidate: 300 } };
    await new SharedPageCache({ serverDistDir: distDir }).set(
      "/built",
      page(HTML, { "x-nextjs-prerender": "1" }),
      context,
    );
    const read = await handler().get("/built", PAGE_CONTEXT);
    expect(read?.value).toMatchObject({
      headers: {
        "x-nextjs-prerender": "1",
        "content-security-policy": scriptHashPolicy(HTML),
      },
    });
  });

  test("data-cache entries pass through, and Next's 2 MB limit on them stays", async () => {
    const fetchContext = { fetchCache: true, tags: [], fetchUrl: "http://backend/x" };
    const small = fetchEntry("e30=");
    await handler().set("fetch-small", small, fetchContext);
    expect(small).not.toHaveProperty("headers.content-security-policy");
    expect(await handler().get("fetch-small", FETCH_CONTEXT)).toMatchObject({
      value: { kind: "FETCH", data: { body: "e30=" } },
    });

    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const body = "x".repeat(2 * 1024 * 1024 + 1);
    const large = fetchEntry(body);
    await handler().set("fetch-large", large, fetchContext);
    expect(await handler().get("fetch-large", FETCH_CONTEXT)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
