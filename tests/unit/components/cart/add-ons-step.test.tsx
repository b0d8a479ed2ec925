import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AddOnsStep } from "@/components/cart/add-ons-step";
import { formatINR } from "@giftshop/shared/money";
import { useCart, type CartAddition } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { deferred, line, product } from "../../support/cart-fixtures";

// docs/gifting.md "Add-ons step": the add-ons as cards, none chosen until the shopper adds one;
// Skip and Continue both go on to the address.

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 899);
const candles = { ...product("candles", 49), title: "Birthday Candles" };
const card = { ...product("card", 99), title: "Greeting Card" };
const ADDRESS = "/addaddress";

const original = useCart.getState();
const add = jest.fn<Promise<boolean>, [CartAddition]>();
const remove = jest.fn<Promise<boolean>, [string]>();

/** The store as the step reads it: `lines` loaded, add and remove recorded. */
function cartWith(lines: CartLine[], status: "loading" | "ready" | "error" = "ready") {
  useCart.setState({ lines, status, add, remove, load: jest.fn(async () => {}) });
}

/** add() as the store does it: the line shows at once, the answer comes later. */
function addShowsLine() {
  add.mockImplementation(async ({ product: item }) => {
    useCart.setState((state) => ({ lines: [...state.lines, line(item, 1)] }));
    return true;
  });
}

beforeEach(() => {
  push.mockReset();
  add.mockReset();
  remove.mockReset();
});
afterEach(() => useCart.setState(original, true));

const step = () => render(<AddOnsStep addOns={[candles, card]} next={ADDRESS} />);

test("every add-on is a card with its price and an Add button; none is chosen", () => {
  cartWith([line(cake, 1)]);
  step();
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
  expect(screen.getByRole("heading", { name: "Birthday Candles" })).toBeInTheDocument();
  expect(screen.getByText(formatINR(49))).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Add Birthday Candles" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Add Greeting Card" })).toBeEnabled();
  expect(screen.queryByText("Added ✓")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  expect(screen.getByText("Cart total")).toHaveTextContent(`Cart total ${formatINR(899)}`);
});

test("Add puts the add-on in the cart through the store; the button becomes Remove, focus kept", async () => {
  cartWith([line(cake, 1)]);
  addShowsLine();
  step();
  const button = screen.getByRole("button", { name: "Add Birthday Candles" });
  button.focus();
  fireEvent.click(button);
  expect(add).toHaveBeenCalledWith({ product: candles });
  expect(await screen.findByText("Added ✓")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Remove Birthday Candles" })).toHaveFocus();
  expect(screen.getByRole("button", { name: "Add Greeting Card" })).toBeInTheDocument();
  expect(screen.getByText("Cart total")).toHaveTextContent(formatINR(899 + 49));
});

test("an add-on already in the cart shows as added, and Remove takes its line out", async () => {
  cartWith([line(cake, 1), line(candles, 1)]);
  remove.mockResolvedValue(true);
  step();
  expect(screen.getByText("Added ✓")).toBeInTheDocument();
  const button = screen.getByRole("button", { name: "Remove Birthday Candles" });
  fireEvent.click(button);
  expect(remove).toHaveBeenCalledWith("candles");
  await waitFor(() => expect(button).toBeEnabled());
});

test("number candles ask for their two digits, and the line carries them as its variant", async () => {
  // As the seed lists them: "10" first.
  const order = [10, ...Array.from({ length: 100 }, (_, n) => n).filter((n) => n !== 10)];
  const digits = order.map((n) => {
    const [tens, units] = String(n).padStart(2, "0");
    return {
      id: `digits-${tens}${units}`,
      label: `Number ${tens}${units}`,
      options: { "First digit": tens!, "Second digit": units! },
      price: 149,
      oldPrice: 149,
      discount: 0,
    };
  });
  const numbers = { ...product("numbers", 149), title: "Number Candles", variants: digits };
  cartWith([line(cake, 1)]);
  add.mockImplementation(async ({ product: item, gift }) => {
    useCart.setState((state) => ({
      lines: [...state.lines, { ...line(item, 1), key: "numbers.x", variant: gift!.variant }],
    }));
    return true;
  });
  render(<AddOnsStep addOns={[numbers]} next={ADDRESS} />);

  // Add with no digits chosen: asked for, and taken to the first.
  fireEvent.click(screen.getByRole("button", { name: "Add Number Candles" }));
  expect(add).not.toHaveBeenCalled();
  expect(screen.getByText("Choose the first digit and second digit first.")).toBeInTheDocument();
  const first = screen.getByRole("combobox", { name: "First digit" });
  expect(first).toHaveFocus();
  // The digits read 0 to 9, whatever the variants' order.
  expect(
    within(first)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["–", ..."0123456789"]);
  expect(first).toHaveAttribute("aria-invalid", "true");

  fireEvent.change(first, { target: { value: "2" } });
  fireEvent.change(screen.getByRole("combobox", { name: "Second digit" }), {
    target: { value: "5" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Add Number Candles" }));
  expect(add).toHaveBeenCalledWith({
    product: numbers,
    gift: { variant: digits.find((digit) => digit.id === "digits-25"), personalisation: null },
  });
  expect(await screen.findByText("Number 25")).toBeInTheDocument();
  expect(screen.getByText("Added ✓")).toBeInTheDocument();
  expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
});

test("Skip and Continue both go to the address", async () => {
  cartWith([line(cake, 1)]);
  const { unmount } = step();
  fireEvent.click(screen.getByRole("button", { name: "Skip" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(ADDRESS));
  unmount();
  push.mockReset();
  step();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(ADDRESS));
  expect(add).not.toHaveBeenCalled();
});

test("Continue waits for an add still on its way, so the next step sees it", async () => {
  cartWith([line(cake, 1)]);
  const answer = deferred<boolean>();
  add.mockReturnValue(answer.promise);
  step();
  fireEvent.click(screen.getByRole("button", { name: "Add Birthday Candles" }));
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await act(async () => {});
  expect(push).not.toHaveBeenCalled();
  await act(async () => answer.resolve(true));
  await waitFor(() => expect(push).toHaveBeenCalledWith(ADDRESS));
});

test("while the cart loads the cards wait; if it cannot be read the shopper can still go on", async () => {
  cartWith([], "loading");
  const { unmount } = step();
  expect(screen.getByRole("button", { name: "Add Birthday Candles" })).toBeDisabled();
  unmount();
  cartWith([], "error");
  step();
  expect(screen.getByRole("alert")).toHaveTextContent("We could not load your cart");
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(ADDRESS));
});

test("an empty cart says so instead of offering add-ons", () => {
  cartWith([]);
  step();
  expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /^Add / })).not.toBeInTheDocument();
});
