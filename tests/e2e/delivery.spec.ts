/**
 * The delivery promise (docs/delivery.md), as a shopper meets it: the pincode check and the
 * picker on the product page, the chosen day and slot on the cart line, grouped and charged
 * on the order summary, and kept on the success page, in My Orders and on tracking. Against a
 * backend that speaks only docs/contract.md none of it is shown (product.spec.ts checks that).
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { e2eBackendProfile } from "../../scripts/lib/e2e-env.mjs";
import { SLOW, hydrated, newShopper, signUpThroughApi, signUpThroughForm } from "./support/account";
import {
  addAddressAndDeliverHere,
  addToCartButton,
  addToCartThroughApi,
  continueFromCart,
  expectStages,
  inr,
  lineOf,
  openProduct,
  orderEntry,
  placeCashOrderThroughApi,
  priceDetails,
  productIdOf,
  rupeesIn,
  toast,
} from "./support/commerce";
import {
  aCake,
  aMug,
  bengaluruAddress,
  checkPincode,
  dayLabel,
  deliveryCheck,
  istDay,
  pickSlot,
} from "./support/delivery";
import { deliverWithPhoto } from "./support/operator";

test.skip(e2eBackendProfile() === "contract", "delivery is a reference-backend extension");
test.describe.configure({ timeout: 180_000 });

const MIDNIGHT = "11 pm – 11:59 pm";
const MIDNIGHT_CHARGE = 199;

test("a midnight cake for tomorrow goes through checkout to tracking with its day, slot and charge", async ({
  page,
}) => {
  const shopper = newShopper("midnight", test.info().project.name, "Kavya Rao");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  const cake = await openProduct(page, href);

  const section = await checkPincode(page, "560038");
  await expect(section).toContainText("Delivers to 560038");
  await expect(section).toContainText("Hand-delivered by our Bengaluru team");
  await pickSlot(section, "Tomorrow", MIDNIGHT);
  const tomorrow = dayLabel(istDay(new Date(), 1));

  await addToCartButton(page).click();
  await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  const line = lineOf(page.getByRole("main"), cake.title);
  await expect(line).toContainText(`${tomorrow} · ${MIDNIGHT}`, SLOW);
  await expect(priceDetails(page)).toContainText(`Delivery Charges${inr(MIDNIGHT_CHARGE)}`, SLOW);
  await expect(priceDetails(page)).toContainText(
    `Total Amount${inr(cake.price + MIDNIGHT_CHARGE)}`,
  );

  await continueFromCart(page);
  await addAddressAndDeliverHere(page, bengaluruAddress(shopper.name));
  const group = page.getByRole("region", { name: new RegExp(`^${tomorrow} · ${MIDNIGHT}`) });
  await expect(group).toBeVisible(SLOW);
  await expect(group).toContainText(cake.title);
  await expect(group.getByRole("heading").first()).toContainText(inr(MIDNIGHT_CHARGE));

  const cod = page.getByRole("radio", { name: "Cash on delivery" });
  await cod.check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;
  const main = page.getByRole("main");
  await expect(main).toContainText(`${tomorrow} · ${MIDNIGHT}`, SLOW);
  await expect(main).toContainText(
    `Please keep ${inr(cake.price + MIDNIGHT_CHARGE)} ready to pay in cash on delivery.`,
  );

  await page.goto("/orders");
  const { entry, open } = await orderEntry(page, orderId);
  await expect(entry).toContainText(inr(cake.price + MIDNIGHT_CHARGE));
  await open();
  await expect(page.getByRole("main")).toContainText(`${tomorrow} · ${MIDNIGHT}`, SLOW);

  await page.goto(`/order-tracking?orderId=${orderId}`);
  await expectStages(page, 2);
  await expect(page.getByRole("main")).toContainText(`${tomorrow} · ${MIDNIGHT}`, SLOW);
});

test("a visitor's cake, with its weight, message, pincode and slot, is in the cart after signing up from the login toast", async ({
  page,
}) => {
  const shopper = newShopper("visitor-cake", test.info().project.name, "Meera Nair");
  const href = await aCake(page);
  const cake = await openProduct(page, href);
  await page
    .getByRole("radiogroup", { name: "Weight" })
    .getByRole("radio", { name: "1 kg" })
    .check();
  await expect(page).toHaveURL(/\?variant=1kg/);
  const section = await checkPincode(page, "560038");
  await pickSlot(section, "Tomorrow", MIDNIGHT);
  const tomorrow = dayLabel(istDay(new Date(), 1));
  const message = page.getByLabel("Message on cake");
  await hydrated(message);
  await message.fill("Happy birthday Meera");

  await addToCartButton(page).click();
  const refusal = toast(page, "Please login to add products to cart");
  await expect(refusal).toBeVisible(SLOW);
  await refusal.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?next=/, SLOW);
  await signUpThroughForm(page, shopper);

  // Back with everything chosen, and the line in the cart.
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
  const line = lineOf(page.getByRole("main"), cake.title);
  await expect(line).toContainText("1 kg", SLOW);
  await expect(line).toContainText("Happy birthday Meera");
  await expect(line).toContainText(`${tomorrow} · ${MIDNIGHT}`);
  await expect(priceDetails(page)).toContainText(`Delivery Charges${inr(MIDNIGHT_CHARGE)}`, SLOW);
});

test("candles added at the add-ons step (number candles with their digits) go with the midnight cake, in its delivery, for one charge", async ({
  page,
}) => {
  const shopper = newShopper("candles-midnight", test.info().project.name, "Ishaan Mehta");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  const cake = await openProduct(page, href);
  await pickSlot(await checkPincode(page, "560038"), "Tomorrow", MIDNIGHT);
  const tomorrow = dayLabel(istDay(new Date(), 1));
  await addToCartButton(page).click();
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/cartlist\/add-ons$/, SLOW);
  const step = page.getByRole("main");
  const candles = step
    .getByRole("listitem")
    .filter({ hasText: /Candles/ })
    .first();
  const candlesTitle = (await candles.getByRole("heading").innerText()).trim();
  const candlesPrice = rupeesIn(await candles.innerText())[0]!;
  await hydrated(candles.getByRole("button", { name: /^Add/ }));
  await candles.getByRole("button", { name: /^Add/ }).click();
  await expect(candles.getByRole("button", { name: /^Remove/ })).toBeVisible(SLOW);
  // Number candles ask for the two digits they spell.
  const numbers = step.getByRole("listitem").filter({ hasText: /Number Candles/ });
  const numbersPrice = rupeesIn(await numbers.innerText())[0]!;
  await numbers.getByRole("combobox", { name: "First digit" }).selectOption("2");
  await numbers.getByRole("combobox", { name: "Second digit" }).selectOption("5");
  await numbers.getByRole("button", { name: /^Add/ }).click();
  await expect(numbers.getByRole("button", { name: /^Remove/ })).toBeVisible(SLOW);
  await expect(numbers).toContainText("Number 25");
  const total = cake.price + candlesPrice + numbersPrice + MIDNIGHT_CHARGE;
  // The step's total is the cart's: the cake, the candles and the one midnight charge.
  await expect(step).toContainText(`Cart total ${inr(total)}`, SLOW);
  await step.getByRole("button", { name: "Continue" }).click();

  await addAddressAndDeliverHere(page, bengaluruAddress(shopper.name));
  const group = page.getByRole("region", { name: new RegExp(`^${tomorrow} · ${MIDNIGHT}`) });
  await expect(group).toContainText(cake.title, SLOW);
  await expect(group).toContainText(candlesTitle);
  await expect(group).toContainText("Number 25");
  await expect(group).toContainText("In the same delivery as your gift");
  await expect(group).not.toContainText("Earliest standard delivery");
  await expect(priceDetails(page)).toContainText(`Delivery Charges${inr(MIDNIGHT_CHARGE)}`, SLOW);
  await expect(priceDetails(page)).toContainText(`Total Amount${inr(total)}`);
});

test("a courier-only pincode gets a date range and no slots; a cake cannot go there", async ({
  page,
}) => {
  const mugHref = await aMug(page);
  await openProduct(page, mugHref);
  const mug = await checkPincode(page, "799001");
  await expect(mug).toContainText("Delivers to 799001");
  await expect(mug).toContainText(/By courier, arrives \d{1,2} \w{3} – \d{1,2} \w{3}/);
  await expect(mug).toContainText("Cash on delivery not available here");
  await expect(mug.getByRole("radio")).toHaveCount(0);

  const cakeHref = await aCake(page);
  await openProduct(page, cakeHref);
  // The pincode is remembered for the visit: the page answers for it before any check.
  const cake = deliveryCheck(page);
  await expect(cake.getByLabel("PIN code")).toHaveValue("799001", SLOW);
  await expect(cake).toContainText("delivered by hand in our delivery cities only", SLOW);
  await expect(cake.getByRole("radio")).toHaveCount(0);
});

test("the pincode is remembered for the visit and rendered by the server on the next page", async ({
  page,
}) => {
  const href = await aCake(page);
  await openProduct(page, href);
  await checkPincode(page, "560038");
  // The page as the server sends it, before any script runs, already holds the answer.
  const html = await (await page.request.get(href)).text();
  // React separates neighbouring text with an empty comment.
  expect(html.replaceAll("<!-- -->", "")).toContain("Delivers to 560038");
  // The header says where gifts go, and changing it there changes the product page's answer.
  await page.reload();
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: /Deliver to 560038/ }).click();
  const dialog = header.getByRole("dialog", { name: "Delivery PIN code" });
  await dialog.getByLabel("PIN code").fill("411005");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(header.getByRole("button", { name: /Deliver to 411005/ })).toBeVisible(SLOW);
  await expect(deliveryCheck(page)).toContainText("Delivers to 411005", SLOW);
});

test("a cake's substitution answer, chosen at checkout, is on the order (docs/after-the-order.md)", async ({
  page,
}) => {
  const shopper = newShopper("substitution", test.info().project.name, "Meera Iyer");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  await addToCartThroughApi(page.request, productIdOf(href));
  await page.goto("/cartlist");
  await continueFromCart(page);
  await addAddressAndDeliverHere(page, bengaluruAddress(shopper.name));

  const question = page.getByRole("group", { name: "If a fresh gift cannot be made as shown" });
  await expect(question).toBeVisible(SLOW);
  await expect(question).toContainText(
    "Unless you choose otherwise, we call you before changing anything.",
  );
  const call = question.getByRole("radio", { name: /^Call me first/ });
  await expect(call).toBeChecked();
  // The shopper weighs a similar gift, then settles on a call.
  await question.getByRole("radio", { name: "A similar gift of equal value" }).check();
  await expect(call).not.toBeChecked();
  await call.check();

  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;

  await page.goto(`/order-tracking?orderId=${orderId}`);
  await expect(page.getByRole("main")).toContainText(
    "If a fresh gift cannot be made as shown: Call me first",
    SLOW,
  );
});

test("a gift delivered with a photo shows it to the shopper who ordered it, and to nobody else", async ({
  page,
  browser,
}) => {
  const shopper = newShopper("proof", test.info().project.name, "Farhan Ali");
  await signUpThroughApi(page.request, shopper);
  await addToCartThroughApi(page.request, productIdOf(await aCake(page)));
  const orderId = await placeCashOrderThroughApi(page.request, bengaluruAddress(shopper.name));

  // On its way: the shopper has a code to pass on, and nothing says Delivered.
  await page.goto(`/order-tracking?orderId=${orderId}`);
  const main = page.getByRole("main");
  await expect(main).toContainText(/Recipient’s code: \d{4}/, SLOW);
  await expect(main.getByRole("img", { name: "Your gift as it was delivered" })).toHaveCount(0);

  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  await deliverWithPhoto(page.request, orderId, jpeg);

  await page.reload();
  await expect(main).toContainText("with a photo of the gift handed over.", SLOW);
  await expect(main).not.toContainText("Recipient’s code");
  const shown = main.getByRole("img", { name: "Your gift as it was delivered" });
  await expect(shown).toBeVisible(SLOW);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(900);

  // Another shopper with the order id sees it delivered, without the photo, and cannot fetch it.
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await signUpThroughApi(stranger.request, newShopper("proof-other", test.info().project.name));
    await stranger.goto(`/order-tracking?orderId=${orderId}`);
    const theirs = stranger.getByRole("main");
    await expect(theirs).toContainText("with a photo of the gift handed over.", SLOW);
    await expect(theirs.getByRole("img", { name: "Your gift as it was delivered" })).toHaveCount(0);
    const photo = await stranger.request.get(`/api/orders/${orderId}/proof-photo`);
    expect(photo.status()).toBe(404);
  } finally {
    await other.close();
  }
});
