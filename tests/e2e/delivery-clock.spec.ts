/**
 * The server keeps the promise (docs/delivery.md): a slot that passes its cut-off while the
 * shopper is in checkout is refused with the reason, nothing is ordered, and the shopper picks
 * again. It moves the shop's delivery clock (support/shop-clock.ts), so it runs in its own
 * project after every other journey (playwright.config.ts), never beside them.
 */
import { expect, test } from "@playwright/test";
import { SLOW, hydrated, newShopper, signUpThroughApi } from "./support/account";
import {
  addAddressAndDeliverHere,
  addToCartButton,
  cartLink,
  continueFromCart,
  expectCount,
  openProduct,
  orderEntry,
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
const MIDNIGHT = "11 pm – 11:59 pm";

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

test("a cake's message changes until the kitchen starts on it, and is refused after", async ({
  page,
}) => {
  // Tomorrow 10 am on the shop's clock: a cake for that evening, with a message on it.
  const day = istDay(new Date(), 1);
  setShopClock(ist(day, "10:00"));
  const shopper = newShopper("message-edit", test.info().project.name, "Kavya Rao");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  await openProduct(page, href);
  const section = await checkPincode(page, "560038");
  await pickSlot(section, "Today", EVENING);
  const message = page.getByLabel("Message on cake");
  await hydrated(message);
  await message.fill("Happy Birthday Papa");
  await addToCartButton(page).click();
  await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  await continueFromCart(page);
  await addAddressAndDeliverHere(page, bengaluruAddress(shopper.name));
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;

  // Before the kitchen's cut-off, My Orders offers the change and says until when.
  await page.goto("/orders");
  const { entry, open } = await orderEntry(page, orderId);
  await open();
  const edit = entry.getByRole("button", { name: "Edit messages" });
  await expect(edit).toBeVisible(SLOW);
  await expect(entry.getByText(/^until \d{1,2}(:\d\d)? [ap]m on /)).toBeVisible();
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Edit messages" });
  await expect(dialog.getByLabel("Message on cake")).toHaveValue("Happy Birthday Papa");
  await dialog.getByLabel("Message on cake").fill("Happy 60th, Papa");
  await dialog.getByRole("button", { name: "Save messages" }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(entry).toContainText("Happy 60th, Papa", SLOW);

  // The shopper opens it again and lingers while the kitchen starts: the change is refused.
  await entry.getByRole("button", { name: "Edit messages" }).click();
  await dialog.getByLabel("Message on cake").fill("Too late now");
  setShopClock(ist(day, "20:30"));
  await dialog.getByRole("button", { name: "Save messages" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "The kitchen has started on this gift, so its messages can no longer change.",
    SLOW,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Read again, the order keeps the saved words and offers no change.
  await page.reload();
  const again = await orderEntry(page, orderId);
  await again.open();
  await expect(again.entry).toContainText("Happy 60th, Papa", SLOW);
  await expect(again.entry.getByRole("button", { name: "Edit messages" })).toHaveCount(0);
});

test("reschedule a midnight cake to the next day", async ({ page }) => {
  // Tomorrow 10 am on the shop's clock: a midnight cake for that night, paid in cash.
  const day = istDay(new Date(), 1);
  const next = istDay(ist(day, "12:00"), 1);
  setShopClock(ist(day, "10:00"));
  const shopper = newShopper("reschedule", test.info().project.name, "Arjun Nair");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  const cake = await openProduct(page, href);
  await pickSlot(await checkPincode(page, "560038"), "Today", MIDNIGHT);
  await addToCartButton(page).click();
  await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  await continueFromCart(page);
  await addAddressAndDeliverHere(page, bengaluruAddress(shopper.name));
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;

  // The order's page offers the move until the kitchen starts, with the open days and slots.
  await page.goto(`/order-tracking?orderId=${orderId}`);
  const main = page.getByRole("main");
  await expect(main).toContainText(`${dayLabel(day)} · ${MIDNIGHT}`, SLOW);
  const change = page.getByRole("button", { name: `Change delivery of ${cake.title}` });
  await expect(change).toBeVisible(SLOW);
  await expect(main.getByText(/^Delivery can move until \d{1,2}(:\d\d)? [ap]m on /)).toBeVisible();
  await hydrated(change);
  await change.click();
  const dialog = page.getByRole("dialog", { name: `Change delivery of ${cake.title}` });
  await expect(dialog.getByRole("radio", { name: /^Tomorrow\b/ })).toBeVisible(SLOW);
  await pickSlot(dialog, "Tomorrow", MIDNIGHT);
  await expect(dialog).toContainText("The delivery charge stays the same.");
  await dialog.getByRole("button", { name: "Move delivery" }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(toast(page, "Delivery moved")).toBeVisible(SLOW);

  // Read again, the page shows the new night; the old one is gone.
  await page.reload();
  await expect(main).toContainText(`${dayLabel(next)} · ${MIDNIGHT}`, SLOW);
  await expect(main).not.toContainText(`${dayLabel(day)} · ${MIDNIGHT}`);
});
