/**
 * The server keeps the promise (docs/delivery.md): a slot that passes its cut-off while the
 * shopper is in checkout is refused with the reason, nothing is ordered, and the shopper picks
 * again. It moves the shop's delivery clock (support/shop-clock.ts), so it runs in its own
 * project after every other journey (playwright.config.ts), never beside them.
 */
import { expect, test } from "@playwright/test";
import { SLOW, newShopper, signUpThroughApi } from "./support/account";
import {
  addAddressAndDeliverHere,
  addToCartButton,
  cartLink,
  continueFromCart,
  expectCount,
  openProduct,
  toast,
} from "./support/commerce";
import {
  aCake,
  bengaluruAddress,
  checkPincode,
  dayLabel,
  deliverToSaved,
  istDay,
  pickSlot,
} from "./support/delivery";
import { ist, setShopClock } from "./support/shop-clock";

test.describe.configure({ timeout: 180_000 });
test.afterAll(() => setShopClock(null));

const EVENING = "7 pm – 9 pm";

test("a slot that passes its cut-off during checkout is refused, and the shopper picks again", async ({
  page,
}) => {
  // Tomorrow 3:50 pm on the shop's clock: a cake's same-day cut-off is 4 pm, so today's evening
  // slot is still open, for ten minutes.
  const day = istDay(new Date(), 1);
  setShopClock(ist(day, "15:50"));

  const shopper = newShopper("cutoff", test.info().project.name, "Ritu Menon");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  const cake = await openProduct(page, href);
  const section = await checkPincode(page, "560038");
  await expect(section).toContainText("Order by 4 pm for delivery today");
  await pickSlot(section, "Today", EVENING);
  await addToCartButton(page).click();
  await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);

  await continueFromCart(page);
  await addAddressAndDeliverHere(page, bengaluruAddress(shopper.name));
  await expect(
    page.getByRole("region", { name: new RegExp(`^${dayLabel(day)} · ${EVENING}`) }),
  ).toBeVisible(SLOW);

  // The shopper lingers; the shop's clock passes 4 pm before Pay Now.
  setShopClock(ist(day, "16:05"));
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  const refusal = `The ${EVENING} slot on ${dayLabel(day)} closed at 4:00 pm. Please pick another slot.`;
  await expect(toast(page, refusal)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/ordersummery$/);
  await expectCount(cartLink(page), "Cart", 1);
  // The summary asks again and shows what is wrong with the line, and where to change it.
  await expect(page.getByText("Needs another delivery")).toBeVisible(SLOW);
  await page.getByRole("link", { name: `Change delivery of ${cake.title}` }).click();

  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  await page.getByRole("button", { name: `Change delivery for ${cake.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delivery for ${cake.title}` });
  await expect(dialog).toBeVisible(SLOW);
  await pickSlot(dialog, "Tomorrow", EVENING);
  await dialog.getByRole("button", { name: "Save delivery" }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByRole("main")).toContainText(
    `${dayLabel(istDay(ist(day, "12:00"), 1))} · ${EVENING}`,
    SLOW,
  );

  await continueFromCart(page);
  await deliverToSaved(page, shopper.name);
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  await expect(page.getByRole("main")).toContainText(
    `${dayLabel(istDay(ist(day, "12:00"), 1))} · ${EVENING}`,
    SLOW,
  );
});
