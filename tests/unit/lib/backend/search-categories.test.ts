import {
  CATEGORY_SUGGESTIONS,
  matchingCategories,
  popularCategories,
} from "@/lib/backend/search-categories";
import type { CategoryWithSubcategories } from "@/lib/types";

const menu: CategoryWithSubcategories[] = [
  {
    id: "c-cakes",
    name: "Cakes",
    image: "",
    subcategories: [
      { id: "s-choc", name: "Chocolate Cakes", categoryId: "c-cakes" },
      { id: "s-egg", name: "Eggless Cakes", categoryId: "c-cakes" },
      { id: "s-photo", name: "Photo Cakes", categoryId: "c-cakes" },
      { id: "s-theme", name: "Theme Cakes", categoryId: "c-cakes" },
      { id: "s-cup", name: "Cupcakes", categoryId: "c-cakes" },
    ],
  },
  {
    id: "c-flowers",
    name: "Flowers",
    image: "",
    subcategories: [{ id: "s-roses", name: "Roses", categoryId: "c-flowers" }],
  },
];

const names = (text: string) => matchingCategories(menu, text).map((found) => found.name);

describe("the categories the search box offers", () => {
  test("every word in the name, the last one as the start of a word", () => {
    expect(names("choc")).toEqual(["Chocolate Cakes"]);
    expect(names("eggless cak")).toEqual(["Eggless Cakes"]);
    expect(names("chocolate roses")).toEqual([]);
  });

  test("synonyms and Hinglish by the shared rules; stop words left out", () => {
    expect(names("gulab")).toEqual(["Roses"]);
    expect(names("roses for")).toEqual(["Roses"]);
    expect(names("for flowers")).toEqual(["Flowers"]);
  });

  test("categories first, at most four, each with its list page", () => {
    expect(names("cake")).toHaveLength(CATEGORY_SUGGESTIONS);
    expect(matchingCategories(menu, "cake").slice(0, 2)).toEqual([
      { name: "Cakes", href: "/products?category=Cakes" },
      { name: "Chocolate Cakes", href: "/subcategory/s-choc" },
    ]);
    expect(names("")).toEqual([]);
  });
});

describe("the popular categories the empty box offers", () => {
  const category = (name: string, productCount?: number): CategoryWithSubcategories => ({
    id: `c-${name}`,
    name,
    image: "",
    subcategories: [],
    ...(productCount === undefined ? {} : { productCount }),
  });

  test("most gifts first, empty ones left out, at most six", () => {
    const counted = [
      category("Plants", 4),
      category("Cakes", 40),
      category("Diyas", 0),
      category("Flowers", 40),
      ...["A", "B", "C", "D", "E"].map((name, i) => category(name, i + 1)),
    ];
    expect(popularCategories(counted).map((found) => found.name)).toEqual([
      "Cakes",
      "Flowers",
      "E",
      "Plants",
      "D",
      "C",
    ]);
    expect(popularCategories(counted)[0]).toEqual({
      name: "Cakes",
      href: "/products?category=Cakes",
    });
  });

  test("a list without counts keeps the menu's order; unknown counts come after known ones", () => {
    expect(popularCategories([category("Cakes"), category("Flowers")]).map((c) => c.name)).toEqual([
      "Cakes",
      "Flowers",
    ]);
    expect(
      popularCategories([category("Cakes"), category("Flowers", 3)]).map((c) => c.name),
    ).toEqual(["Flowers", "Cakes"]);
  });
});
