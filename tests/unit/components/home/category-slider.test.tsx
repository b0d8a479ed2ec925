import { render, screen, within } from "@testing-library/react";
import { CategorySlider } from "@/components/home/category-slider";
import { cakes, diyas, groups, hampers } from "../../support/home-fixtures";

// Outside a Next render there is no page cache to keep; the call itself is what matters here.
jest.mock("@/lib/backend/last-good-copy", () => ({ keepLastGoodCopy: jest.fn(async () => {}) }));

// Async server components are plain async functions: await them, then render what they return.
async function renderServer(element: Promise<React.ReactNode>) {
  render(<>{await element}</>);
}

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
