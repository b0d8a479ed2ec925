import { fireEvent, render, screen, within } from "@testing-library/react";
import { OrderSuccess } from "@/components/checkout/order-success";
import { OrdersTable } from "@/components/orders/orders-table";
import { TrackingResult } from "@/components/orders/tracking-result";
import type { DeliveryPromise } from "@/lib/delivery/types";
import type { Order } from "@/lib/types";
import { order } from "../../support/checkout-fixtures";

// Every order screen shows each line's delivery and the delivery charge (docs/delivery.md);
// an order from a shop that keeps no delivery shows none of it.

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const MIDNIGHT: DeliveryPromise = {
  pincode: "560001",
  mode: "hand",
  date: "2026-11-27",
  slotId: "midnight",
  slotType: "midnight",
  slotLabel: "Midnight",
  window: { from: "23:00", to: "23:59" },
  charge: 199,
};
const COURIER: DeliveryPromise = {
  pincode: "560001",
  mode: "courier",
  range: { from: "2026-11-28", to: "2026-11-30" },
  charge: 0,
};
const MIDNIGHT_TEXT = "Fri, 27 Nov · 11 pm – 11:59 pm · Midnight";
const COURIER_TEXT = "Arrives 28 Nov – 30 Nov (courier)";

/** Two cakes at midnight (₹199 delivery) and roses by courier: ₹1,700 + ₹199. */
function delivered(overrides: Partial<Order> = {}): Order {
  const base = order("aaaaaaaaaaaaaaaaaaaaaaaa");
  return {
    ...base,
    totalAmount: 1899,
    deliveryCharge: 199,
    items: [
      { ...base.items[0]!, delivery: MIDNIGHT },
      { ...base.items[1]!, delivery: COURIER },
    ],
    ...overrides,
  };
}

describe("/orders", () => {
  test("an opened order shows each line's delivery and the delivery charge, table and card", () => {
    const shown = delivered();
    render(<OrdersTable orders={[shown]} />);
    const table = within(screen.getByRole("table"));
    fireEvent.click(table.getByRole("button", { name: `Items of order ${shown.id}` }));
    const row = table.getByText("Gift cake").closest("li")!;
    expect(row).toHaveTextContent(`Delivery: ${MIDNIGHT_TEXT}`);
    expect(table.getByText("Gift roses").closest("li")).toHaveTextContent(COURIER_TEXT);
    expect(table.getByText(/Delivery Charges/)).toHaveTextContent(
      "Delivery Charges ₹199·Total ₹1,899",
    );

    // The card below xl shares the open order and shows the same details.
    const card = screen.getByRole("button", { name: "3 items in this order" }).closest("li")!;
    expect(within(card).getByText("Gift cake").closest("li")).toHaveTextContent(MIDNIGHT_TEXT);
    expect(within(card).getByText(/Delivery Charges/)).toHaveTextContent("₹199");
  });

  test("an order without delivery shows none of it", () => {
    const plain = order("bbbbbbbbbbbbbbbbbbbbbbbb");
    render(<OrdersTable orders={[plain]} />);
    fireEvent.click(screen.getByRole("button", { name: `Items of order ${plain.id}` }));
    expect(screen.queryByText(/Delivery Charges/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivery:/)).not.toBeInTheDocument();
  });
});

describe("/order-tracking", () => {
  test("the owner sees each line's day, slot and the charge", () => {
    render(<TrackingResult order={delivered()} signedIn />);
    const items = screen.getByRole("heading", { name: "Items" }).parentElement!;
    expect(within(items).getByText("Gift cake").closest("li")).toHaveTextContent(MIDNIGHT_TEXT);
    expect(within(items).getByText("Gift roses").closest("li")).toHaveTextContent(COURIER_TEXT);
    expect(screen.getByText("Delivery Charges").nextSibling).toHaveTextContent("₹199");
  });

  test("the tracking view (no pincode, no prices) still shows the date and slot", () => {
    // The tracking view's promise leaves the pincode out.
    const tracked: DeliveryPromise = { ...MIDNIGHT };
    delete tracked.pincode;
    const base = order("o1");
    render(
      <TrackingResult
        order={{
          ...base,
          view: "tracking",
          totalAmount: 0,
          deliveryCharge: 0,
          items: [{ ...base.items[0]!, price: 0, delivery: tracked }],
        }}
        signedIn={false}
      />,
    );
    expect(screen.getByText(MIDNIGHT_TEXT)).toBeInTheDocument();
    expect(screen.queryByText("Delivery Charges")).not.toBeInTheDocument();
  });

  test("an order without delivery shows none of it", () => {
    render(<TrackingResult order={order("o1")} signedIn />);
    expect(screen.queryByText("Delivery Charges")).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivery:/)).not.toBeInTheDocument();
  });
});

describe("success pages", () => {
  test("payment success lists each delivery with its lines and the charge", () => {
    render(<OrderSuccess kind="payment" orderId="o1" order={delivered()} />);
    const midnight = screen.getByText(MIDNIGHT_TEXT).closest("div")!;
    expect(midnight).toHaveTextContent(`Delivery${MIDNIGHT_TEXT}Gift cake`);
    expect(screen.getByText(COURIER_TEXT).closest("div")).toHaveTextContent("Gift roses");
    expect(screen.getByText("Delivery Charges").nextSibling).toHaveTextContent("₹199");
    expect(screen.getByText("Amount paid").nextSibling).toHaveTextContent("₹1,899");
  });

  test("cash on delivery shows the same; an order without delivery shows none", () => {
    const { unmount } = render(<OrderSuccess kind="cod" orderId="o1" order={delivered()} />);
    expect(screen.getByText(COURIER_TEXT)).toBeInTheDocument();
    unmount();
    render(<OrderSuccess kind="cod" orderId="o1" order={order("o1")} />);
    expect(screen.queryByText("Delivery Charges")).not.toBeInTheDocument();
    expect(screen.queryByText("Delivery")).not.toBeInTheDocument();
  });
});
