/** @jest-environment node */
import {
  cachedListKey,
  cachedSearchKey,
  cachedSearches,
  listParamsFromKey,
} from "@/lib/catalogue/cached-list";
import type { CategoryWithSubcategories } from "@/lib/types";

const MENU: CategoryWithSubcategories[] = [
  {
    id: "c1",
    name: "Cakes",
    image: "",
    subcategories: [
      { id: "s1", name: "Chocolate Cakes", categoryId: "c1" },
      { id: "s2", name: "Photo Cake", categoryId: "c1" },
    ],
  },
  {
    id: "c2",
    name: "Flowers",
    image: "",
    subcategories: [{ id: "s3", name: "Roses", categoryId: "c2" }],
  },
] as CategoryWithSubcategories[];
const CATEGORIES = MENU.map(({ id, name }) => ({ id, name }));
const searches = cachedSearches(MENU);
const key = (query: string) => cachedSearchKey(new URLSearchParams(query), searches);

describe("the search texts whose results are cached", () => {
  test("the menu's names and their words, with and without a plural s", () => {
    for (const text of ["cakes", "cake", "chocolate cakes", "chocolate cake", "chocolate"]) {
      expect(searches.has(text)).toBe(true);
    }
    for (const text of ["photo cake", "photo cakes", "photo", "roses", "rose", "flower"]) {
      expect(searches.has(text)).toBe(true);
    }
  });

  test("a bounded list: a few per name, not what shoppers make of them", () => {
    expect(searches.size).toBeLessThanOrEqual(4 * 2 * 5);
    for (const text of ["rosse", "red roses", "cake under 500", "cakes cakes", "choco"]) {
      expect(searches.has(text)).toBe(false);
    }
  });
});

describe("the cached twin's key of a search", () => {
  test("a name the menu holds is cached, as the search box sends it or as typed", () => {
    const cake = key("query=cake");
    expect(cake).not.toBeNull();
    expect(key("query=%20Cake%20&utm_source=ad")).toBe(cake);
    expect(new URLSearchParams(listParamsFromKey(cake!) as URLSearchParams).get("query")).toBe(
      "cake",
    );
    // A sort and an early page are bounded too.
    expect(key("query=roses&sort=price-asc&page=2")).not.toBeNull();
  });

  test("any other text, a price, a discount, a later page or two texts render live", () => {
    expect(key("query=rosse")).toBeNull();
    expect(key("query=birthday%20cake%20for%20mom")).toBeNull();
    expect(key("query=")).toBeNull();
    expect(key("")).toBeNull();
    expect(key("query=cake&min=100")).toBeNull();
    expect(key("query=cake&discount=30")).toBeNull();
    expect(key("query=cake&page=4")).toBeNull();
    expect(key("query=cake&query=roses")).toBeNull();
  });

  test("a parameter the results page does not read makes no key of its own", () => {
    expect(key("query=cake&category=Flowers")).toBe(key("query=cake"));
  });

  test("the lists' own key never caches search text", () => {
    expect(cachedListKey(new URLSearchParams("query=cake"), CATEGORIES)).toBeNull();
    expect(cachedListKey(new URLSearchParams("category=Cakes"), CATEGORIES)).not.toBeNull();
  });
});
