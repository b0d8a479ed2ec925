import { render, screen } from "@testing-library/react";
import { ProductCardView } from "@/components/product/product-card-view";
import { product } from "../../support/cart-fixtures";

jest.mock("@/components/product/wishlist-button", () => ({ WishlistButton: () => null }));

test("a card with reviews shows their average and count, read out in words", () => {
  render(
    <ProductCardView product={{ ...product("cake", 599), rating: { average: 4.6, count: 12 } }} />,
  );
  const link = screen.getByRole("link");
  expect(link).toHaveTextContent("4.6 ★(12)");
  expect(screen.getByText("Rated 4.6 out of 5, 12 reviews")).toHaveClass("sr-only");
});

test("a card without reviews (or from a backend that gives none) shows no rating", () => {
  render(<ProductCardView product={{ ...product("cake", 599), rating: null }} />);
  expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  expect(screen.queryByText(/^Rated /)).not.toBeInTheDocument();
});
