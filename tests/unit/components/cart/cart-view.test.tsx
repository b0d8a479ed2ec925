import { render, screen, within } from "@testing-library/react";
import { AddOnsStep } from "@/components/cart/add-ons-step";
import { CartView } from "@/components/cart/cart-view";
import { formatINR } from "@giftshop/shared/money";
import { useCart } from "@/lib/stores/cart";
import { answer, line, product, routeFetch } from "../../support/cart-fixtures";
import { midnightQuote } from "../../support/delivery-fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 450, 500);
const roses = product("roses", 800, 1000);

async function showCart(lines: ReturnType<typeof line>[]) {
  routeFetch({
    "GET /api/cart": () => answer(200, { lines }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
  });
  await useCart.getState().load();
  return render(<CartView />);
}

beforeEach(() => useCart.getState().reset());

test("a skeleton shows while the cart loads", () => {
  routeFetch({
    "GET /api/cart": () => new Promise(() => {}),
    "GET /api/wishlist": () => new Promise(() => {}),
  });
  render(<CartView />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading your cart…");
});

test("an empty cart says so and leads back to shopping", async () => {
  await showCart([]);
  expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
  expect(screen.queryByRole("button", { name: /Continue/ })).not.toBeInTheDocument();
});

// How the panel adds up and words each charge: price-summary.test.tsx. Here: what the cart gives it.
test("the price panel sums the cart's lines with free delivery, and holds Continue", async () => {
  // 2 cakes at ₹450 and 1 bouquet at ₹800.
  await showCart([line(cake, 2), line(roses, 1)]);
  const panel = within(screen.getByRole("region", { name: "Price details" }));

  expect(panel.getByText("Price (3 items)")).toBeInTheDocument();
  expect(panel.getByText("Delivery Charges").nextSibling).toHaveTextContent("Free");
  expect(panel.getByText("Total Amount").nextSibling).toHaveTextContent(formatINR(1700));
  expect(panel.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test("each line shows its price × quantity, old price and discount", async () => {
  await showCart([line(cake, 2)]);
  const item = within(screen.getByRole("listitem"));
  expect(item.getByRole("link", { name: "Gift cake" })).toHaveAttribute("href", "/products/cake");
  expect(item.getByText("Uphaar Studio")).toBeInTheDocument();
  expect(item.getByText(formatINR(900))).toBeInTheDocument();
  expect(item.getByText(formatINR(1000)).tagName).toBe("S");
  expect(item.getByText("10% off")).toBeInTheDocument();
  expect(item.getByRole("button", { name: "Remove Gift cake from cart" })).toBeInTheDocument();
});

test("− is disabled at 1 and + at 10", async () => {
  await showCart([line(cake, 1), line(roses, 10)]);
  expect(screen.getByRole("button", { name: "Decrease quantity of Gift cake" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Increase quantity of Gift cake" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Decrease quantity of Gift roses" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Increase quantity of Gift roses" })).toBeDisabled();
});

test("the list is a focusable, labelled scroll region", async () => {
  await showCart([line(cake, 1)]);
  const list = screen.getByRole("region", { name: "Items in your cart" });
  expect(list).toHaveAttribute("tabindex", "0");
  expect(list).toHaveClass("max-h-[430px]", "overflow-y-auto");
});

test("with delivery by pincode, the panel charges the chosen deliveries and adds them to the total", async () => {
  const midnight = { pincode: "560038", date: "2026-11-27", slotId: "midnight" };
  const quoted = jest.fn((body: unknown) => {
    expect(body).toMatchObject({ pincode: "560038" });
    return answer(200, {
      quote: {
        pincode: "560038",
        cod: true,
        ok: true,
        deliveryCharge: 199,
        lines: [],
        deliveries: [],
      },
    });
  });
  routeFetch({
    "GET /api/cart": () => answer(200, { lines: [{ ...line(cake, 2), delivery: midnight }] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/delivery/quote": quoted,
    "GET /api/delivery/options": () => answer(200, { options: null }),
  });
  await useCart.getState().load();
  render(<CartView delivery />);
  const panel = within(screen.getByRole("region", { name: "Price details" }));
  expect(await panel.findByText(formatINR(199))).toBeInTheDocument();
  expect(panel.getByText("Delivery Charges").nextSibling).toHaveTextContent(formatINR(199));
  // 2 × ₹450 + ₹199.
  expect(panel.getByText("Total Amount").nextSibling).toHaveTextContent(formatINR(1099));
  expect(quoted).toHaveBeenCalledTimes(1);
});

test("with delivery by pincode but nothing chosen, delivery is free and no quote is asked", async () => {
  const quoted = jest.fn();
  routeFetch({
    "GET /api/cart": () => answer(200, { lines: [line(cake, 1)] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/delivery/quote": quoted,
  });
  await useCart.getState().load();
  render(<CartView delivery />);
  const panel = within(screen.getByRole("region", { name: "Price details" }));
  expect(panel.getByText("Delivery Charges").nextSibling).toHaveTextContent("Free");
  expect(quoted).not.toHaveBeenCalled();
});

test("the add-ons step's total is the cart's Total Amount, the midnight charge named and included", async () => {
  const quote = midnightQuote(["cake"]);
  routeFetch({
    "GET /api/cart": () =>
      answer(200, {
        lines: [
          {
            ...line(cake, 2),
            delivery: { pincode: "560038", date: "2026-11-29", slotId: "midnight" },
          },
        ],
      }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/delivery/quote": () => answer(200, { quote }),
    "GET /api/delivery/options": () => answer(200, { options: null }),
  });
  await useCart.getState().load();
  const cart = render(<CartView delivery />);
  const panel = within(screen.getByRole("region", { name: "Price details" }));
  expect(await panel.findByText("Midnight delivery, Sun, 29 Nov")).toBeInTheDocument();
  const cartTotal = panel.getByText("Total Amount").nextSibling?.textContent;
  // 2 × ₹450 + ₹199.
  expect(cartTotal).toBe(formatINR(1099));
  cart.unmount();

  render(<AddOnsStep addOns={[]} next="/addaddress" delivery />);
  expect(await screen.findByText(formatINR(1099))).toBeInTheDocument();
  expect(screen.getByText("Cart total")).toHaveTextContent(`Cart total ${cartTotal}`);
});
