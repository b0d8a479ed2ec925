import { matchesQuery, searchProducts, searchResultsHref } from "@/lib/search";
import type { ProductSummary } from "@/lib/types";

const product = (title: string, categoryName: string, subcategoryName: string): ProductSummary => ({
  id: title,
  title,
  price: 499,
  oldPrice: 499,
  discount: 0,
  image: null,
  categoryId: "c",
  categoryName,
  subcategoryId: null,
  subcategoryName,
});

const catalogue = [
  product("Chocolate Truffle Cake", "Cakes", "Chocolate Cakes"),
  product("Red Roses Bouquet", "Flowers", "Roses"),
  product("Money Plant", "Plants", "Indoor Plants"),
];

describe("search matching (seed-spec §5)", () => {
  test("is a case-insensitive substring of the title", () => {
    expect(searchProducts(catalogue, "TRUFFLE").map((p) => p.title)).toEqual([
      "Chocolate Truffle Cake",
    ]);
  });

  test("matches the category name", () => {
    expect(searchProducts(catalogue, "flowers").map((p) => p.title)).toEqual(["Red Roses Bouquet"]);
  });

  test("matches the subcategory name", () => {
    expect(searchProducts(catalogue, "indoor").map((p) => p.title)).toEqual(["Money Plant"]);
  });

  test("blank input gives no results", () => {
    expect(searchProducts(catalogue, "")).toEqual([]);
    expect(searchProducts(catalogue, "   ")).toEqual([]);
    expect(matchesQuery(catalogue[0]!, " ")).toBe(false);
  });

  test("surrounding spaces are ignored and the limit is kept", () => {
    expect(searchProducts(catalogue, "  roses ")).toHaveLength(1);
    expect(searchProducts(catalogue, "o", 2)).toHaveLength(2);
  });

  test("the results address carries the trimmed, lower-cased, URL-encoded text", () => {
    expect(searchResultsHref("  Red ROSES & Lilies ")).toBe(
      "/search-results?query=red%20roses%20%26%20lilies",
    );
    expect(searchResultsHref("   ")).toBeNull();
  });
});
