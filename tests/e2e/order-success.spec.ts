import { expect, test } from "@playwright/test";
import { newShopper, signUpThroughApi, SLOW } from "./support/account";

// A success page whose order the backend does not give this shopper says so (docs/contract.md,
// Messages), and still thanks them and shows the ways on. The backend being down ('Error fetching
// order details.') is covered by tests/unit/components/checkout/success-order.test.ts.

for (const [path, thanks] of [
  ["/payment-success", /Your payment went through and your order is confirmed/],
  ["/order-success", /Please keep the amount ready to pay in cash on delivery/],
] as const) {
  test(`${path} for an order the backend does not know says the details could not be fetched`, async ({
    page,
  }, testInfo) => {
    await signUpThroughApi(page.request, newShopper("success", testInfo.project.name));
    await page.goto(`${path}?order=ffffffffffffffffffffffff`, SLOW);
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to fetch order details." }),
    ).toBeVisible();
    await expect(page.getByText(thanks)).toBeVisible();
    await expect(page.getByText("ffffffffffffffffffffffff")).toBeVisible();
    await expect(page.getByRole("link", { name: "View my orders" })).toHaveAttribute(
      "href",
      "/orders",
    );
    await expect(page.getByRole("link", { name: "Give Feedback" })).toHaveAttribute(
      "href",
      "/feedback",
    );
  });
}
