import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { isValidElement } from "react";
import { toast } from "@/lib/toast";
import { WishlistButton } from "@/components/product/wishlist-button";
import { WishlistHeart } from "@/components/product/wishlist-heart";
import { useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";
import { answer, deferred, product, routeFetch } from "../../support/cart-fixtures";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 450, 500);
const asha = { id: "u1", name: "Asha Rao", email: "asha@example.in", isAccountVerify: true };

beforeEach(() => {
  jest.mocked(toast.error).mockReset();
  jest.mocked(toast.success).mockReset();
  useCart.getState().reset();
});

test("a visitor is asked to log in with the spec's exact words, and nothing flips", async () => {
  useSession.setState({ status: "anonymous", user: null });
  const fetchMock = routeFetch({});
  render(<WishlistButton product={cake} />);
  const button = screen.getByRole("button", { name: "Add to Wishlist" });
  expect(button).toHaveAttribute("aria-pressed", "false");

  fireEvent.click(button);

  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
  expect(jest.mocked(toast.error).mock.calls[0]?.[0]).toBe("Please login to manage your wishlist");
  // The toast offers the way in, coming back here afterwards.
  const action = jest.mocked(toast.error).mock.calls[0]?.[1]?.action;
  if (!isValidElement(action)) throw new Error("the login toast has no Login link");
  render(action);
  expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2F");
  expect(button).toHaveAttribute("aria-pressed", "false");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("while the session is still being checked, a click waits for it", async () => {
  useSession.setState({ status: "loading", user: null });
  routeFetch({
    "GET /api/account/me": () => answer(200, { user: asha }),
    "GET /api/cart": () => answer(200, { lines: [] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/wishlist": () => answer(200, { items: [cake] }),
  });
  render(<WishlistButton product={cake} />);
  fireEvent.click(screen.getByRole("button", { name: "Add to Wishlist" }));

  expect(await screen.findByRole("button", { name: "Wishlisted" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Added to wishlist"));
  expect(toast.error).not.toHaveBeenCalled();
});

describe("a signed-in shopper", () => {
  beforeEach(async () => {
    useSession.setState({ status: "authenticated", user: asha });
  });

  async function loadWishlist(items: unknown[], routes: Parameters<typeof routeFetch>[0]) {
    routeFetch({
      "GET /api/cart": () => answer(200, { lines: [] }),
      "GET /api/wishlist": () => answer(200, { items }),
      ...routes,
    });
    await useCart.getState().load();
  }

  test("a wishlisted product reads 'Wishlisted' and is pressed", async () => {
    await loadWishlist([cake], {});
    render(<WishlistButton product={cake} />);
    expect(screen.getByRole("button", { name: "Wishlisted" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("the toggle flips at once, then flips back when the server refuses", async () => {
    const refusal = deferred<Awaited<ReturnType<typeof answer>>>();
    await loadWishlist([], { "POST /api/wishlist": () => refusal.promise });
    render(<WishlistButton product={cake} />);

    fireEvent.click(screen.getByRole("button", { name: "Add to Wishlist" }));
    const pressed = await screen.findByRole("button", { name: "Wishlisted" });
    expect(pressed).toHaveAttribute("aria-pressed", "true");

    refusal.resolve(await answer(502, { error: "Could not add to your wishlist." }));
    expect(await screen.findByRole("button", { name: "Add to Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(toast.error).toHaveBeenCalledWith("Could not add to your wishlist.");
    expect(toast.success).not.toHaveBeenCalled();
  });

  test("removing says 'Removed from wishlist'", async () => {
    await loadWishlist([cake], { "DELETE /api/wishlist/cake": () => answer(200, { items: [] }) });
    render(<WishlistButton product={cake} />);
    fireEvent.click(screen.getByRole("button", { name: "Wishlisted" }));
    expect(await screen.findByRole("button", { name: "Add to Wishlist" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Removed from wishlist");
  });

  test("the card heart is a pressed toggle named after the product", async () => {
    await loadWishlist([cake], {});
    render(<WishlistHeart product={cake} />);
    expect(screen.getByRole("button", { name: "Save Gift cake to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
