import { render, screen, within } from "@testing-library/react";
import { TrackingResult } from "@/components/orders/tracking-result";
import { formatINR } from "@giftshop/shared/money";
import { order } from "../../support/checkout-fixtures";
import { birthdayCake, candles } from "../../support/ordered-gifts";

const steps = () =>
  within(screen.getByRole("list", { name: "Order progress" }))
    .getAllByRole("listitem")
    .map((step) => step.textContent);

test("every stage up to the current one is done", () => {
  render(<TrackingResult order={order("o1", { status: "Shipped" })} signedIn />);
  expect(steps()).toEqual([
    "Placed (done)",
    "Pending (done)",
    "Shipped (done)",
    "4Delivered (not yet)",
  ]);
  const current = within(screen.getByRole("list", { name: "Order progress" }))
    .getAllByRole("listitem")
    .filter((step) => step.getAttribute("aria-current") === "step");
  expect(current.map((step) => step.textContent)).toEqual(["Shipped (done)"]);
});

test("a confirmed order has Placed and Pending done, and says Confirmed at its stage and above", () => {
  render(<TrackingResult order={order("o1", { status: "Confirm" })} signedIn />);
  expect(steps()).toEqual([
    "Placed (done)",
    "Pending (done), now: Confirmed",
    "3Shipped (not yet)",
    "4Delivered (not yet)",
  ]);
  expect(screen.getByRole("status")).toHaveTextContent(
    "ConfirmedYour order is confirmed and your gift is being prepared.",
  );
});

test.each([
  ["Pending", "Order placed", "Pending (done), now: Awaiting confirmation"],
  ["Shipped", "On its way", "Shipped (done)"],
  ["Delivered", "Delivered", "Delivered (done)"],
])("a %s order reads %j above the bar, its stage %j", (status, headline, stage) => {
  render(<TrackingResult order={order("o1", { status })} signedIn />);
  expect(screen.getByRole("status")).toHaveTextContent(new RegExp(`^${headline}`));
  const current = within(screen.getByRole("list", { name: "Order progress" }))
    .getAllByRole("listitem")
    .filter((step) => step.getAttribute("aria-current") === "step");
  expect(current.map((step) => step.textContent)).toEqual([stage]);
});

test("a cancelled order says so instead of showing progress", () => {
  render(
    <TrackingResult
      order={order("o1", {
        status: "Cancelled",
        statusHistory: [
          { status: "Pending", at: "2026-01-12T05:00:00.000Z" },
          { status: "Cancelled", at: "2026-01-13T05:00:00.000Z" },
        ],
      })}
      signedIn
    />,
  );
  expect(screen.queryByRole("list", { name: "Order progress" })).not.toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("This order was cancelled");
  expect(screen.getByRole("status")).toHaveTextContent("Cancelled on 13 Jan 2026");
});

test("the owner sees the summary, the items and the full shipping info", () => {
  render(<TrackingResult order={order("o1")} signedIn />);
  expect(screen.getByText("Total").nextSibling).toHaveTextContent(formatINR(1700));
  expect(screen.getByText("Gift cake")).toBeInTheDocument();
  expect(screen.getByText("× 2")).toBeInTheDocument();
  const shipping = screen.getByText("Asha Rao").closest("address")!;
  expect(shipping).toHaveTextContent("9876543210");
  expect(shipping).toHaveTextContent("12 MG Road");
  expect(shipping).toHaveTextContent("Bengaluru, Karnataka – 560001");
});

test("anyone else sees only the city", () => {
  const tracking = order("o1", {
    view: "tracking",
    shippingAddress: {
      name: "",
      phone: "",
      alternatephone: "",
      address: "",
      city: "Bengaluru",
      state: "",
      pin: "",
    },
  });
  render(<TrackingResult order={tracking} signedIn={false} />);
  expect(screen.getByText("Delivering to Bengaluru")).toBeInTheDocument();
  expect(screen.queryByText(/12 MG Road/)).not.toBeInTheDocument();
  expect(screen.queryByText(/9876543210/)).not.toBeInTheDocument();
  expect(screen.queryByText("Payment")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Log in to see all details" })).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent("/order-tracking?orderId=o1")}`,
  );
});

test("a test order says so to its owner, with the payment it was", () => {
  render(
    <TrackingResult order={order("o1", { paymentId: "pay_1", testPayment: true })} signedIn />,
  );
  expect(screen.getByText("Test order")).toBeInTheDocument();
  expect(screen.getByText("Payment").nextSibling).toHaveTextContent(
    "Test payment (no money taken)",
  );
});

test("a test order says so in the tracking view too; an ordinary one does not", () => {
  const { unmount } = render(
    <TrackingResult
      order={order("o1", { view: "tracking", testPayment: true })}
      signedIn={false}
    />,
  );
  expect(screen.getByText("Test order")).toBeInTheDocument();
  unmount();
  render(<TrackingResult order={order("o1", { paymentId: "pay_1" })} signedIn />);
  expect(screen.queryByText("Test order")).not.toBeInTheDocument();
  expect(screen.getByText("Payment").nextSibling).toHaveTextContent("Paid online");
});

test("the owner's tracking shows each gift's variant, messages and photo", () => {
  render(<TrackingResult order={order("o1", { items: [birthdayCake, candles] })} signedIn />);
  expect(screen.getByText("1 kg · Eggless")).toBeInTheDocument();
  expect(screen.getByText("On the cake:").nextSibling).toHaveTextContent("जन्मदिन मुबारक");
  expect(screen.getByText("Card:")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Your photo 1" })).toBeInTheDocument();
});

test("anyone else tracking by the order id sees the variant, never the messages or photos", () => {
  // Even if a backend sent them with the tracking view, they are the buyer's.
  const tracking = order("o1", {
    view: "tracking",
    items: [birthdayCake, candles],
    shippingAddress: {
      name: "",
      phone: "",
      alternatephone: "",
      address: "",
      city: "Bengaluru",
      state: "",
      pin: "",
    },
  });
  render(<TrackingResult order={tracking} signedIn={false} />);
  expect(screen.getByText("Chocolate Truffle Cake")).toBeInTheDocument();
  expect(screen.getByText("1 kg · Eggless")).toBeInTheDocument();
  expect(screen.queryByText(/जन्मदिन मुबारक/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Happy birthday, Maa/)).not.toBeInTheDocument();
  expect(screen.queryByText("On the cake:")).not.toBeInTheDocument();
  expect(screen.queryByRole("img")).not.toBeInTheDocument();
});

test("an order on its way names who is bringing it, as the order update does", () => {
  render(<TrackingResult order={order("o1", { status: "Shipped", courier: "Ravi" })} signedIn />);
  expect(screen.getByRole("status")).toHaveTextContent(
    "On its wayYour gift has left us and is on its way to you. Ravi, our delivery person, is bringing it.",
  );
});

test("a refund the shop made on an order not cancelled is shown with the order", () => {
  const refund = {
    amount: 200,
    status: "processed" as const,
    requestedAt: "2026-01-13T09:00:00.000Z",
    processedAt: "2026-01-13T09:00:00.000Z",
  };
  render(
    <TrackingResult
      order={order("o1", { status: "Delivered", paymentId: "pay_1", refund })}
      signedIn
    />,
  );
  expect(screen.getByText(`Refund of ${formatINR(200)} processed.`)).toBeInTheDocument();
});
