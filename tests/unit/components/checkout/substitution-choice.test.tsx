import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { OrderSummaryView } from "@/components/checkout/order-summary-view";
import { SubstitutionChoice } from "@/components/checkout/substitution-choice";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { CHECKOUT_DELIVERIES_KEY } from "@/lib/stores/checkout-deliveries";
import { useCart } from "@/lib/stores/cart";
import { saveDeliveryAddress } from "@/lib/stores/delivery-address";
import { answer, callsTo, line, product, routeFetch } from "../../support/cart-fixtures";
import { home, homeShipping } from "../../support/checkout-fixtures";

// The substitution question at checkout (docs/after-the-order.md, "Substitution").

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));
jest.mock("@/lib/toast", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

const cake = product("cake", 450);
const CHOICE = { pincode: "560001", date: "2026-11-27", slotId: "std" };

/** The cake in the standard slot, free; `substitution` as the backend says. */
const quote = (substitution: boolean): DeliveryQuote => ({
  pincode: "560001",
  cod: true,
  ok: true,
  substitution,
  deliveryCharge: 0,
  lines: [
    {
      productId: "cake",
      choice: CHOICE,
      chosen: true,
      promise: { mode: "hand", date: "2026-11-27", slotId: "std", slotType: "standard", charge: 0 },
      problem: null,
    },
  ],
  deliveries: [
    {
      key: "hub|2026-11-27|std",
      mode: "hand",
      date: "2026-11-27",
      slotId: "std",
      slotType: "standard",
      charge: 0,
      productIds: ["cake"],
    },
  ],
});

async function showSummary(substitution: boolean, routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines: [line(cake, 1)] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/delivery/quote": () => answer(200, { quote: quote(substitution) }),
    ...routes,
  });
  render(<OrderSummaryView />);
  await screen.findByRole("heading", { name: "1 item in this order" });
  return fetchMock;
}

const payNow = () => screen.getAllByRole("button", { name: /Pay Now|Processing\.\.\./ })[0]!;
const question = () =>
  screen.queryByRole("group", { name: "If a fresh gift cannot be made as shown" });

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  window.sessionStorage.clear();
  useCart.getState().reset();
  saveDeliveryAddress(home);
});
afterEach(() => jest.restoreAllMocks());

describe("the control", () => {
  test("offers the three answers, says the default in words and reports a choice", () => {
    const onChange = jest.fn();
    render(<SubstitutionChoice value="call" onChange={onChange} />);
    const group = screen.getByRole("group", { name: "If a fresh gift cannot be made as shown" });
    expect(group).toHaveAccessibleDescription(
      "Flowers and cakes are made fresh on the day. Unless you choose otherwise, we call you before changing anything.",
    );
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "similar",
      "call",
      "cancel",
    ]);
    expect(screen.getByRole("radio", { name: "Call me first (default)" })).toBeChecked();
    const cancel = screen.getByRole("radio", { name: "Cancel and refund" });
    expect(cancel).toHaveAccessibleDescription(
      "We do not substitute: the gift is cancelled and its price refunded in full.",
    );
    fireEvent.click(cancel);
    expect(onChange).toHaveBeenCalledWith("cancel");
  });

  test("is locked while payment is under way", () => {
    render(<SubstitutionChoice value="similar" onChange={jest.fn()} disabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.getByRole("radio", { name: "A similar gift of equal value" })).toBeChecked();
  });
});

describe("on the order summary", () => {
  test("a cart with a fresh gift is asked, and cash on delivery sends the answer", async () => {
    const fetchMock = await showSummary(true, {
      "POST /api/orders": () => answer(201, { orderId: "o1", method: "cod" }),
    });
    await waitFor(() => expect(question()).toBeInTheDocument());
    expect(screen.getByRole("radio", { name: /Call me first/ })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "Cancel and refund" }));
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    fireEvent.click(payNow());

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/order-success?order=o1"));
    expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
      {
        address: homeShipping,
        deliveries: [{ productId: "cake", ...CHOICE }],
        substitution: "cancel",
      },
    ]);
  });

  test("paying online keeps the answer with the deliveries for the payment page", async () => {
    await showSummary(true, {
      "POST /api/checkout/start": () =>
        answer(200, {
          payment: {
            provider: "local",
            key: "k",
            orderId: "order_1",
            amount: 450,
            currency: "INR",
          },
        }),
    });
    await waitFor(() => expect(question()).toBeInTheDocument());
    fireEvent.click(screen.getByRole("radio", { name: "A similar gift of equal value" }));
    fireEvent.click(payNow());

    await waitFor(() => expect(push).toHaveBeenCalledWith("/payment/local?order=order_1"));
    expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_DELIVERIES_KEY)!)).toEqual({
      orderId: "order_1",
      deliveries: [{ productId: "cake", ...CHOICE }],
      substitution: "similar",
    });
  });

  test("a backend that does not ask shows no question and sends no answer", async () => {
    const fetchMock = await showSummary(false, {
      "POST /api/orders": () => answer(201, { orderId: "o1", method: "cod" }),
    });
    await waitFor(() => expect(payNow()).toBeEnabled());
    expect(question()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    fireEvent.click(payNow());

    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
      { address: homeShipping, deliveries: [{ productId: "cake", ...CHOICE }] },
    ]);
  });
});
