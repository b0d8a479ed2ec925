import { render, screen, within } from "@testing-library/react";
import { OrderSuccess } from "@/components/checkout/order-success";
import { order } from "../../support/checkout-fixtures";
import { birthdayCake, candles } from "../../support/ordered-gifts";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

test("cash on delivery: the amount to keep ready, the order id and the ways on", () => {
  render(<OrderSuccess kind="cod" orderId="o1" order={order("o1")} />);
  expect(screen.getByRole("heading", { name: "Order placed" })).toBeInTheDocument();
  expect(
    screen.getByText(
      "Your order has been placed. Please keep ₹1,700 ready to pay in cash on delivery.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText("3 items")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Copy Order ID" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");
  expect(screen.getByRole("link", { name: "Track this order" })).toHaveAttribute(
    "href",
    "/order-tracking?orderId=o1",
  );
  expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("link", { name: "Give Feedback" })).toHaveAttribute("href", "/feedback");
});

test("an order that could not be read still gets the generic message", () => {
  render(<OrderSuccess kind="cod" orderId="o1" order={null} />);
  expect(
    screen.getByText(/Your order has been placed\. Please keep the amount ready/),
  ).toBeVisible();
  expect(screen.getByText("o1")).toBeInTheDocument();
});

test("after a payment", () => {
  render(<OrderSuccess kind="payment" orderId="o1" order={order("o1", { paymentId: "pay_1" })} />);
  expect(screen.getByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
  expect(screen.getByText("Paid online")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Give Feedback" })).toHaveAttribute("href", "/feedback");
});

test.each(["payment", "cod"] as const)(
  "a test order is marked on the %s page, with no money taken",
  (kind) => {
    render(
      <OrderSuccess
        kind={kind}
        orderId="o1"
        order={order("o1", { paymentId: "pay_1", testPayment: true })}
      />,
    );
    expect(screen.getByText("Test order")).toBeInTheDocument();
    expect(screen.getByText("Payment").nextSibling).toHaveTextContent(
      "Test payment (no money taken)",
    );
  },
);

test("a test payment is not thanked for as money received", () => {
  render(
    <OrderSuccess
      kind="payment"
      orderId="o1"
      order={order("o1", { paymentId: "pay_1", testPayment: true })}
    />,
  );
  expect(
    screen.getByText(
      "Thank you! Your test payment of ₹1,700 went through (no money was taken) and your order is confirmed.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/We received your payment/)).not.toBeInTheDocument();
});

test("an ordinary paid order has no test mark", () => {
  render(<OrderSuccess kind="payment" orderId="o1" order={order("o1", { paymentId: "pay_1" })} />);
  expect(screen.queryByText("Test order")).not.toBeInTheDocument();
});

test.each([
  ["payment", "Failed to fetch order details.", /Your payment went through/],
  ["cod", "Error fetching order details.", /Please keep the amount ready/],
] as const)(
  "the %s page says when the order's details could not be loaded, and keeps the rest",
  (kind, message, thanks) => {
    render(<OrderSuccess kind={kind} orderId="o1" order={null} detailsError={message} />);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("alert")).toBeVisible();
    expect(screen.getByText(thanks)).toBeVisible();
    expect(screen.getByText("o1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "Give Feedback" })).toHaveAttribute(
      "href",
      "/feedback",
    );
  },
);

test("a page whose order was read has no alert", () => {
  render(<OrderSuccess kind="cod" orderId="o1" order={order("o1")} detailsError={null} />);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("an order with gifts lists each line with its variant and messages", () => {
  render(
    <OrderSuccess
      kind="cod"
      orderId="o1"
      order={order("o1", { items: [birthdayCake, candles] })}
    />,
  );
  const gifts = within(screen.getByText("Your gifts").parentElement!);
  const [cake, plain] = gifts.getAllByRole("listitem");
  expect(cake).toHaveTextContent("Chocolate Truffle Cake × 1");
  expect(within(cake!).getByText("1 kg · Eggless")).toBeInTheDocument();
  expect(within(cake!).getByText("On the cake:").nextSibling).toHaveTextContent("जन्मदिन मुबारक");
  expect(within(cake!).getByText("Card:")).toBeInTheDocument();
  expect(plain).toHaveTextContent("Birthday Candles × 2");
});

test("a plain order's success page has no gift list (a contract backend's, as the spec has it)", () => {
  render(<OrderSuccess kind="cod" orderId="o1" order={order("o1")} />);
  expect(screen.queryByText("Your gifts")).not.toBeInTheDocument();
});
