import { render, screen, within } from "@testing-library/react";
import { ProductRails } from "@/components/home/product-rails";
import { diyas, groups } from "../../support/home-fixtures";

// Async server components are plain async functions: await them, then render what they return.
async function renderServer(element: Promise<React.ReactNode>) {
  render(<>{await element}</>);
}

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
});
