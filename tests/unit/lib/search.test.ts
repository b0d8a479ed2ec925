import { searchResultsHref } from "@/lib/search";

// Matching itself (a case-insensitive substring of the title, category or subcategory name,
// docs/contract.md, Search) is the backend's `q`: backend/src/routes/catalogue/*.test.ts.
describe("search results address", () => {
  test("carries the trimmed, lower-cased, URL-encoded text", () => {
    expect(searchResultsHref("  Red ROSES & Lilies ")).toBe(
      "/search-results?query=red%20roses%20%26%20lilies",
    );
    expect(searchResultsHref("   ")).toBeNull();
  });
});
