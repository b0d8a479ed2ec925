/**
 * After the order (docs/after-the-order.md): a shopper cancels an order not yet dispatched from
 * its page. Cash on delivery is cancelled at once and its delivery place given back; an online
 * payment is refunded in full, and the refund's state shows on the order. On a backend without
 * the extension (contract, the original) the page says how to reach support instead.
 */
import { expect, test, type Page } from "@playwright/test";
import { e2eBackendProfile, e2ePaysWithRazorpay } from "../../scripts/lib/e2e-env.mjs";
import { SLOW, newShopper, signUpThroughApi } from "./support/account";
import { expectNoSeriousA11yViolations } from "./support/axe";
import {
  addAddressAndDeliverHere,
  addToCartThroughApi,
  addressFor,
  continueFromCart,
  orderEntry,
  ordersList,
  placeCashOrderThroughApi,
  productIdOf,
  productLinks,
} from "./support/commerce";

test.describe.configure({ timeout: 180_000 });

const FULL = e2eBackendProfile() === "full";

/** Signs a fresh shopper in on `page` and returns them. */
async function signedInShopper(page: Page, tag: string, name: string) {
  const shopper = newShopper(tag, test.info().project.name, name);
  await signUpThroughApi(page.request, shopper);
  return shopper;
}

const orderPage = (page: Page, orderId: string) =>
  page.goto(`/order-tracking?orderId=${encodeURIComponent(orderId)}`);

const cancelButton = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Cancel order", exact: true });
const cancelDialog = (page: Page) => page.getByRole("dialog", { name: "Cancel this order?" });

/** Opens the confirmation from the order's page and checks what it says will happen. */
async function openCancelDialog(page: Page, refundSentence: string) {
  await expect(cancelButton(page)).toBeVisible(SLOW);
  await cancelButton(page).click();
  const dialog = cancelDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("will not be delivered, and its delivery slot is given back");
  await expect(dialog).toContainText(refundSentence);
  // Keep order is where the focus lands: the safe choice is the first one.
  await expect(dialog.getByRole("button", { name: "Keep order" })).toBeFocused();
  return dialog;
}

test.describe("cancelling an order", () => {
  test.skip(!FULL, "cancelling is a reference-backend extension (docs/backend-contract.md)");

  test("cancel a cash order and see its place freed", async ({ page }) => {
    const shopper = await signedInShopper(page, "cancel-cash", "Ritika Menon");
    const [href] = await productLinks(page, 1);
    const productId = productIdOf(href!);
    const address = addressFor(shopper.name, "Pune");
    // Three cash orders, each holding one hand-delivery place: as many as a shopper's open
    // cash orders may hold (docs/security.md, "The delivery promise under abuse").
    const placed: string[] = [];
    for (let count = 0; count < 3; count += 1) {
      await addToCartThroughApi(page.request, productId, 1);
      placed.push(await placeCashOrderThroughApi(page.request, address));
    }

    // A fourth cash gift is refused: the three hold every place allowed.
    await addToCartThroughApi(page.request, productId, 1);
    await page.goto("/cartlist");
    await continueFromCart(page);
    await addAddressAndDeliverHere(page, address);
    const cod = page.getByRole("radio", { name: "Cash on delivery" });
    await cod.check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(
      page.getByText("You already have 3 cash-on-delivery gifts waiting to be delivered.").first(),
    ).toBeVisible(SLOW);

    // The first order's page: cancel it, after the confirmation says what happens.
    const [first] = placed;
    await orderPage(page, first!);
    const dialog = await openCancelDialog(
      page,
      "Nothing has been paid yet, so there is nothing to refund.",
    );
    await expectNoSeriousA11yViolations(page);
    // Keep order changes nothing.
    await dialog.getByRole("button", { name: "Keep order" }).click();
    await expect(dialog).toBeHidden();
    await expect(cancelButton(page)).toBeFocused();
    await openCancelDialog(page, "Nothing has been paid yet");
    await cancelDialog(page).getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText("This order was cancelled")).toBeVisible(SLOW);
    await expect(cancelDialog(page)).toBeHidden();
    await expect(cancelButton(page)).toHaveCount(0);

    // Its place is free again: the same cash order now goes through.
    await page.goto("/ordersummery");
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);

    // My Orders: the cancelled one says so, the others stand.
    await page.goto("/orders");
    const { entry } = await orderEntry(page, first!);
    await expect(entry).toContainText("Cancelled");
    const { entry: second } = await orderEntry(page, placed[1]!);
    await expect(second).toContainText("Pending");
  });

  test("cancel an online order and see the refund", async ({ page }) => {
    test.skip(e2ePaysWithRazorpay(), "the local provider's payment page pays here");
    const shopper = await signedInShopper(page, "cancel-online", "Arjun Pillai");
    const [href] = await productLinks(page, 1);
    await addToCartThroughApi(page.request, productIdOf(href!), 2);
    await page.goto("/cartlist");
    await continueFromCart(page);
    await addAddressAndDeliverHere(page, addressFor(shopper.name, "Pune"));
    await page.getByRole("radio", { name: /^Pay online/ }).check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/payment\/local\?order=order_local_\w+$/, SLOW);
    const pay = page.getByRole("button", { name: /^Pay ₹/ });
    await expect(pay).toBeEnabled(SLOW);
    const paid = (await pay.innerText()).replace(/^Pay /, "").trim();
    await pay.click();
    await expect(page).toHaveURL(/\/payment-success\?order=[\w-]+$/, SLOW);
    const orderId = new URL(page.url()).searchParams.get("order")!;

    await orderPage(page, orderId);
    await expect(page.getByRole("main")).toContainText("Test payment", SLOW);
    await openCancelDialog(
      page,
      // The e2e shop pays through the local provider, which takes no money.
      "This was a test payment: no money was taken, so none is sent back.",
    );
    await cancelDialog(page).getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText("This order was cancelled")).toBeVisible(SLOW);
    await expect(page.getByRole("main")).toContainText(`Refund of ${paid} processed.`);

    // The refund shows on My Orders too, and the page read again says the same: it is kept.
    await page.goto("/orders");
    const { entry, open } = await orderEntry(page, orderId);
    await expect(entry).toContainText("Cancelled");
    await open();
    await expect(ordersList(page)).toContainText(`Refund of ${paid} processed.`);
  });
});

test("on a backend without cancelling, the order page says how to reach support", async ({
  page,
}) => {
  test.skip(FULL, "the reference backend cancels orders itself");
  const shopper = await signedInShopper(page, "cancel-support", "Neha Joshi");
  const [href] = await productLinks(page, 1);
  await addToCartThroughApi(page.request, productIdOf(href!), 1);
  const orderId = await placeCashOrderThroughApi(page.request, addressFor(shopper.name, "Pune"));
  await orderPage(page, orderId);
  const main = page.getByRole("main");
  await expect(main).toContainText("Need to cancel this order?", SLOW);
  await expect(main.getByRole("link", { name: "contact us", exact: true })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expect(cancelButton(page)).toHaveCount(0);
});
