import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { LocalPaymentForm } from "@/components/checkout/local-payment-form";
import { LocalPaymentSheet } from "@/components/checkout/local-payment-sheet";
import { saveDeliveryAddress } from "@/lib/stores/delivery-address";
import { useCart } from "@/lib/stores/cart";
import { NO_SHIPPING_ADDRESS, ORDER_SAVE_FAILED_AFTER_PAYMENT } from "@/lib/validations/checkout";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";
import { home, homeShipping, signedPayment } from "../../support/checkout-fixtures";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace }) }));
jest.mock("@/lib/toast", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

const DECLINED = "Payment declined by the bank (simulated).";

function routes(overrides: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    "POST /api/checkout/local-pay": () => answer(200, { payment: signedPayment }),
    "POST /api/orders": () => answer(201, { orderId: "o1", method: "online" }),
    "GET /api/cart": () => answer(200, { lines: [] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    ...overrides,
  });
}

const pay = () => screen.getByRole("button", { name: "Pay ₹1,499" });
const fail = () => screen.getByRole("button", { name: "Simulate failure" });

beforeEach(() => {
  replace.mockReset();
  jest.mocked(toast.error).mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  window.sessionStorage.clear();
  useCart.getState().reset();
  saveDeliveryAddress(home);
});

afterEach(() => jest.restoreAllMocks());

test("the sheet shows the amount, test mode, Card or UPI and the two buttons with their exact texts", () => {
  render(<LocalPaymentSheet state={{ kind: "open", orderId: "order_local_1", amount: 1499 }} />);
  expect(screen.getByText("Uphaar · Secure test payment")).toBeInTheDocument();
  expect(screen.getByText("₹1,499")).toBeInTheDocument();
  expect(screen.getByText("Test mode: no money moves")).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
  expect(screen.getByDisplayValue("4111 1111 1111 1111")).toHaveAttribute("readonly");

  expect(pay()).toHaveTextContent(/^Pay ₹1,499$/);
  expect(fail()).toHaveTextContent(/^Simulate failure$/);
  expect(screen.getByRole("link", { name: "Cancel payment" })).toHaveAttribute(
    "href",
    "/ordersummery",
  );

  fireEvent.click(screen.getByRole("radio", { name: "UPI" }));
  expect(screen.getByDisplayValue("success@upi")).toBeInTheDocument();
});

test("Pay: the provider signs the payment, the order is placed, and /payment-success follows", async () => {
  const fetchMock = routes();
  render(<LocalPaymentForm orderId="order_local_1" amount={1499} />);
  fireEvent.click(pay());

  await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment-success?order=o1"));
  expect(callsTo(fetchMock, "POST /api/checkout/local-pay")).toEqual([
    { orderId: "order_local_1", outcome: "success", method: "card" },
  ]);
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
    { address: homeShipping, payment: signedPayment },
  ]);
});

test("Simulate failure: the decline shows inline and as a toast, the cart is untouched, both buttons work again", async () => {
  let declined = true;
  const fetchMock = routes({
    "POST /api/checkout/local-pay": () =>
      declined ? answer(402, { error: DECLINED }) : answer(200, { payment: signedPayment }),
  });
  render(<LocalPaymentForm orderId="order_local_1" amount={1499} />);
  fireEvent.click(screen.getByRole("radio", { name: "UPI" }));
  fireEvent.click(fail());

  expect(await screen.findByRole("alert")).toHaveTextContent(DECLINED);
  expect(toast.error).toHaveBeenCalledWith(DECLINED);
  expect(callsTo(fetchMock, "POST /api/checkout/local-pay")).toEqual([
    { orderId: "order_local_1", outcome: "failure", method: "upi" },
  ]);
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([]);
  expect(pay()).toBeEnabled();
  expect(fail()).toBeEnabled();
  expect(replace).not.toHaveBeenCalled();

  // The retry goes through.
  declined = false;
  fireEvent.click(pay());
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment-success?order=o1"));
});

test("without a chosen address nothing is charged", async () => {
  window.sessionStorage.clear();
  const fetchMock = routes();
  render(<LocalPaymentForm orderId="order_local_1" amount={1499} />);

  expect(screen.getByRole("alert")).toHaveTextContent(NO_SHIPPING_ADDRESS);
  expect(screen.getByRole("link", { name: "Choose an address" })).toHaveAttribute(
    "href",
    "/addaddress",
  );
  fireEvent.click(pay());
  expect(toast.error).toHaveBeenCalledWith(NO_SHIPPING_ADDRESS);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("an order that fails to save after payment is retried with the same signed payment", async () => {
  let attempts = 0;
  const fetchMock = routes({
    "POST /api/orders": () =>
      ++attempts === 1
        ? answer(502, { error: ORDER_SAVE_FAILED_AFTER_PAYMENT })
        : answer(201, { orderId: "o2", method: "online" }),
  });
  render(<LocalPaymentForm orderId="order_local_1" amount={1499} />);
  fireEvent.click(pay());

  expect(await screen.findByRole("alert")).toHaveTextContent(ORDER_SAVE_FAILED_AFTER_PAYMENT);
  expect(toast.error).toHaveBeenCalledWith(ORDER_SAVE_FAILED_AFTER_PAYMENT);
  // The shopper is not asked to pay again.
  expect(screen.queryByRole("button", { name: "Pay ₹1,499" })).not.toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Cancel payment" })).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment-success?order=o2"));
  expect(callsTo(fetchMock, "POST /api/checkout/local-pay")).toHaveLength(1);
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
    { address: homeShipping, payment: signedPayment },
    { address: homeShipping, payment: signedPayment },
  ]);
});

test("the other states of the sheet", () => {
  const { rerender } = render(<LocalPaymentSheet state={{ kind: "not-found" }} />);
  expect(screen.getByText(/This payment was not found/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to order summary" })).toHaveAttribute(
    "href",
    "/ordersummery",
  );

  rerender(<LocalPaymentSheet state={{ kind: "paid", orderId: "order_local_1", amount: 1499 }} />);
  expect(screen.getByText(/already complete/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");
  expect(screen.queryByRole("button", { name: "Pay ₹1,499" })).not.toBeInTheDocument();
});
