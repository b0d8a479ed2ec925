import { SearchIndex, type IndexedProduct } from "@giftshop/shared/search/search-index";
import { searchTerms } from "@giftshop/shared/search/query";

// A catalogue like the original backend's: its cakes never say "birthday".
const catalogue: IndexedProduct[] = [
  { title: "Chocolate Truffle Cake", categoryName: "Cakes", subcategoryName: "Chocolate Cakes" },
  { title: "Pineapple Cake", categoryName: "Cakes", subcategoryName: "Fruit Cakes" },
  { title: "Red Roses Bouquet", categoryName: "Flowers", subcategoryName: "Roses" },
  {
    title: "Mom's Favourite Cake",
    categoryName: "Cakes",
    subcategoryName: "Fruit Cakes",
    recipients: ["mother"],
  },
].map((product, i) => ({ ...product, popularity: 10 - i }));

const index = new SearchIndex(catalogue);
const titles = (text: string, prefixLast = false) => {
  const found = index.search({ terms: searchTerms(text), text, prefixLast });
  return { ...found, titles: found.ranked.map((i) => catalogue[i]!.title) };
};

describe("SearchIndex: a word no product holds", () => {
  it("is set aside and named while other words remain: every cake, the mother's first", () => {
    const found = titles("birthday cake for mom");
    expect(found.ignored).toEqual(["birthday"]);
    expect(found.corrected).toBeNull();
    expect(found.titles).toEqual([
      "Mom's Favourite Cake",
      "Chocolate Truffle Cake",
      "Pineapple Cake",
    ]);
  });

  it("finds nothing when it is all the query says", () => {
    expect(titles("birthday anniversary")).toMatchObject({ titles: [], ignored: [] });
  });

  it("is not a typo the catalogue can read: a correction is searched, the rest set aside", () => {
    const found = titles("rosse qwxz");
    expect(found.corrected).toBe("rose");
    expect(found.ignored).toEqual(["qwxz"]);
    expect(found.titles).toEqual(["Red Roses Bouquet"]);
  });

  it("never sets aside a word naming who the gift is for: it only ranks", () => {
    const found = titles("roses for dad");
    expect(found.ignored).toEqual([]);
    expect(found.titles).toEqual(["Red Roses Bouquet"]);
  });

  it("reads a last word being typed as a word's start before setting it aside", () => {
    expect(titles("cake pine", true)).toMatchObject({ titles: ["Pineapple Cake"], ignored: [] });
    expect(titles("cake qx", true).ignored).toEqual(["qx"]);
  });
});
