import { menuCategoriesOf } from "@/components/layout/category-menu";
import { ProductRail } from "@/components/home/product-rail";
import { ProductCard } from "@/components/product/product-card";
import type { CategoryWithSubcategories, ProductSummary } from "@/lib/types";

jest.mock("@/lib/backend/catalogue", () => ({ getCategoryMenu: jest.fn() }));
jest.mock("@/lib/backend/last-good-copy", () => ({ keepLastGoodCopy: jest.fn() }));

// The menu and the product card are client components fed from the server: what they are
// given is written into every page's RSC payload, so each gets only the fields it draws.
describe("what the server hands its client components", () => {
  test("the category menu gets names and ids, not pictures or counts", () => {
    const categories: CategoryWithSubcategories[] = [
      {
        id: "c1",
        name: "Cakes",
        image: "/uploads/categories/cakes.webp",
        productCount: 40,
        subcategories: [{ id: "s1", name: "Cupcakes", categoryId: "c1" }],
      },
    ];
    expect(menuCategoriesOf(categories)).toEqual([
      { id: "c1", name: "Cakes", subcategories: [{ id: "s1", name: "Cupcakes" }] },
    ]);
  });

  test("the menu leaves out a category the backend counts as empty, and keeps an uncounted one", () => {
    const category = (id: string, name: string, productCount?: number) => ({
      id,
      name,
      image: "",
      ...(productCount === undefined ? {} : { productCount }),
      subcategories: [],
    });
    const menu = menuCategoriesOf([
      category("c1", "Cakes", 40),
      category("c2", "Festive Diyas", 0),
      category("c3", "Hampers"),
    ]);
    expect(menu.map((entry) => entry.name)).toEqual(["Cakes", "Hampers"]);
  });

  test("a product card gets the card's and the wishlist's fields, not the whole product", () => {
    const product = {
      id: "p1",
      title: "Black Forest Cake",
      price: 599,
      oldPrice: 799,
      discount: 25,
      image: { url: "/uploads/products/cake.webp", alt: "Black Forest Cake" },
      categoryId: "c1",
      categoryName: "Cakes",
      subcategoryId: "s1",
      subcategoryName: "Cupcakes",
      name: "Black Forest Cake 500 g",
      brand: "Uphaar Bakes",
      sellerId: "seller1",
      description: "A long description the card never shows.",
      ingredients: "Flour, cocoa, cream",
    } as ProductSummary;
    const element = ProductCard({ product, preload: true });
    expect(element.props).toEqual({
      preload: true,
      product: {
        id: "p1",
        title: "Black Forest Cake",
        name: "Black Forest Cake 500 g",
        brand: "Uphaar Bakes",
        sellerId: "seller1",
        price: 599,
        oldPrice: 799,
        discount: 25,
        image: { url: "/uploads/products/cake.webp", alt: "Black Forest Cake" },
        categoryId: "c1",
        categoryName: "Cakes",
        subcategoryId: "s1",
        subcategoryName: "Cupcakes",
      },
    });
  });

  test("a home rail says its category once, not in each product", () => {
    const product = (id: string, categoryId: string, categoryName: string) =>
      ({
        id,
        title: `Gift ${id}`,
        price: 599,
        oldPrice: 599,
        discount: 0,
        image: null,
        categoryId,
        categoryName,
        subcategoryId: null,
        subcategoryName: "",
      }) as ProductSummary;
    const element = ProductRail({
      title: "Cakes",
      href: "/products?category=Cakes",
      category: { id: "c1", name: "Cakes" },
      products: [product("p1", "c1", "Cakes"), product("p2", "c2", "Flowers")],
    });
    expect(element.props.category).toEqual({ id: "c1", name: "Cakes" });
    const [own, other] = element.props.products;
    expect(own).not.toHaveProperty("categoryId");
    expect(own).not.toHaveProperty("categoryName");
    // A product of another category keeps its own (the card's wishlist entry needs it).
    expect(other).toMatchObject({ categoryId: "c2", categoryName: "Flowers" });
  });
});
