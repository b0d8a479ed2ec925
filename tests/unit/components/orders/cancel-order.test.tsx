import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { TrackingResult } from "@/components/orders/tracking-result";
import type { Order } from "@/lib/types";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";
import { order } from "../../support/checkout-fixtures";
import "../../support/modal-dialog";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

beforeEach(() => refresh.mockReset());

const CANCEL = "POST /api/orders/o1/cancel";
const show = (overrides: Partial<Order>) =>
  render(<TrackingResult order={order("o1", overrides)} signedIn />);
const openDialog = () => {
  fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
  return screen.getByRole("dialog", { name: "Cancel this order?" });
};

describe("the owner's Cancel order", () => {
  test("a cash order: the confirmation says nothing is refunded and the slot is given back", async () => {
    const fetch = routeFetch({ [CANCEL]: () => answer(200, { message: "Order cancelled" }) });
    show({ status: "Pending", cancellable: true });
    const dialog = openDialog();
    expect(dialog).toHaveAccessibleDescription(
      /will not be delivered, and its delivery slot is given back\. Nothing has been paid yet, so there is nothing to refund\./,
    );
    expect(within(dialog).getByRole("button", { name: "Keep order" })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, CANCEL)).toHaveLength(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  });

  test("an online order: the full amount goes back to the way it was paid", () => {
    show({ status: "Confirm", cancellable: true, paymentId: "pay_123", totalAmount: 1799 });
    expect(openDialog()).toHaveTextContent(
      "The full ₹1,799 you paid is refunded to the card, UPI or bank account you paid with, usually within 5–7 working days.",
    );
  });

  test("Keep order closes the confirmation and cancels nothing", () => {
    const fetch = routeFetch({});
    show({ status: "Pending", cancellable: true });
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep order" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("the shop's refusal is shown inside the confirmation, and nothing is read again", async () => {
    const refused = "This order is on its way and can no longer be cancelled.";
    routeFetch({ [CANCEL]: () => answer(409, { error: refused }) });
    show({ status: "Pending", cancellable: true });
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refused);
    expect(dialog).toHaveAttribute("open");
    expect(refresh).not.toHaveBeenCalled();
  });

  test("a dispatched order has no button", () => {
    show({ status: "Shipped", cancellable: false });
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByText(/Need to cancel this order\?/)).toBeNull();
  });
});

describe("without the backend's cancelling", () => {
  test("the owner of an order not yet dispatched is sent to support", () => {
    show({ status: "Pending", cancellable: null });
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.getByText(/Need to cancel this order\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact-us");
  });

  test("anyone else tracking it is told nothing about cancelling", () => {
    show({ status: "Pending", cancellable: null, view: "tracking" });
    expect(screen.queryByText(/Need to cancel this order\?/)).toBeNull();
  });
});

describe("a cancelled order's refund", () => {
  const history = [
    { status: "Confirm", at: "2026-01-12T05:00:00.000Z" },
    { status: "Cancelled", at: "2026-01-12T06:00:00.000Z" },
  ];
  const refund = (status: "requested" | "processed" | "failed") => ({
    amount: 1799,
    status,
    requestedAt: "2026-01-12T06:00:00.000Z",
    processedAt: status === "processed" ? "2026-01-12T06:00:01.000Z" : null,
  });

  test.each([
    ["requested", "Refund of ₹1,799 initiated."],
    ["failed", "Refund of ₹1,799 initiated."],
    ["processed", "Refund of ₹1,799 processed."],
  ] as const)("%s reads %j", (status, headline) => {
    show({
      status: "Cancelled",
      statusHistory: history,
      paymentId: "pay_123",
      cancellable: false,
      refund: refund(status),
    });
    const box = screen.getByText("This order was cancelled").parentElement!;
    expect(box).toHaveTextContent(headline);
    expect(box).toHaveTextContent("card, UPI or bank account");
  });
});
