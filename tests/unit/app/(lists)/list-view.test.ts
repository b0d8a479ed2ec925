/** @jest-environment node */
import { generateMetadata } from "@/app/(lists)/list-view/[route]/[key]/page";
import { searchResultsMetadata } from "@/components/catalogue/search-results-screen";
import { cachedSearchKey } from "@/lib/catalogue/cached-list";

/**
 * A search served from the list's cached twin has the live results page's head: its title,
 * its canonical address, and never indexed.
 */
test("a cached search's head is the live search results page's", async () => {
  const key = cachedSearchKey(new URLSearchParams("query=cakes&page=2"), new Set(["cakes"]));
  expect(key).not.toBeNull();
  const cached = await generateMetadata({
    params: Promise.resolve({ route: "search-results", key: key! }),
  });
  const live = searchResultsMetadata({ query: "cakes", page: "2" });
  expect(cached).toEqual(live);
  expect(cached.robots).toEqual({ index: false, follow: true });
  expect(cached.title).toBe('Search Results for "cakes"');
  expect(cached.alternates?.canonical).toBe("/search-results?query=cakes&page=2");
});
