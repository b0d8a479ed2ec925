import { fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { AddToCartButton } from "@/components/product/add-to-cart-button";
import { WishlistButton } from "@/components/product/wishlist-button";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => jest.mocked(toast.error).mockReset());

describe("WishlistButton", () => {
  test("a visitor is asked to log in, with the spec's exact words, and nothing flips", () => {
    render(<WishlistButton isLoggedIn={false} />);
    const button = screen.getByRole("button", { name: "Add to Wishlist" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    fireEvent.click(button);

    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Please login to manage your wishlist");
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveTextContent("Add to Wishlist");
  });

  test("a wishlisted product reads 'Wishlisted' and is pressed", () => {
    render(<WishlistButton isLoggedIn initialWishlisted />);
    const button = screen.getByRole("button", { name: "Wishlisted" });
    expect(button).toHaveAttribute("aria-pressed", "true");
  });

  test("a logged-in shopper's toggle flips at once, without the login toast", () => {
    render(<WishlistButton isLoggedIn />);
    fireEvent.click(screen.getByRole("button", { name: "Add to Wishlist" }));
    expect(screen.getByRole("button", { name: "Wishlisted" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("AddToCartButton", () => {
  test("a visitor is asked to log in, with the spec's exact words", () => {
    render(<AddToCartButton isLoggedIn={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Please login to add products to cart");
  });
});
