/** @jest-environment node */
/**
 * The instance's own page cache (lib/cache/local-cache.mjs): bounded by size, least recently
 * used out first, and no entry kept past its lifetime.
 */
import type { CacheEntry } from "@/lib/cache/handler-contract";
import { LocalCache } from "@/lib/cache/local-cache.mjs";

/** A page entry of about `kB` kilobytes of HTML. */
function entry(kB: number, html = "x"): CacheEntry {
  return {
    lastModified: Date.now(),
    value: {
      kind: "APP_PAGE",
      html: html.padEnd(kB * 1024, "x"),
      rscData: Buffer.alloc(0),
      headers: {},
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    },
  };
}

test("past its size, the least recently used entries go first", () => {
  const cache = new LocalCache(100 * 1024);
  cache.set("/a", entry(40), 60);
  cache.set("/b", entry(40), 60);
  expect(cache.get("/a")).not.toBeNull(); // /a is now the most recently used
  cache.set("/c", entry(40), 60);
  expect(cache.get("/b")).toBeNull();
  expect(cache.get("/a")).not.toBeNull();
  expect(cache.get("/c")).not.toBeNull();
});

test("an entry larger than the whole cache is not kept, and evicts nothing", () => {
  const cache = new LocalCache(100 * 1024);
  cache.set("/a", entry(40), 60);
  cache.set("/huge", entry(200), 60);
  expect(cache.get("/huge")).toBeNull();
  expect(cache.get("/a")).not.toBeNull();
});

test("a newer entry under a key replaces the older, and counts once", () => {
  const cache = new LocalCache(100 * 1024);
  cache.set("/a", entry(60, "old"), 60);
  cache.set("/a", entry(60, "new"), 60);
  expect(cache.get("/a")?.value).toMatchObject({ html: expect.stringMatching(/^new/) });
  cache.delete("/a");
  expect(cache.get("/a")).toBeNull();
  cache.set("/b", entry(90), 60);
  expect(cache.get("/b")).not.toBeNull();
});

test("an entry lives no longer than its lifetime", () => {
  jest.useFakeTimers({ now: Date.parse("2026-11-28T10:00:00Z") });
  try {
    const cache = new LocalCache();
    cache.set("/a", entry(1), 60);
    jest.setSystemTime(Date.parse("2026-11-28T10:00:59Z"));
    expect(cache.get("/a")).not.toBeNull();
    jest.setSystemTime(Date.parse("2026-11-28T10:01:00Z"));
    expect(cache.get("/a")).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
