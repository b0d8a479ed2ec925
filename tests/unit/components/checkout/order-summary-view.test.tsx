import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { OrderSummaryView } from "@/components/checkout/order-summary-view";
import { PAYMENT_CANCELLED, PAYMENT_FAILED } from "@/components/checkout/use-pay-now";
import { saveDeliveryAddress } from "@/lib/stores/delivery-address";
import { formatINR } from "@giftshop/shared/money";
import { useCart } from "@/lib/stores/cart";
import {
  NO_SHIPPING_ADDRESS,
  ORDER_SAVE_FAILED_AFTER_PAYMENT,
  PAYMENT_INIT_FAILED,
} from "@/lib/validations/checkout";
import { answer, callsTo, deferred, line, product, routeFetch } from "../../support/cart-fixtures";
import { home, homeShipping, signedPayment } from "../../support/checkout-fixtures";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));
jest.mock("@/lib/toast", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

const cake = product("cake", 450, 500);

const CHECKOUT_URL = "http://127.0.0.1:4350/v1/checkout.js";

function session(provider: "local" | "razorpay") {
  const payment = { provider, key: "rzp_test_key", orderId: "order_1", amount: 900 };
  return {
    payment: {
      ...payment,
      currency: "INR",
      ...(provider === "razorpay" ? { checkoutUrl: CHECKOUT_URL } : {}),
    },
  };
}

/** Renders the summary over a cart of two cakes, with `routes` for the checkout calls. */
async function showSummary(routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines: [line(cake, 2)] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    // A shop that keeps no delivery (docs/contract.md): the summary is the contract's.
    "POST /api/delivery/quote": () => answer(200, { quote: null }),
    ...routes,
  });
  render(<OrderSummaryView />);
  await screen.findByRole("heading", { name: "2 items in this order" });
  return fetchMock;
}

// The panel's button and the phone bar's share one state; CSS shows one of them.
const payNow = () => screen.getAllByRole("button", { name: /Pay Now|Processing\.\.\./ })[0]!;

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  jest.mocked(toast).mockReset();
  jest.mocked(toast.error).mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  window.sessionStorage.clear();
  delete window.Razorpay;
  useCart.getState().reset();
  saveDeliveryAddress(home);
});

afterEach(() => jest.restoreAllMocks());

test("shows where the order goes, the items, the price panel and the payment choice", async () => {
  await showSummary();
  expect(screen.getByRole("heading", { name: "Deliver to" })).toBeInTheDocument();
  expect(screen.getByText("Asha Rao")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Change delivery address" })).toHaveAttribute(
    "href",
    "/addaddress",
  );
  expect(screen.getByRole("button", { name: "Increase quantity of Gift cake" })).toBeEnabled();
  const panel = within(screen.getByRole("region", { name: "Price details" }));
  expect(panel.getByText("Total Amount").nextSibling).toHaveTextContent(formatINR(900));
  expect(screen.getByRole("radio", { name: "Pay online — card or UPI" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Cash on delivery" })).not.toBeChecked();
  expect(payNow()).toBeEnabled();
});

test("online with the local provider: the server starts the payment, then its page opens", async () => {
  const started = deferred<Awaited<ReturnType<typeof answer>>>();
  const fetchMock = await showSummary({ "POST /api/checkout/start": () => started.promise });

  fireEvent.click(payNow());
  await waitFor(() => expect(payNow()).toHaveTextContent("Processing..."));
  expect(payNow()).toBeDisabled();
  // No amount travels from the browser: the server prices its own cart.
  expect(callsTo(fetchMock, "POST /api/checkout/start")).toEqual([{}]);

  await act(async () => started.resolve(await answer(200, session("local"))));
  expect(push).toHaveBeenCalledWith("/payment/local?order=order_1");
});

test("cash on delivery places the order without a payment and goes to /order-success", async () => {
  const fetchMock = await showSummary({
    "POST /api/orders": () => answer(201, { orderId: "o1", method: "cod" }),
  });
  fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
  fireEvent.click(payNow());

  await waitFor(() => expect(replace).toHaveBeenCalledWith("/order-success?order=o1"));
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([{ address: homeShipping }]);
  expect(callsTo(fetchMock, "POST /api/checkout/start")).toEqual([]);
  expect(screen.getByRole("status")).toHaveTextContent("Order placed");
});

test("a payment that cannot start says 'Payment failed to initialize.' and Pay Now works again", async () => {
  await showSummary({ "POST /api/checkout/start": () => answer(502, {}) });
  fireEvent.click(payNow());

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PAYMENT_INIT_FAILED));
  expect(payNow()).toHaveTextContent("Pay Now");
  expect(payNow()).toBeEnabled();
  expect(push).not.toHaveBeenCalled();
});

test("the server's own reason wins, e.g. an empty cart", async () => {
  await showSummary({
    "POST /api/checkout/start": () => answer(409, { error: "Your cart is empty." }),
  });
  fireEvent.click(payNow());
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Your cart is empty."));
});

test("without a chosen address: the spec's message, a way to choose one, and Pay Now refuses", async () => {
  window.sessionStorage.clear();
  const fetchMock = await showSummary();

  expect(screen.getByRole("alert")).toHaveTextContent(NO_SHIPPING_ADDRESS);
  expect(screen.getByRole("link", { name: "Choose an address" })).toHaveAttribute(
    "href",
    "/addaddress",
  );
  fireEvent.click(payNow());
  expect(toast.error).toHaveBeenCalledWith(NO_SHIPPING_ADDRESS);
  expect(callsTo(fetchMock, "POST /api/checkout/start")).toEqual([]);
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([]);
});

test("an empty cart has nothing to pay for", async () => {
  routeFetch({
    "GET /api/cart": () => answer(200, { lines: [] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
  });
  render(<OrderSummaryView />);
  expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Pay Now" })).not.toBeInTheDocument();
});

describe("Razorpay", () => {
  let options: {
    handler: (response: unknown) => void;
    modal: { ondismiss: () => void };
    amount: number;
    order_id: string;
  } | null;
  let failed: ((response: unknown) => void)[];

  beforeEach(() => {
    options = null;
    failed = [];
    window.Razorpay = jest.fn(function (this: unknown, given: typeof options) {
      options = given;
      return {
        open: jest.fn(),
        on: (event: string, callback: (response: unknown) => void) => {
          if (event === "payment.failed") failed.push(callback);
        },
      };
    }) as unknown as Window["Razorpay"];
  });

  test("checkout.js is loaded from the address the server gives with the session", async () => {
    delete window.Razorpay;
    await showSummary({ "POST /api/checkout/start": () => answer(200, session("razorpay")) });
    fireEvent.click(payNow());
    await waitFor(() =>
      expect(document.querySelector(`script[src="${CHECKOUT_URL}"]`)).not.toBeNull(),
    );
  });

  test("a failed payment says so, keeps the cart, and closing lets the shopper pay again", async () => {
    const fetchMock = await showSummary({
      "POST /api/checkout/start": () => answer(200, session("razorpay")),
    });
    fireEvent.click(payNow());
    await waitFor(() => expect(failed).toHaveLength(1));

    act(() => failed[0]!({ error: { code: "BAD_REQUEST_ERROR", description: "Declined" } }));
    expect(toast.error).toHaveBeenCalledWith(PAYMENT_FAILED);
    expect(callsTo(fetchMock, "POST /api/orders")).toEqual([]);
    expect(useCart.getState().lines).toHaveLength(1);
    // Razorpay's window stays open for another try until the shopper closes it.
    expect(payNow()).toBeDisabled();
    act(() => options!.modal.ondismiss());
    expect(payNow()).toHaveTextContent("Pay Now");
    expect(payNow()).toBeEnabled();
  });

  test("opens with the provider order in paise; its signed result places the order", async () => {
    const fetchMock = await showSummary({
      "POST /api/checkout/start": () => answer(200, session("razorpay")),
      "POST /api/orders": () => answer(201, { orderId: "o2", method: "online" }),
    });
    fireEvent.click(payNow());
    await waitFor(() => expect(options).not.toBeNull());
    expect(options).toMatchObject({ order_id: "order_1", amount: 90000, currency: "INR" });

    await act(async () => options!.handler(signedPayment));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment-success?order=o2"));
    expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
      { address: homeShipping, payment: signedPayment },
    ]);
  });

  test("closing the window keeps the cart and lets the shopper pay again", async () => {
    await showSummary({ "POST /api/checkout/start": () => answer(200, session("razorpay")) });
    fireEvent.click(payNow());
    await waitFor(() => expect(options).not.toBeNull());

    act(() => options!.modal.ondismiss());
    expect(toast).toHaveBeenCalledWith(PAYMENT_CANCELLED);
    expect(payNow()).toHaveTextContent("Pay Now");
    expect(useCart.getState().lines).toHaveLength(1);
  });

  test("an order that fails to save after payment can be saved again with the same payment", async () => {
    let attempts = 0;
    const fetchMock = await showSummary({
      "POST /api/checkout/start": () => answer(200, session("razorpay")),
      "POST /api/orders": () =>
        ++attempts === 1 ? answer(502, {}) : answer(201, { orderId: "o3", method: "online" }),
    });
    fireEvent.click(payNow());
    await waitFor(() => expect(options).not.toBeNull());
    await act(async () => options!.handler(signedPayment));

    expect(toast.error).toHaveBeenCalledWith(ORDER_SAVE_FAILED_AFTER_PAYMENT);
    expect(await screen.findByRole("alert")).toHaveTextContent(ORDER_SAVE_FAILED_AFTER_PAYMENT);
    // Paying twice is not offered while the paid order waits to be saved.
    expect(payNow()).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment-success?order=o3"));
    expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
      { address: homeShipping, payment: signedPayment },
      { address: homeShipping, payment: signedPayment },
    ]);
  });
});
