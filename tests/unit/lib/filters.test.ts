import {
  appliedFilters,
  canonicalHref,
  defaultSort,
  filterHref,
  parseFilter,
  priceBounds,
  priceRangeOf,
  toggleDiscount,
} from "@/lib/filters";
import type { ProductSummary } from "@/lib/types";

const categories = [
  { id: "c1", name: "Cakes" },
  { id: "c2", name: "Flowers" },
  { id: "c3", name: "Combos & Hampers" },
];

describe("parseFilter", () => {
  test("no params is the whole list with defaults left out", () => {
    expect(parseFilter({}, categories)).toEqual({});
  });

  test("reads a category by name, in any letter case, as the home slider links it", () => {
    expect(parseFilter({ category: "cakes" }, categories)).toEqual({ categoryIds: ["c1"] });
    expect(parseFilter(new URLSearchParams("category=Combos+%26+Hampers"), categories)).toEqual({
      categoryIds: ["c3"],
    });
  });

  test("reads ticked category ids from cat, merged with names, in shop order", () => {
    expect(parseFilter({ cat: "c3,c1" }, categories)).toEqual({ categoryIds: ["c1", "c3"] });
    expect(parseFilter({ cat: "c3", category: "Flowers" }, categories)).toEqual({
      categoryIds: ["c2", "c3"],
    });
  });

  test("unknown category names and ids are ignored, not errors", () => {
    expect(parseFilter({ category: "Diamonds", cat: "zz,../x" }, categories)).toEqual({});
    expect(parseFilter({ category: "Cakes" })).toEqual({});
  });

  test("reads price, discount, sort and page", () => {
    expect(
      parseFilter(
        { min: "500", max: "2500", discount: "30", sort: "price-asc", page: "3" },
        categories,
      ),
    ).toEqual({ minPrice: 500, maxPrice: 2500, discount: 30, sort: "price-asc", page: 3 });
  });

  test("bad values are ignored one by one", () => {
    expect(
      parseFilter({
        min: "-5",
        max: "20000",
        discount: "25",
        sort: "cheapest",
        page: "0",
      }),
    ).toEqual({});
    expect(parseFilter({ min: "abc", max: "1e3", discount: "", page: "2.5" })).toEqual({});
    expect(parseFilter({ min: "100", max: "lots" })).toEqual({ minPrice: 100 });
  });

  test("defaults are dropped: 0, 10000, newest, page 1", () => {
    expect(parseFilter({ min: "0", max: "10000", sort: "newest", page: "1" })).toEqual({});
  });

  test("search results rank by relevance by default: newest is kept, relevance dropped", () => {
    expect(parseFilter({ query: "roses", sort: "newest" })).toEqual({
      query: "roses",
      sort: "newest",
    });
    expect(parseFilter({ query: "roses", sort: "relevance" })).toEqual({ query: "roses" });
    expect(defaultSort({ query: "roses" })).toBe("relevance");
    expect(defaultSort({})).toBe("newest");
  });

  test("a reversed price range is swapped rather than refused", () => {
    expect(parseFilter({ min: "3000", max: "1000" })).toEqual({ minPrice: 1000, maxPrice: 3000 });
  });

  test("repeated params: the first good value wins", () => {
    expect(parseFilter(new URLSearchParams("discount=7&discount=20&discount=40"))).toEqual({
      discount: 20,
    });
    expect(parseFilter({ sort: ["bogus", "price-desc"] })).toEqual({ sort: "price-desc" });
  });

  test("the search text is trimmed and lower-cased; blank is none", () => {
    expect(parseFilter({ query: "  Red Roses " })).toEqual({ query: "red roses" });
    expect(parseFilter({ query: "   " })).toEqual({});
  });
});

describe("filterHref", () => {
  test("the bare path when nothing is chosen", () => {
    expect(filterHref("/productlist", {})).toBe("/productlist");
    expect(filterHref("/products", { sort: "newest", page: 1, minPrice: 0, maxPrice: 10000 })).toBe(
      "/products",
    );
  });

  test("on search results, newest is written and relevance is not", () => {
    expect(filterHref("/search-results", { query: "roses", sort: "newest" })).toBe(
      "/search-results?query=roses&sort=newest",
    );
    expect(filterHref("/search-results", { query: "roses", sort: "relevance" })).toBe(
      "/search-results?query=roses",
    );
    expect(filterHref("/products", { sort: "relevance" })).toBe("/products?sort=relevance");
  });

  test("one category is written by name, exactly like the home slider link", () => {
    expect(filterHref("/products", { categoryIds: ["c3"] }, categories)).toBe(
      `/products?category=${encodeURIComponent("Combos & Hampers")}`,
    );
  });

  test("several categories, or names unknown, are written as ids", () => {
    expect(filterHref("/products", { categoryIds: ["c1", "c2"] }, categories)).toBe(
      "/products?cat=c1,c2",
    );
    expect(filterHref("/products", { categoryIds: ["c1"] })).toBe("/products?cat=c1");
  });

  test("writes every narrowing in a stable order", () => {
    expect(
      filterHref(
        "/search-results",
        {
          page: 2,
          sort: "discount-desc",
          discount: 50,
          maxPrice: 900,
          minPrice: 100,
          query: "red roses",
        },
        categories,
      ),
    ).toBe(
      "/search-results?query=red%20roses&min=100&max=900&discount=50&sort=discount-desc&page=2",
    );
  });

  test("round-trips through parseFilter", () => {
    const filter = {
      categoryIds: ["c1", "c3"],
      minPrice: 200,
      maxPrice: 4000,
      discount: 10,
      sort: "price-desc" as const,
      page: 4,
    };
    const href = filterHref("/products", filter, categories);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(parseFilter(params, categories)).toEqual(filter);

    const one = filterHref("/products", { categoryIds: ["c3"] }, categories);
    expect(parseFilter(new URLSearchParams(one.split("?")[1]), categories)).toEqual({
      categoryIds: ["c3"],
    });
  });
});

describe("canonicalHref", () => {
  test("keeps one category and the page, drops price, discount and sort", () => {
    expect(
      canonicalHref(
        "/products",
        { categoryIds: ["c1"], minPrice: 100, discount: 20, sort: "price-asc", page: 2 },
        categories,
      ),
    ).toBe("/products?category=Cakes&page=2");
  });

  test("several categories canonicalise to the whole list", () => {
    expect(canonicalHref("/products", { categoryIds: ["c1", "c2"] }, categories)).toBe("/products");
  });

  test("keeps the search text", () => {
    expect(canonicalHref("/search-results", { query: "roses", discount: 10 })).toBe(
      "/search-results?query=roses",
    );
  });
});

describe("toggleDiscount", () => {
  test("picking a choice selects it", () => {
    expect(toggleDiscount(undefined, 20)).toBe(20);
  });
  test("picking another replaces it: only one at a time", () => {
    expect(toggleDiscount(20, 40)).toBe(40);
  });
  test("picking the same again clears it", () => {
    expect(toggleDiscount(40, 40)).toBeUndefined();
  });
});

function product(id: string, price: number, discount = 0): ProductSummary {
  return {
    id,
    title: id,
    price,
    oldPrice: price,
    discount,
    image: null,
    categoryId: "c1",
    categoryName: "Cakes",
    subcategoryId: null,
    subcategoryName: "",
  };
}

describe("priceBounds", () => {
  test("0 to 10000 with no results", () => {
    expect(priceBounds(priceRangeOf([]))).toEqual({ min: 0, max: 10000 });
    expect(priceBounds(null)).toEqual({ min: 0, max: 10000 });
  });
  test("the cheapest and dearest price, rounded out to ₹100", () => {
    const prices = priceRangeOf([product("a", 349), product("b", 1299), product("c", 999)]);
    expect(prices).toEqual({ min: 349, max: 1299 });
    expect(priceBounds(prices)).toEqual({ min: 300, max: 1300 });
  });
  test("one price still gives a range the slider can move in", () => {
    expect(priceBounds(priceRangeOf([product("a", 500)]))).toEqual({ min: 500, max: 600 });
  });
});

describe("appliedFilters", () => {
  test("each category, the price range and the discount is a chip whose link drops it alone", () => {
    const chips = appliedFilters(
      "/products",
      {
        categoryIds: ["c1", "c2"],
        minPrice: 500,
        maxPrice: 1000,
        discount: 20,
        sort: "price-asc",
        page: 3,
      },
      categories,
    );
    expect(chips).toEqual([
      {
        label: "Cakes",
        removeLabel: "Remove filter: Cakes",
        href: "/products?category=Flowers&min=500&max=1000&discount=20&sort=price-asc",
      },
      {
        label: "Flowers",
        removeLabel: "Remove filter: Flowers",
        href: "/products?category=Cakes&min=500&max=1000&discount=20&sort=price-asc",
      },
      {
        label: "₹500 – ₹1,000",
        removeLabel: "Remove filter: ₹500 – ₹1,000",
        href: "/products?cat=c1,c2&discount=20&sort=price-asc",
      },
      {
        label: "20% or more off",
        removeLabel: "Remove filter: 20% or more off",
        href: "/products?cat=c1,c2&min=500&max=1000&sort=price-asc",
      },
    ]);
  });

  test("one end of the price says which; a search keeps its text; nothing applied is no chip", () => {
    expect(appliedFilters("/search-results", { query: "rose", minPrice: 999 })).toEqual([
      expect.objectContaining({ label: "₹999 and above", href: "/search-results?query=rose" }),
    ]);
    expect(appliedFilters("/products", { maxPrice: 500 })[0]?.label).toBe("Up to ₹500");
    expect(appliedFilters("/products", { sort: "price-desc", page: 2 })).toEqual([]);
  });
});
