import { render, screen, within } from "@testing-library/react";
import { Pagination, pageSlots } from "@/components/catalogue/pagination";

describe("pageSlots", () => {
  test("every page when there are few", () => {
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
  });
  test("first, last and the neighbours of the current page, with gaps", () => {
    expect(pageSlots(7, 15)).toEqual([1, "gap", 6, 7, 8, "gap", 15]);
  });
  test("a gap of one page shows that page instead", () => {
    expect(pageSlots(4, 15)).toEqual([1, 2, 3, 4, 5, "gap", 15]);
  });
});

const href = (page: number) => (page > 1 ? `/products?page=${page}` : "/products");

test("renders nothing for a single page", () => {
  const { container } = render(<Pagination page={1} lastPage={1} href={href} />);
  expect(container).toBeEmptyDOMElement();
});

test("real links for Previous, Next and each page; the current page is marked", () => {
  render(<Pagination page={2} lastPage={5} href={href} />);
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/products");
  expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute(
    "href",
    "/products?page=3",
  );
  expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  expect(within(nav).getByRole("link", { name: "Page 5" })).toHaveAttribute(
    "href",
    "/products?page=5",
  );
});

test("no Previous link on the first page, no Next link on the last", () => {
  const { rerender } = render(<Pagination page={1} lastPage={3} href={href} />);
  expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
  expect(screen.getByRole("link", { name: "Next" })).toBeInTheDocument();
  rerender(<Pagination page={3} lastPage={3} href={href} />);
  expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
});
