/** @jest-environment node */
/**
 * A tag revalidated straight after a page carrying it was written, as when a product changes
 * while its page is being rendered: the page is due again however close the two fall, on the
 * instance's own cache (no REDIS_URL).
 */
import SharedPageCache from "@/lib/cache/shared-page-cache.mjs";
import { cacheBuildDir, renderedPage } from "../../support/page-cache-fixtures";

const HTML = "<html><body><h1>Red Rose Bouquet</h1></body></html>";
const PAGE = { kind: "APP_PAGE" } as const;
const REVALIDATE_S = 300;
/** Enough writes for two of them to share a millisecond with their revalidation. */
const ROUNDS = 200;

let build: ReturnType<typeof cacheBuildDir>;
let cache: SharedPageCache;

const page = (tag: string) => renderedPage(HTML, { "x-next-cache-tags": tag });

beforeAll(() => {
  delete process.env.REDIS_URL;
  delete process.env.PAGE_CACHE_REDIS_URL;
  build = cacheBuildDir("build-same-moment");
  cache = new SharedPageCache({ serverDistDir: build.distDir });
});
afterAll(() => build.remove());

test("a tag made stale right after a write leaves the page due for revalidation", async () => {
  const fresh: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const key = `/products/stale-${i}`;
    await cache.set(key, page(`product:stale-${i}`), {
      cacheControl: { revalidate: REVALIDATE_S },
    });
    await cache.revalidateTag(`product:stale-${i}`, { expire: 3600 });
    const served = await cache.get(key, PAGE);
    expect(served?.value).toMatchObject({ html: HTML });
    // Next renders the page again once it is older than its revalidation time.
    if (Date.now() - served!.lastModified <= REVALIDATE_S * 1000) fresh.push(key);
  }
  expect(fresh).toEqual([]);
});

test("a tag expired right after a write leaves nothing to serve", async () => {
  const served: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const key = `/products/expired-${i}`;
    await cache.set(key, page(`product:expired-${i}`), {
      cacheControl: { revalidate: REVALIDATE_S },
    });
    await cache.revalidateTag(`product:expired-${i}`, { expire: 0 });
    if ((await cache.get(key, PAGE)) !== null) served.push(key);
  }
  expect(served).toEqual([]);
});
