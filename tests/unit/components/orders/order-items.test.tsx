import { render, screen, within } from "@testing-library/react";
import { OrderItems } from "@/components/orders/order-items";
import { birthdayCake, candles } from "../../support/ordered-gifts";

// docs/gifting.md "Order summary, order details, tracking": each line shows what it was
// ordered as.

test("an order's details show the variant, the Hindi cake message, the card and the photo", () => {
  render(<OrderItems orderId="o1" items={[birthdayCake, candles]} />);
  const [cake, plain] = screen.getAllByRole("listitem");
  const line = within(cake!);
  expect(line.getByText("1 kg · Eggless")).toBeInTheDocument();
  expect(line.getByText("On the cake:").nextSibling).toHaveTextContent("“जन्मदिन मुबारक”");
  expect(line.getByText("Card:").nextSibling).toHaveTextContent("Happy birthday, Maa! Love, Asha");
  expect(line.getByRole("img", { name: "Your photo 1" })).toHaveAttribute("src", "/api/photos/u1");
  // A plain line is as before: no gift details under it.
  expect(within(plain!).queryByRole("term")).not.toBeInTheDocument();
  expect(within(plain!).getByText("Qty 2 × ₹49")).toBeInTheDocument();
});
