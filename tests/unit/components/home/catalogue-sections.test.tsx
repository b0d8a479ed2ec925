import { render, screen, within } from "@testing-library/react";
import { readSection } from "@/components/home/catalogue";
import { CategorySlider } from "@/components/home/category-slider";
import { ProductRails } from "@/components/home/product-rails";
import { ProductRailsSkeleton } from "@/components/home/skeletons";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import type { Category, CategoryProducts, Product } from "@/lib/types";

// Outside a Next render there is no page cache to keep; the call itself is what matters here.
jest.mock("@/lib/backend/last-good-copy", () => ({ keepLastGoodCopy: jest.fn(async () => {}) }));

const cakes: Category = { id: "c1", name: "Cakes", image: "/uploads/categories/cakes.webp" };
const hampers: Category = { id: "c2", name: "Combos & Hampers", image: "" };
const diyas: Category = {
  id: "c3",
  name: "Festive Diyas",
  image: "/uploads/categories/diyas.webp",
};

function product(id: string, title: string, category: Category): Product {
  return {
    id,
    title,
    name: title,
    price: 799,
    oldPrice: 999,
    discount: 20,
    image: { url: `/uploads/products/${id}.webp`, alt: title },
    images: [],
    categoryId: category.id,
    categoryName: category.name,
    subcategoryId: null,
    subcategoryName: "",
    brand: "",
    description: "",
    careInstructions: [],
    ingredients: "",
    flavor: "",
    type: "",
    shape: "",
    weight: "",
    netQuantity: "",
    diameter: "",
    serves: "",
    sellerId: "",
  };
}

const groups: CategoryProducts[] = [
  { category: cakes, products: [product("p1", "Black Forest Cake", cakes)] },
  { category: hampers, products: [product("p2", "Dry Fruit Hamper", hampers)] },
  { category: diyas, products: [] },
];

// Async server components are plain async functions: await them, then render what they return.
async function renderServer(element: Promise<React.ReactNode>) {
  render(<>{await element}</>);
}

const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);

describe("readSection", () => {
  it("passes a section's data through", async () => {
    await expect(readSection("categories", async () => [cakes])).resolves.toEqual([cakes]);
  });

  it("turns a backend failure into null and logs it, instead of failing the page", async () => {
    const failure = new Error("connect ECONNREFUSED 127.0.0.1:4000");
    await expect(readSection("categories", () => Promise.reject(failure))).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("categories"), failure);
    // …and asks a cached copy of the page to be kept instead, where there is one.
    expect(keepLastGoodCopy).toHaveBeenCalledTimes(1);
  });
});

describe("CategorySlider", () => {
  it("links every category that has products to its list, and hides empty ones", async () => {
    await renderServer(
      CategorySlider({
        categories: Promise.resolve([cakes, hampers, diyas]),
        groups: Promise.resolve(groups),
      }),
    );
    const slider = screen.getByRole("region", { name: "Shop by Category" });
    expect(within(slider).getByRole("link", { name: "Cakes" })).toHaveAttribute(
      "href",
      "/products?category=Cakes",
    );
    expect(within(slider).getByRole("link", { name: "Combos & Hampers" })).toHaveAttribute(
      "href",
      "/products?category=Combos%20%26%20Hampers",
    );
    expect(within(slider).queryByText("Festive Diyas")).toBeNull();
  });

  it("says the categories could not be loaded when the backend failed", async () => {
    await renderServer(
      CategorySlider({ categories: Promise.resolve(null), groups: Promise.resolve(groups) }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(/couldn.t load our categories/);
    expect(screen.queryByRole("link", { name: "Cakes" })).toBeNull();
  });
});

describe("ProductRails", () => {
  it("shows one carousel per category with products, with its cards and a View all link", async () => {
    await renderServer(ProductRails({ groups: Promise.resolve(groups) }));
    const cakesRail = screen.getByRole("region", { name: "Cakes" });
    expect(within(cakesRail).getByRole("link", { name: /Black Forest Cake/ })).toHaveAttribute(
      "href",
      "/products/p1",
    );
    expect(screen.getByRole("link", { name: "View all Combos & Hampers" })).toHaveAttribute(
      "href",
      "/products?category=Combos%20%26%20Hampers",
    );
    expect(screen.queryByRole("heading", { name: "Festive Diyas" })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Cakes",
      "Combos & Hampers",
    ]);
  });

  it("says 'No products found.' when no category has any", async () => {
    await renderServer(
      ProductRails({ groups: Promise.resolve([{ category: diyas, products: [] }]) }),
    );
    expect(screen.getByText("No products found.")).toBeInTheDocument();
  });

  it("shows a friendly note instead of products when the backend failed", async () => {
    await renderServer(ProductRails({ groups: Promise.resolve(null) }));
    expect(screen.getByRole("status")).toHaveTextContent(/couldn.t load our gift collections/);
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/");
  });

  it("says 'Loading products...' while they stream in", () => {
    render(<ProductRailsSkeleton />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading products...");
  });
});
