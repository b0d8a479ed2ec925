import { expect, test, type Page } from "@playwright/test";
import { e2ePaysWithRazorpay } from "../../scripts/lib/e2e-env.mjs";
import { SLOW, newShopper, signUpThroughApi } from "./support/account";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  addAddressAndDeliverHere,
  addressFor,
  addToCartThroughApi,
  cartItems,
  cartLink,
  closeToasts,
  continueFromCart,
  expectCount,
  expectServerCart,
  orderEntry,
  orderItems,
  priceDetails,
  productIdOf,
  productLinks,
  toast,
} from "./support/commerce";

// The checkout through Razorpay's code path: the backend's Razorpay provider creates the
// order, checkout.js opens the payment window, the storefront checks the signed payment with
// Razorpay and the backend verifies it again. Razorpay is the local stand-in
// (scripts/razorpay-standin.mjs), which the run starts with E2E_PAYMENTS=razorpay.
const NOT_ON_RAZORPAY =
  "the e2e shop runs the local provider; E2E_PAYMENTS=razorpay runs these against the Razorpay stand-in";
if (!e2ePaysWithRazorpay()) console.log(`razorpay.spec.ts skipped: ${NOT_ON_RAZORPAY}`);
test.skip(!e2ePaysWithRazorpay(), NOT_ON_RAZORPAY);

// Sign-up hashes a password on purpose slowly, and a checkout visits many pages.
test.describe.configure({ timeout: 180_000 });

const PAYMENT_FAILED = "Payment failed. Your cart is unchanged.";
const PAYMENT_CANCELLED = "Payment cancelled. Your cart is unchanged.";

/** A signed-in shopper with two of one gift in the cart, on /ordersummery with Pay online. */
async function onOrderSummary(page: Page, tag: string, name: string) {
  const shopper = newShopper(tag, test.info().project.name, name);
  await signUpThroughApi(page.request, shopper);
  const [href] = await productLinks(page, 1);
  const productId = productIdOf(href!);
  await addToCartThroughApi(page.request, productId, 2);
  await page.goto("/cartlist");
  await expect(cartItems(page).getByRole("listitem")).toHaveCount(1, SLOW);
  await continueFromCart(page);
  await addAddressAndDeliverHere(page, addressFor(shopper.name, "Indore"));
  await expect(orderItems(page).getByRole("listitem")).toHaveCount(1, SLOW);
  const totalRow = priceDetails(page).locator("dl > div").filter({ hasText: "Total Amount" });
  const total = (await totalRow.getByRole("definition").innerText()).trim();
  await page.getByRole("radio", { name: /^Pay online/ }).check();
  await closeToasts(page);
  return { productId, total, payNow: page.getByRole("button", { name: "Pay Now" }) };
}

/** Razorpay's window, named by the amount it asks for. */
const razorpayWindow = (page: Page, total: string) =>
  page.getByRole("dialog", { name: `Pay ${total}` });

async function expectNoOrders(page: Page) {
  const answer = await page.request.get("/api/orders", { maxRetries: 2 });
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { orders: unknown[] }).orders).toEqual([]);
}

test("a shopper pays in Razorpay's window and lands on the success page with the order", async ({
  page,
}) => {
  const { total, payNow } = await onOrderSummary(page, "rzp-paid", "Farah Siddiqui");
  await payNow.click();

  const rzp = razorpayWindow(page, total);
  await expect(rzp).toBeVisible(SLOW);
  await rzp.getByRole("button", { name: "Pay with UPI" }).click();

  await expect(page).toHaveURL(/\/payment-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;
  await expect(page.getByRole("heading", { name: "Payment successful", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Amount paid${total}`);
  await expectCount(cartLink(page), "Cart", 0);

  // My Orders: the order, paid by Razorpay's payment id, for the summary's amount.
  await page.goto("/orders");
  const { entry } = await orderEntry(page, orderId);
  await expect(entry).toContainText(total);
  await expect(entry).toContainText(/pay_\w{14}/);
  await expect(entry).not.toContainText("COD");
});

test("a failed payment is reported and the cart stays as it was; nothing is ordered", async ({
  page,
}) => {
  const { productId, total, payNow } = await onOrderSummary(page, "rzp-fail", "Gaurav Menon");
  await payNow.click();

  const rzp = razorpayWindow(page, total);
  await expect(rzp).toBeVisible(SLOW);
  await rzp.getByRole("button", { name: "Simulate failure" }).click();
  await expect(toast(page, PAYMENT_FAILED)).toBeVisible(SLOW);
  // Razorpay's window stays open for another try, and says why this one failed.
  await expect(rzp.getByRole("status")).toContainText("Payment failed");
  await expectServerCart(page.request, { [productId]: 2 });
  await expectNoOrders(page);

  await rzp.getByRole("button", { name: "Close" }).click();
  await expect(rzp).toBeHidden();
  await expect(page).toHaveURL(/\/ordersummery$/);
  await expect(payNow).toBeEnabled();
  await expectCount(cartLink(page), "Cart", 2);
});

test("closing Razorpay's window leaves the shopper on the summary, nothing ordered", async ({
  page,
}) => {
  const { productId, total, payNow } = await onOrderSummary(page, "rzp-close", "Ishita Rao");
  await payNow.click();

  const rzp = razorpayWindow(page, total);
  await expect(rzp).toBeVisible(SLOW);
  await expect(rzp.getByRole("button", { name: "Pay with UPI" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await rzp.getByRole("button", { name: "Close" }).click();

  await expect(rzp).toBeHidden();
  await expect(toast(page, PAYMENT_CANCELLED)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/ordersummery$/);
  await expect(payNow).toBeEnabled();
  await expectServerCart(page.request, { [productId]: 2 });
  await expectNoOrders(page);
});
