import { render, screen } from "@testing-library/react";
import { TestPaymentsNotice } from "@/components/layout/test-payments-notice";
import { backendTakesTestPayments } from "@/lib/backend/payment-mode";

jest.mock("@/lib/backend/payment-mode", () => ({ backendTakesTestPayments: jest.fn() }));

const takesTestPayments = jest.mocked(backendTakesTestPayments);

test("a shop on test payments says so, in a labelled strip", async () => {
  takesTestPayments.mockResolvedValue(true);
  render(await TestPaymentsNotice());
  const strip = screen.getByRole("region", { name: "Payment mode" });
  expect(strip).toHaveTextContent(/^Test payments: no money is taken$/);
  expect(screen.getByText("Test payments: no money is taken")).toBeVisible();
});

test("a shop that takes real money, or did not say, shows nothing", async () => {
  takesTestPayments.mockResolvedValue(false);
  const { container } = render(await TestPaymentsNotice());
  expect(container).toBeEmptyDOMElement();
});
