import { act, fireEvent, render, screen } from "@testing-library/react";
import { FilterPanel } from "@/components/catalogue/filter-panel";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => push.mockReset());

const categories = [
  { id: "c1", name: "Cakes", count: 64 },
  { id: "c2", name: "Flowers", count: 54 },
];

function renderPanel(filter = {}) {
  return render(
    <FilterPanel
      pathname="/products"
      filter={filter}
      categories={categories}
      priceRange={{ min: 0, max: 10000 }}
    />,
  );
}

test("the Filter button shows and hides the panel and says so", () => {
  renderPanel();
  const toggle = screen.getByRole("button", { name: "Filter" });
  const panel = screen.getByRole("form", { name: "Filters" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(toggle).toHaveAttribute("aria-controls", panel.id);
  expect(panel).toHaveClass("hidden");
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(panel).not.toHaveClass("hidden");
});

test("shows the URL's filter: ticked categories, thumbs and discount", () => {
  renderPanel({ categoryIds: ["c1"], minPrice: 500, discount: 30 });
  expect(screen.getByRole("checkbox", { name: /Cakes/ })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: /Flowers/ })).not.toBeChecked();
  expect(screen.getByRole("slider", { name: "Minimum price" })).toHaveAttribute(
    "aria-valuetext",
    "₹500",
  );
  expect(screen.getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
    "aria-valuenow",
    "10000",
  );
  expect(screen.getByRole("radio", { name: "30% or more" })).toBeChecked();
  expect(screen.getByRole("button", { name: /^Filter/ })).toHaveTextContent("3 applied");
});

test("nothing reaches the URL until Apply Filters", () => {
  renderPanel({ categoryIds: ["c1"] });
  fireEvent.click(screen.getByRole("checkbox", { name: /Flowers/ }));
  fireEvent.click(screen.getByRole("radio", { name: "20% or more" }));
  expect(push).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
  expect(push).toHaveBeenCalledWith("/products?cat=c1,c2&discount=20", { scroll: false });
});

test("one category is written by name; the page and defaults are dropped; sort is kept", () => {
  renderPanel({ categoryIds: ["c1", "c2"], sort: "price-asc", page: 3 });
  fireEvent.click(screen.getByRole("checkbox", { name: /Flowers/ }));
  fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
  expect(push).toHaveBeenCalledWith("/products?category=Cakes&sort=price-asc", { scroll: false });
});

test("the price thumbs move by keyboard in ₹100 steps", () => {
  renderPanel();
  const low = screen.getByRole("slider", { name: "Minimum price" });
  act(() => low.focus());
  fireEvent.keyDown(low, { key: "ArrowRight" });
  fireEvent.keyDown(low, { key: "PageUp" });
  expect(low).toHaveAttribute("aria-valuenow", "1100");
  const high = screen.getByRole("slider", { name: "Maximum price" });
  act(() => high.focus());
  fireEvent.keyDown(high, { key: "PageDown" });
  fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
  expect(push).toHaveBeenCalledWith("/products?min=1100&max=9000", { scroll: false });
});

test("sections collapse and expand", () => {
  renderPanel();
  const price = screen.getByRole("button", { name: "Price" });
  expect(price).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(price);
  expect(price).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("slider", { name: "Minimum price" })).toBeNull();
});

test("without categories there is no category section", () => {
  render(
    <FilterPanel
      pathname="/search-results"
      filter={{ query: "roses" }}
      priceRange={{ min: 400, max: 3000 }}
      allowAllDiscounts
    />,
  );
  expect(screen.queryByRole("button", { name: "Shop by Category" })).toBeNull();
  expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
  const high = screen.getByRole("slider", { name: "Maximum price" });
  expect(high).toHaveAttribute("aria-valuemax", "3000");
  act(() => high.focus());
  fireEvent.keyDown(high, { key: "PageDown" });
  fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
  expect(push).toHaveBeenCalledWith("/search-results?query=roses&max=2000", { scroll: false });
});
