import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { WishlistView } from "@/components/cart/wishlist-view";
import { useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";
import { answer, callsTo, product, routeFetch } from "../../support/cart-fixtures";
import { CAKE_ID, giftCake } from "../../support/gift-fixtures";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

async function showWishlist(items: unknown[], routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines: [] }),
    "GET /api/wishlist": () => answer(200, { items }),
    ...routes,
  });
  await useCart.getState().load();
  render(<WishlistView />);
  return fetchMock;
}

beforeEach(() => {
  push.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  useSession.setState({
    status: "authenticated",
    user: { id: "u1", name: "Asha", email: "a@example.in", isAccountVerify: true },
  });
  useCart.getState().reset();
});
afterEach(() => jest.restoreAllMocks());

test("a gift with options is chosen on its page: the wishlist links there", async () => {
  const fetchMock = await showWishlist([giftCake]);
  const item = within(screen.getByRole("listitem"));
  expect(item.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
  expect(item.getByRole("link", { name: `Choose options for ${giftCake.title}` })).toHaveAttribute(
    "href",
    `/products/${CAKE_ID}`,
  );
  expect(callsTo(fetchMock, "POST /api/cart")).toEqual([]);
});

test("a gift whose options the wishlist did not know goes to its page when the shop asks", async () => {
  const cake = product(CAKE_ID, 599, 799);
  await showWishlist([cake], {
    "POST /api/cart": () => answer(400, { error: "Please choose one of this gift's options." }),
  });
  fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/products/${CAKE_ID}`));
  expect(useCart.getState().lines).toEqual([]);
});

test("a plain gift still goes into the cart from the wishlist", async () => {
  const roses = product("a00000000000000000000002", 800, 1000);
  await showWishlist([roses], {
    "POST /api/cart": () =>
      answer(200, {
        lines: [
          {
            key: roses.id,
            product: roses,
            quantity: 1,
            delivery: null,
            variant: null,
            personalisation: null,
          },
        ],
      }),
  });
  fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/cartlist"));
});
