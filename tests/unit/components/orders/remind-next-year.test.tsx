import { fireEvent, render, screen, within } from "@testing-library/react";
import { OrdersTable } from "@/components/orders/orders-table";
import { order } from "../../support/checkout-fixtures";

const placed = order("cccccccccccccccccccccccc");

/** The table's panel of the order, opened. */
function openedPanel() {
  const table = within(screen.getByRole("table"));
  const button = table.getByRole("button", { name: `Items of order ${placed.id}` });
  fireEvent.click(button);
  return within(document.getElementById(button.getAttribute("aria-controls") ?? "")!);
}

test("where the backend keeps occasions, an order offers Remind me next year, filled from it", () => {
  render(<OrdersTable orders={[placed]} remindable />);
  expect(openedPanel().getByRole("link", { name: "Remind me next year" })).toHaveAttribute(
    "href",
    `/myProfile?remindFrom=${placed.id}#occasions`,
  );
});

test("on a backend without occasion reminders there is no such link", () => {
  render(<OrdersTable orders={[placed]} />);
  expect(openedPanel().queryByRole("link", { name: "Remind me next year" })).toBeNull();
});
