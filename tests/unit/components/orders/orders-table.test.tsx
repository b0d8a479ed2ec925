import { fireEvent, render, screen, within } from "@testing-library/react";
import { OrdersTable } from "@/components/orders/orders-table";
import { formatINR } from "@giftshop/shared/money";
import { order } from "../../support/checkout-fixtures";

const cod = order("aaaaaaaaaaaaaaaaaaaaaaaa");
const paid = order("bbbbbbbbbbbbbbbbbbbbbbbb", {
  status: "Confirm",
  paymentId: "pay_local_42",
  totalAmount: 2499,
  items: [
    {
      productId: "watch",
      name: "Rose gold watch",
      quantity: 1,
      price: 2499,
      image: { url: "/uploads/products/watch.webp", alt: "Rose gold watch" },
      delivery: null,
      variant: null,
      personalisation: null,
      messages: null,
      deliveryMove: null,
    },
  ],
});

// The table is the desktop layout; the cards repeat the same orders for phones.
const table = () => within(screen.getByRole("table"));
const toggle = (id: string) => table().getByRole("button", { name: `Items of order ${id}` });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "")!;

test("the table has the spec's columns, and each order its row", () => {
  render(<OrdersTable orders={[cod, paid]} />);
  expect(
    table()
      .getAllByRole("columnheader")
      .map((header) => header.textContent),
  ).toEqual([
    "Order ID",
    "Name",
    "Phone",
    "City",
    "State",
    "Address",
    "Pincode",
    "Amount",
    "Payment Id",
    "Status",
    "Date",
  ]);
  const rowOf = (id: string) =>
    table()
      .getAllByRole("row")
      .find((row) => row.textContent?.includes(id))!;
  const [codRow, paidRow] = [rowOf(cod.id), rowOf(paid.id)];
  expect(codRow).toHaveTextContent("Asha Rao");
  expect(within(codRow!).getByText("COD")).toBeInTheDocument();
  expect(within(codRow!).getByText("Pending")).toHaveClass("bg-amber-50");
  expect(within(codRow!).getByText(formatINR(1700))).toBeInTheDocument();
  expect(within(codRow!).getByText("12 Jan 2026")).toBeInTheDocument();
  expect(within(paidRow!).getByText("pay_local_42")).toBeInTheDocument();
  expect(within(paidRow!).getByText("Confirm")).toHaveClass("bg-blue-50");
});

test("each order shows what was ordered before it is opened: the first gift's picture and name, and how many more", () => {
  const two = order("cccccccccccccccccccccccc", {
    items: [...paid.items, { ...paid.items[0]!, productId: "card", name: "Greeting card" }],
  });
  render(<OrdersTable orders={[paid, two]} />);
  const rows = table().getAllByRole("row");
  const giftsOf = (id: string) => rows[rows.findIndex((row) => row.textContent?.includes(id)) + 1]!;
  expect(giftsOf(paid.id)).toHaveTextContent(/^Rose gold watch$/);
  expect(giftsOf(two.id)).toHaveTextContent("Rose gold watch and 1 more");
  expect(giftsOf(two.id).querySelector("img")).toHaveAttribute(
    "src",
    expect.stringContaining("watch.webp"),
  );
  // The phone's cards say the same at their top.
  const cards = screen
    .getAllByRole("listitem")
    .filter((item) => item.textContent?.includes(two.id));
  expect(cards[0]).toHaveTextContent(/^Rose gold watch and 1 more/);
});

test("the gifts line is one cell across the eleven columns, whose header is its order's", () => {
  render(<OrdersTable orders={[cod, paid]} />);
  for (const { id } of [cod, paid]) {
    const rows = table().getAllByRole("row");
    const gifts = rows[rows.findIndex((row) => row.textContent?.includes(id)) + 1]!;
    const cells = within(gifts).getAllByRole("cell");
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveAttribute("colspan", "11");
    // Its header is the order's row header (not the Order ID column it starts under).
    const header = document.getElementById(cells[0]!.getAttribute("headers") ?? "");
    expect(header).toHaveAttribute("scope", "row");
    expect(header).toHaveTextContent(`Items of order ${id}`);
  }
});

test("a row opens to its items, and only one is open at a time", () => {
  render(<OrdersTable orders={[cod, paid]} />);
  const first = toggle(cod.id);
  const second = toggle(paid.id);
  expect(first).toHaveAttribute("aria-expanded", "false");
  expect(panelOf(first)).not.toBeVisible();

  fireEvent.click(first);
  expect(first).toHaveAttribute("aria-expanded", "true");
  expect(panelOf(first)).toBeVisible();
  expect(within(panelOf(first)).getByText("Gift cake")).toBeInTheDocument();
  expect(within(panelOf(first)).getByText(/Qty 2/)).toBeInTheDocument();

  fireEvent.click(second);
  expect(second).toHaveAttribute("aria-expanded", "true");
  expect(first).toHaveAttribute("aria-expanded", "false");
  expect(panelOf(first)).not.toBeVisible();
  const items = within(panelOf(second));
  expect(items.getByText("Rose gold watch")).toBeInTheDocument();
  // A decorative picture (alt ""): the name beside it says what it is.
  expect(panelOf(second).querySelector("img")).toHaveAttribute("alt", "");

  fireEvent.click(second);
  expect(second).toHaveAttribute("aria-expanded", "false");
});

test("a click anywhere in the row opens it too", () => {
  render(<OrdersTable orders={[cod, paid]} />);
  fireEvent.click(table().getAllByText("Bengaluru")[1]!);
  expect(toggle(paid.id)).toHaveAttribute("aria-expanded", "true");
  expect(toggle(cod.id)).toHaveAttribute("aria-expanded", "false");
});

test("the phone cards share the open order with the table", () => {
  render(<OrdersTable orders={[cod, paid]} />);
  const cardToggles = screen
    .getAllByRole("button", { expanded: false })
    .filter((button) => button.textContent?.includes("in this order"));
  expect(cardToggles).toHaveLength(2);
  fireEvent.click(cardToggles[0]!);
  expect(cardToggles[0]).toHaveAttribute("aria-expanded", "true");
  expect(toggle(cod.id)).toHaveAttribute("aria-expanded", "true");
  expect(within(panelOf(cardToggles[0]!)).getByText("Gift cake")).toBeVisible();
});

test("an order paid with test payments is marked in its row, its card and its details", () => {
  const test = order("cccccccccccccccccccccccc", { paymentId: "pay_local_7", testPayment: true });
  render(<OrdersTable orders={[test, paid]} />);
  const [, testRow, paidRow] = table().getAllByRole("row");
  expect(within(testRow!).getByText("Test order")).toBeInTheDocument();
  expect(within(paidRow!).queryByText("Test order")).not.toBeInTheDocument();
  const cards = screen.getAllByRole("listitem");
  expect(within(cards[0]!).getByText("Test order")).toBeInTheDocument();
  expect(within(cards[1]!).queryByText("Test order")).not.toBeInTheDocument();

  fireEvent.click(toggle(test.id));
  expect(panelOf(toggle(test.id))).toHaveTextContent(
    "Test order: paid with a test payment, no money was taken.",
  );
});
