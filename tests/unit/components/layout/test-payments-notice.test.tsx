import { render, screen } from "@testing-library/react";
import { TestPaymentsNotice } from "@/components/layout/test-payments-notice";

test("the strip says payments take no money, in a labelled region", () => {
  render(<TestPaymentsNotice />);
  const strip = screen.getByRole("region", { name: "Payment mode" });
  expect(strip).toHaveTextContent(/^Test payments: no money is taken$/);
  expect(screen.getByText("Test payments: no money is taken")).toBeVisible();
});
