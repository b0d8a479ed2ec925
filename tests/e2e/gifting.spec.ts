/**
 * Gifting (docs/gifting.md), as a shopper meets it: a cake chosen by weight and egg with a
 * message in Hindi and a card, an add-on from the step between the cart and the address, and
 * all of it on the order; a photo mug with an uploaded picture in the preview and the order.
 * Against a backend that speaks only docs/contract.md the product page and the checkout are the
 * spec's (the last test).
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { e2eBackendProfile } from "../../scripts/lib/e2e-env.mjs";
import { SLOW, hydrated, newShopper, signUpThroughApi } from "./support/account";
import {
  addAddressAndDeliverHere,
  addToCartButton,
  addressFor,
  checkDeliveryIfAsked,
  continueFromCart,
  inr,
  lineOf,
  openProduct,
  orderEntry,
  priceDetails,
  rupeesIn,
  toast,
} from "./support/commerce";
import { aCake, aNameMugSet, aPhotoMug } from "./support/delivery";

const contract = e2eBackendProfile() === "contract";
test.describe.configure({ timeout: 180_000 });

const HINDI = "जन्मदिन मुबारक";
const CARD = "Happy birthday, Maa! With all our love.";

/** The product page's price line (the chosen variant's). */
const shownPrice = async (page: Page) =>
  rupeesIn(
    await page
      .getByText("Inclusive of all taxes")
      .locator("xpath=preceding-sibling::*[1]")
      .innerText(),
  )[0]!;

/** From the cart: an address in Pune, cash on delivery, then the order opened on /orders. */
async function orderCashAndOpen(page: Page, name: string) {
  await continueFromCart(page);
  await addAddressAndDeliverHere(page, addressFor(name, "Pune"));
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;
  await page.goto("/orders");
  const { open } = await orderEntry(page, orderId);
  await open();
}

test.describe("with the reference backend's gifting", () => {
  test.skip(contract, "variants, messages, photos and add-ons are reference-backend extensions");

  test("a 1 kg eggless cake with a Hindi message and a card add-on goes through checkout to the order details", async ({
    page,
  }) => {
    const shopper = newShopper("cake-message", test.info().project.name, "Ritu Sharma");
    await signUpThroughApi(page.request, shopper);
    const href = await aCake(page);
    const cake = await openProduct(page, href);

    const weight = page.getByRole("radiogroup", { name: "Weight" });
    const egg = page.getByRole("radiogroup", { name: "Egg" });
    await weight.getByRole("radio", { name: "1 kg" }).check();
    await egg.getByRole("radio", { name: "Eggless" }).check();
    await expect(page).toHaveURL(new RegExp(`${href}\\?variant=1kg-eggless$`));
    const price = await shownPrice(page);
    expect(price).toBeGreaterThan(cake.price);
    // The variant's page is the server's too: its price is in the HTML before any script.
    const html = (await (await page.request.get(`${href}?variant=1kg-eggless`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(html).toContain(inr(price));

    const message = page.getByLabel("Message on cake");
    // The message fields load with the page's gift panel: text typed before they work is lost.
    await hydrated(message);
    await message.fill(HINDI);
    await expect(page.getByText("9/30")).toBeVisible();
    await page.getByLabel("Message card").fill(CARD);

    await checkDeliveryIfAsked(page);
    await addToCartButton(page).click();
    await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/cartlist$/, SLOW);
    const line = lineOf(page.getByRole("main"), cake.title);
    await expect(line).toContainText("1 kg · Eggless", SLOW);
    await expect(line).toContainText(HINDI);
    await expect(priceDetails(page)).toContainText(`Total Amount${inr(price)}`, SLOW);

    // The add-ons step: nothing chosen for the shopper; one card added.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/cartlist\/add-ons$/, SLOW);
    const step = page.getByRole("main");
    await expect(step.getByRole("heading", { name: "Add a little extra" })).toBeVisible();
    const cards = step.getByRole("listitem").filter({ hasText: /card/i });
    const addOn = cards.first();
    const addOnTitle = (await addOn.getByRole("heading").innerText()).trim();
    const addOnPrice = rupeesIn(await addOn.innerText())[0]!;
    await expect(step.getByRole("button", { name: /^Added/ })).toHaveCount(0);
    await hydrated(addOn.getByRole("button", { name: /^Add/ }));
    await addOn.getByRole("button", { name: /^Add/ }).click();
    await expect(addOn.getByRole("button", { name: /^Added|Remove/ }).first()).toBeVisible(SLOW);
    await step.getByRole("button", { name: "Continue" }).click();

    await addAddressAndDeliverHere(page, addressFor(shopper.name, "Pune"));
    const summary = page.getByRole("main");
    await expect(summary).toContainText("1 kg · Eggless", SLOW);
    await expect(summary).toContainText(HINDI);
    await expect(summary).toContainText(addOnTitle);
    await expect(priceDetails(page)).toContainText(`Total Amount${inr(price + addOnPrice)}`, SLOW);

    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
    const orderId = new URL(page.url()).searchParams.get("order")!;

    await page.goto("/orders");
    const { entry, open } = await orderEntry(page, orderId);
    await expect(entry).toContainText(inr(price + addOnPrice));
    await open();
    const details = page.getByRole("main");
    await expect(details).toContainText("1 kg · Eggless", SLOW);
    await expect(details).toContainText(HINDI);
    await expect(details).toContainText(CARD);
    await expect(details).toContainText(addOnTitle);
  });

  test("a photo mug takes an uploaded PNG, shows it in the preview, and keeps it on the order", async ({
    page,
  }) => {
    const shopper = newShopper("photo-mug", test.info().project.name, "Arjun Mehta");
    await signUpThroughApi(page.request, shopper);
    const href = await aPhotoMug(page);
    const mug = await openProduct(page, href);
    await expect(addToCartButton(page)).toBeDisabled();

    const png = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const file = page.getByRole("main").locator('input[type="file"]').first();
    // The photo slots load with the page's gift panel: a file picked before they work is lost.
    await hydrated(file);
    await file.setInputFiles({ name: "family.png", mimeType: "image/png", buffer: png });
    const preview = page.getByRole("img", { name: /your photo/i }).first();
    await expect(preview).toBeVisible(SLOW);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Zoomed in once from the keyboard: the print shows the photo at 1.25× its cover size.
    const print = page.getByRole("group", { name: "Your photo 1 in the print" });
    await print.focus();
    await page.keyboard.press("+");
    const zoomed = (img: HTMLImageElement) => img.style.width;
    await expect.poll(() => print.locator("img").evaluate(zoomed)).toBe("125%");

    await expect(addToCartButton(page)).toBeEnabled(SLOW);
    await checkDeliveryIfAsked(page);
    await addToCartButton(page).click();
    await expect(page).toHaveURL(/\/cartlist$/, SLOW);
    const line = lineOf(page.getByRole("main"), mug.title);
    await expect(line.getByRole("img", { name: "Your photo 1" })).toBeVisible(SLOW);
    // The cart draws the photo as it will print, as placed.
    expect(await line.getByRole("img", { name: "Your photo 1" }).evaluate(zoomed)).toBe("125%");

    await orderCashAndOpen(page, shopper.name);
    const photo = page.getByRole("main").getByRole("img", { name: "Your photo 1" }).first();
    await expect(photo).toBeVisible(SLOW);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("name mugs ask for a name on each mug, show them on the picture, and keep them to the order", async ({
    page,
  }) => {
    const shopper = newShopper("name-mugs", test.info().project.name, "Kavya Rao");
    await signUpThroughApi(page.request, shopper);
    const mugs = await openProduct(page, await aNameMugSet(page));
    const first = page.getByRole("textbox", { name: "Name on the first mug" });
    const second = page.getByRole("textbox", { name: "Name on the second mug" });
    await hydrated(first);
    await expect(addToCartButton(page)).toBeDisabled();
    await expect(page.getByText("Please enter each name to print on this gift.")).toBeVisible();

    await first.fill("Kavya");
    await second.fill("अर्जुन");
    await expect(page.locator("[data-gift-names]")).toHaveText(/Kavya\s*अर्जुन/);
    await expect(addToCartButton(page)).toBeEnabled();
    await checkDeliveryIfAsked(page);
    await addToCartButton(page).click();
    await expect(page).toHaveURL(/\/cartlist$/, SLOW);
    const line = lineOf(page.getByRole("main"), mugs.title);
    await expect(line).toContainText("Names:“Kavya”, “अर्जुन”");

    await orderCashAndOpen(page, shopper.name);
    await expect(page.getByRole("main")).toContainText("“Kavya”, “अर्जुन”");
  });
});

test("against a contract backend a cake page has no options or message fields and the cart goes straight to the address", async ({
  page,
}) => {
  test.skip(!contract, "the contract backend's own page");
  const shopper = newShopper("contract-gift", test.info().project.name, "Neha Iyer");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  const cake = await openProduct(page, href);
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expect(page.getByLabel("Message on cake")).toHaveCount(0);
  await expect(page.getByLabel("Message card")).toHaveCount(0);
  await addToCartButton(page).click();
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  await expect(lineOf(page.getByRole("main"), cake.title)).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/addaddress$/, SLOW);
});
