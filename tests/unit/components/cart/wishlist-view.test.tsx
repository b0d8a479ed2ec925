import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { WishlistView } from "@/components/cart/wishlist-view";
import { useCart } from "@/lib/stores/cart";
import { answer, product, routeFetch } from "../../support/cart-fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 450, 500);

async function showWishlist(items: unknown[], routes: Parameters<typeof routeFetch>[0] = {}) {
  routeFetch({
    "GET /api/cart": () => answer(200, { lines: [] }),
    "GET /api/wishlist": () => answer(200, { items }),
    ...routes,
  });
  await useCart.getState().load();
  render(<WishlistView />);
}

beforeEach(() => useCart.getState().reset());

test("an empty wishlist says so and leads to the shop", async () => {
  await showWishlist([]);
  expect(screen.getByText("Your wishlist is empty")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/");
});

test("each saved gift has its price, Add to Cart and a remove icon", async () => {
  await showWishlist([cake], { "DELETE /api/wishlist/cake": () => answer(200, { items: [] }) });
  const item = within(screen.getByRole("listitem"));
  expect(item.getByRole("link", { name: "Gift cake" })).toHaveAttribute("href", "/products/cake");
  expect(item.getByText("10% off")).toBeInTheDocument();
  expect(item.getByRole("button", { name: "Add to Cart" })).toBeInTheDocument();

  fireEvent.click(item.getByRole("button", { name: "Remove Gift cake from wishlist" }));
  expect(await screen.findByText("Your wishlist is empty")).toBeInTheDocument();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Removed from wishlist"));
});
