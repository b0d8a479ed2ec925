import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { AddToCartButton } from "@/components/product/add-to-cart-button";
import { takePendingLine } from "@/lib/cart/pending-line";
import { useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";
import { answer, line, product, routeFetch } from "../../support/cart-fixtures";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 450, 500);

beforeEach(() => {
  push.mockReset();
  jest.mocked(toast.error).mockReset();
  jest.mocked(toast.success).mockReset();
  useCart.getState().reset();
});

test("a visitor is asked to log in with the spec's exact words, and stays", async () => {
  useSession.setState({ status: "anonymous", user: null });
  const fetchMock = routeFetch({});
  render(<AddToCartButton product={cake} />);
  fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
  expect(jest.mocked(toast.error).mock.calls[0]?.[0]).toBe("Please login to add products to cart");
  expect(fetchMock).not.toHaveBeenCalled();
  expect(push).not.toHaveBeenCalled();
});

test("a visitor's choice, delivery included, is kept for the login that returns to this page", async () => {
  sessionStorage.clear();
  useSession.setState({ status: "anonymous", user: null });
  routeFetch({});
  const delivery = { pincode: "560001", date: "2026-11-29", slotId: "midnight" };
  render(<AddToCartButton product={cake} delivery={delivery} />);
  fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
  // jsdom's page is "/": the toast's Login link returns there.
  expect(takePendingLine("/")).toEqual({ productId: "cake", quantity: 1, delivery, gift: {} });
});

test("a shopper's gift goes into the cart with 'Added to cart', then on to /cartlist", async () => {
  useSession.setState({
    status: "authenticated",
    user: { id: "u1", name: "Asha", email: "asha@example.in", isAccountVerify: true },
  });
  routeFetch({ "POST /api/cart": () => answer(200, { lines: [line(cake, 1)] }) });
  render(<AddToCartButton product={cake} />);
  fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));

  await waitFor(() => expect(push).toHaveBeenCalledWith("/cartlist"));
  expect(toast.success).toHaveBeenCalledWith("Added to cart");
  expect(useCart.getState().lines).toEqual([line(cake, 1)]);
});
