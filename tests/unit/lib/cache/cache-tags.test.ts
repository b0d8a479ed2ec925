/** @jest-environment node */
/**
 * Cache tags in a process (lib/cache/cache-tags.mjs), with Next's meaning of
 * `revalidateTag(tags, durations)`, and the tags an entry answers to.
 */
import {
  revalidateTags,
  tagTimes,
  tagsExpired,
  tagsOf,
  tagsStale,
} from "@/lib/cache/cache-tags.mjs";

const T = 1_800_000_000_000;

beforeEach(() => tagTimes.clear());

test("without durations a tag's entries expire at once", () => {
  revalidateTags(["catalogue"], undefined, T);
  expect(tagTimes.get("catalogue")).toEqual({ expired: T });
  expect(tagsExpired(["catalogue"], T - 1, T)).toBe(true);
  // An entry written after the revalidation is the fresh one.
  expect(tagsExpired(["catalogue"], T, T)).toBe(false);
  expect(tagsStale(["catalogue"], T - 1)).toBe(false);
});

test("with durations they are stale at once and expire `expire` seconds later", () => {
  revalidateTags(["reviews:p1"], { expire: 3600 }, T);
  expect(tagTimes.get("reviews:p1")).toEqual({ stale: T, expired: T + 3_600_000 });
  expect(tagsStale(["reviews:p1"], T - 1)).toBe(true);
  expect(tagsExpired(["reviews:p1"], T - 1, T + 1000)).toBe(false);
  expect(tagsExpired(["reviews:p1"], T - 1, T + 3_600_000)).toBe(true);
});

test("`expire: 0` expires at once, as the webhook asks", () => {
  revalidateTags(["product:p1"], { expire: 0 }, T);
  expect(tagsExpired(["product:p1"], T - 1, T)).toBe(true);
});

test("a later revalidation keeps what it does not set", () => {
  revalidateTags(["catalogue"], { expire: 60 }, T);
  revalidateTags(["catalogue"], undefined, T + 10);
  expect(tagTimes.get("catalogue")).toEqual({ stale: T, expired: T + 10 });
});

test("a page's tags are in its stored header; a fetch's in the context it is read in", () => {
  const page = {
    kind: "APP_PAGE" as const,
    html: "",
    rscData: undefined,
    headers: { "x-next-cache-tags": "catalogue,_N_T_/products/p1" },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  };
  expect(tagsOf(page, { kind: "APP_PAGE" })).toEqual(["catalogue", "_N_T_/products/p1"]);
  expect(tagsOf({ ...page, headers: {} }, { kind: "APP_PAGE" })).toEqual([]);
  const fetched = {
    kind: "FETCH" as const,
    data: { headers: {}, body: "", url: "http://backend/x" },
    revalidate: 300,
  };
  expect(tagsOf(fetched, { kind: "FETCH", tags: ["catalogue"], softTags: ["_N_T_/"] })).toEqual([
    "catalogue",
    "_N_T_/",
  ]);
  expect(tagsOf(null, { kind: "APP_PAGE" })).toEqual([]);
});
