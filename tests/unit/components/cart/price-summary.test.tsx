import { render, screen, within } from "@testing-library/react";
import {
  PriceSummary,
  PriceSummaryBar,
  deliveryCostOf,
  type DeliveryCharge,
  type DeliveryCost,
} from "@/components/cart/price-summary";
import { formatINR } from "@giftshop/shared/money";
import type { CartLine } from "@/lib/types";
import { line, product } from "../../support/cart-fixtures";
import { midnightQuote } from "../../support/delivery-fixtures";

// The price panel of the cart and the order summary. Which charge each screen passes is in
// cart-view.test.tsx and the order-summary tests.

const cake = product("cake", 450, 500);
const roses = product("roses", 800, 1000);
const mug = product("mug", 200);
// 2 cakes at ₹450 (was ₹500) and 1 bouquet at ₹800 (was ₹1,000): ₹1,700, ₹300 saved.
const LINES = [line(cake, 2), line(roses, 1)];

function show(charge: DeliveryCharge, lines: CartLine[] = LINES, fees: DeliveryCost["fees"] = []) {
  const delivery = { charge, fees };
  render(
    <>
      <PriceSummary lines={lines} delivery={delivery}>
        <button type="button">Next step</button>
      </PriceSummary>
      <PriceSummaryBar lines={lines} delivery={delivery}>
        <button type="button">Next step on phones</button>
      </PriceSummaryBar>
    </>,
  );
  const region = screen.getByRole("region", { name: "Price details" });
  const panel = within(region);
  return {
    region,
    valueOf: (term: string) => panel.getByText(term).nextSibling,
    saving: () => panel.queryByText(/^You will save/),
    barTotal: () => screen.getByRole("link", { name: "View price details" }).previousSibling,
  };
}

test("adds up the lines: old prices, the discount, free delivery, the total and the saving", () => {
  const { region, valueOf, saving, barTotal } = show(0);
  expect(valueOf("Price (3 items)")).toHaveTextContent(formatINR(2000));
  expect(valueOf("Discount")).toHaveTextContent(`−${formatINR(300)}`);
  expect(valueOf("Delivery Charges")).toHaveTextContent(/^Free$/);
  expect(valueOf("Delivery Charges")).toHaveClass("text-green-700");
  expect(valueOf("Total Amount")).toHaveTextContent(formatINR(1700));
  expect(saving()).toHaveTextContent(`You will save ${formatINR(300)} on this order`);
  expect(barTotal()).toHaveTextContent(formatINR(1700));
  expect(region).not.toHaveAttribute("aria-busy");
});

test("one item at full price: singular, no discount and no saving", () => {
  const { valueOf, saving } = show(0, [line(mug, 1)]);
  expect(valueOf("Price (1 item)")).toHaveTextContent(formatINR(200));
  expect(valueOf("Discount")).toHaveTextContent(formatINR(0));
  expect(valueOf("Discount")).not.toHaveTextContent("−");
  expect(valueOf("Total Amount")).toHaveTextContent(formatINR(200));
  expect(saving()).not.toBeInTheDocument();
});

test("a delivery charge is shown and added to the total, in the panel and the phone bar", () => {
  const { valueOf, barTotal } = show(199);
  expect(valueOf("Delivery Charges")).toHaveTextContent(formatINR(199));
  expect(valueOf("Delivery Charges")).not.toHaveClass("text-green-700");
  expect(valueOf("Total Amount")).toHaveTextContent(formatINR(1899));
  expect(barTotal()).toHaveTextContent(formatINR(1899));
});

test("while the charge is quoted the panel is busy and no amount that depends on it is shown", () => {
  const { region, valueOf, saving, barTotal } = show("loading");
  expect(region).toHaveAttribute("aria-busy", "true");
  expect(valueOf("Delivery Charges")).toHaveTextContent(/^$/);
  expect(valueOf("Total Amount")).toHaveTextContent(/^$/);
  expect(barTotal()).toHaveTextContent(/^$/);
  // What the items cost does not wait.
  expect(valueOf("Price (3 items)")).toHaveTextContent(formatINR(2000));
  expect(saving()).toBeInTheDocument();
});

test("a charge that could not be known shows a dash, never a total that is not the one paid", () => {
  const { region, valueOf, barTotal } = show("unknown");
  expect(region).not.toHaveAttribute("aria-busy");
  expect(valueOf("Delivery Charges")).toHaveTextContent(/^—$/);
  expect(valueOf("Total Amount")).toHaveTextContent(/^—$/);
  expect(barTotal()).toHaveTextContent(/^—$/);
});

test("the next step sits in the panel above the payment note, and on phones in the bar", () => {
  const { region } = show(0);
  const panel = within(region);
  expect(region).toHaveAttribute("id", "price-details");
  expect(panel.getByRole("button", { name: "Next step" })).toBeInTheDocument();
  expect(panel.getByText("Safe and secure payments")).toBeInTheDocument();
  expect(panel.queryByRole("button", { name: "Next step on phones" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Next step on phones" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View price details" })).toHaveAttribute(
    "href",
    "#price-details",
  );
});

test("each paid delivery is named under the charge: which slot, which day", () => {
  const { valueOf } = show(298, LINES, [
    { name: "Midnight delivery, Sun, 29 Nov", charge: 199 },
    { name: "Fixed time delivery, Mon, 30 Nov", charge: 99 },
  ]);
  expect(valueOf("Delivery Charges")).toHaveTextContent(formatINR(298));
  expect(valueOf("Midnight delivery, Sun, 29 Nov")).toHaveTextContent(formatINR(199));
  expect(valueOf("Fixed time delivery, Mon, 30 Nov")).toHaveTextContent(formatINR(99));
  expect(valueOf("Total Amount")).toHaveTextContent(formatINR(1998));
});

test("the cost for each state of the delivery quote, its paid deliveries named", () => {
  // Free deliveries are not listed: the charge row says Free or the paid ones add up to it.
  const quote = midnightQuote(
    ["cake"],
    [{ key: "courier", mode: "courier", charge: 0, productIds: ["mug"] }],
  );
  expect(deliveryCostOf({ status: "ready", quote })).toEqual({
    charge: 199,
    fees: [{ name: "Midnight delivery, Sun, 29 Nov", charge: 199 }],
  });
  expect(deliveryCostOf({ status: "loading" })).toEqual({ charge: "loading", fees: [] });
  expect(deliveryCostOf({ status: "failed", error: "No answer" })).toEqual({
    charge: "unknown",
    fees: [],
  });
  // No delivery to quote: standard delivery, free.
  expect(deliveryCostOf({ status: "none" })).toEqual({ charge: 0, fees: [] });
});
