import { fireEvent, render, screen } from "@testing-library/react";
import { SortSelect } from "@/components/catalogue/sort-select";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

test("offers the four sorts and applies a choice at once, back on page 1", () => {
  render(
    <SortSelect
      pathname="/products"
      filter={{ categoryIds: ["c1"], discount: 20, page: 4 }}
      categories={[{ id: "c1", name: "Cakes" }]}
    />,
  );
  const select = screen.getByLabelText("Sort by");
  expect(select).toHaveValue("newest");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
    "Newest",
    "Price: Low to High",
    "Price: High to Low",
    "Biggest Discount",
  ]);
  fireEvent.change(select, { target: { value: "price-asc" } });
  expect(push).toHaveBeenCalledWith("/products?category=Cakes&discount=20&sort=price-asc", {
    scroll: false,
  });
});

test("search results offer relevance, show it by default, and write newest when chosen", () => {
  push.mockClear();
  render(<SortSelect pathname="/search-results" filter={{ query: "rose" }} />);
  const select = screen.getByLabelText("Sort by");
  expect(select).toHaveValue("relevance");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toContain("Relevance");
  fireEvent.change(select, { target: { value: "newest" } });
  expect(push).toHaveBeenCalledWith("/search-results?query=rose&sort=newest", { scroll: false });
});
