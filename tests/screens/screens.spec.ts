/**
 * The journey `npm run screens` photographs (scripts/screens.mjs, docs/screens/README.md): a
 * new shopper signs up, looks at the home page, the cakes list and a photo mug with their own
 * photo, configures a cake (weight, message, PIN, midnight slot), adds candles, saves an
 * address, pays cash on delivery and follows the order to tracking. Each screen is saved as
 * docs/screens/<screen>-<width>.png, whole-page, once its images and fonts have loaded.
 *
 * The selectors are the shopper's: roles, labels and the texts the product spec fixes, so
 * the pictures survive small changes to the pages.
 */
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { SCREENS_DIR } from "../../scripts/lib/screens-env.mjs";
import { SLOW, avatar, hydrated, newShopper, signUpThroughForm } from "../e2e/support/account";
import { addToCartButton, openProduct, toast, type AddressValues } from "../e2e/support/commerce";
import {
  aCake,
  aPhotoMug,
  bengaluruAddress,
  checkPincode,
  pickSlot,
} from "../e2e/support/delivery";

const MIDNIGHT = "11 pm – 11:59 pm";

/** Loads every picture, scrolls through the page (lazy parts render on the way), waits for pictures and fonts. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Pictures off to the side (a carousel's other slides) or hidden at this width load too.
    for (const image of document.images) image.loading = "eager";
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => image.currentSrc || image.src)
            .filter((image) => !image.complete)
            .map((image) => image.currentSrc || image.src),
        ),
      { message: "pictures still loading", ...SLOW },
    )
    .toEqual([]);
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter(
        (image) => image.complete && image.naturalWidth === 0 && (image.currentSrc || image.src),
      )
      .map((image) => image.currentSrc || image.src),
  );
  if (broken.length > 0) console.warn(`${page.url()}: pictures that did not load: ${broken}`);
}

/**
 * What a screenshot hides or draws at once: Next's development badge (should the shop run under
 * `next dev`), toasts (one may arrive after the page settles), and the sections the browser
 * draws only as a shopper scrolls near them (`.below-fold`, app/globals.css), which a
 * whole-page picture would leave blank.
 */
const PHOTO_STYLE = `
  nextjs-portal, [data-sonner-toaster] { display: none !important; }
  .below-fold { content-visibility: visible !important; }
`;

/**
 * Saves the page as docs/screens/<screen>-<width>.png: whole-page, without carets or
 * moving parts, as an indexed-colour PNG (no visible loss at 1×, a fraction of the bytes). The
 * window is made as tall as the page for the picture, so bars fixed to the bottom of the
 * screen (the cart's Continue) sit at the bottom of the picture, not across its middle.
 */
async function shoot(page: Page, screen: string) {
  const style = await page.addStyleTag({ content: PHOTO_STYLE });
  await settle(page);
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await settle(page);
  const png = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  await page.setViewportSize(viewport);
  // A move to the next step may keep this document: the shopper's page is whole again.
  await style.evaluate((node) => (node as Element).remove());
  await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(path.join(SCREENS_DIR, `${screen}-${viewport.width}.png`));
}

/** A shopper's photo: a sunset over hills, 1800 × 1350 (large enough to print sharp). */
function aPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1350" viewBox="0 0 1200 900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ff9a5a"/><stop offset="1" stop-color="#ffd9a0"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#sky)"/>
    <circle cx="820" cy="420" r="120" fill="#fff2c4"/>
    <path d="M0 620 Q300 480 600 600 T1200 560 V900 H0Z" fill="#5b8c5a"/>
    <path d="M0 720 Q400 620 800 720 T1200 700 V900 H0Z" fill="#3f6e45"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Fills a field by its label, whether it is typed into or chosen from a list. */
async function fillField(field: Locator, value: string) {
  if ((await field.evaluate((node) => node.tagName)) === "SELECT") {
    await field.selectOption({ label: value });
  } else if (await field.isEditable()) {
    await field.fill(value);
  }
}

/**
 * Adds `address` on /addaddress: the PIN first (the form may fill the city and state from it),
 * then every field the form has and has not filled, then Save.
 */
async function addAddress(page: Page, address: AddressValues) {
  const form = page.getByRole("form", { name: "Add a new address" });
  await expect(form).toBeVisible(SLOW);
  await hydrated(form.getByLabel("Full Name", { exact: true }));
  const { "PIN Code": pin, ...rest } = address;
  await fillField(form.getByLabel("PIN Code", { exact: true }), pin);
  for (const [label, value] of Object.entries({ ...rest, Landmark: "Near Indiranagar Metro" })) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.count()) === 0) continue;
    await fillField(field, value);
  }
  await form.getByRole("button", { name: /^Save/ }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible(SLOW);
  const choice = page.getByRole("checkbox", { name: `Deliver to ${address["Full Name"]}` });
  const card = (await choice.count())
    ? choice
    : page.getByRole("radio", { name: `Deliver to ${address["Full Name"]}` });
  await card.check();
  await expect(card).toBeChecked();
}

test("the shop, screen by screen", async ({ page }) => {
  const shopper = newShopper("screens", test.info().project.name, "Meera Nair");

  await signUpThroughForm(page, shopper);
  await expect(avatar(page)).toBeVisible(SLOW);

  await page.goto("/");
  await shoot(page, "home");

  await page.goto("/products?category=Cakes");
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible(SLOW);
  await shoot(page, "list");

  await openProduct(page, await aPhotoMug(page));
  const file = page.getByRole("main").locator('input[type="file"]').first();
  await hydrated(file);
  await file.setInputFiles({ name: "sunset.jpg", mimeType: "image/jpeg", buffer: await aPhoto() });
  await expect(page.getByRole("img", { name: /your photo/i }).first()).toBeVisible(SLOW);
  await expect(addToCartButton(page)).toBeEnabled(SLOW);
  await shoot(page, "photo-gift");

  const cake = await openProduct(page, await aCake(page));
  const weights = page.getByRole("radiogroup", { name: "Weight" });
  if (await weights.count()) await weights.getByRole("radio", { name: "1 kg" }).check();
  const message = page.getByLabel("Message on cake");
  await hydrated(message);
  await message.fill("Happy birthday Meera");
  await pickSlot(await checkPincode(page, "560038"), "Tomorrow", MIDNIGHT);
  await shoot(page, "cake");

  await addToCartButton(page).click();
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  await expect(page.getByRole("main").getByRole("link", { name: cake.title })).toBeVisible(SLOW);
  await shoot(page, "cart");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/cartlist\/add-ons$/, SLOW);
  const candles = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: /Birthday Candles/ })
    .first();
  await hydrated(candles.getByRole("button", { name: /^Add/ }));
  await candles.getByRole("button", { name: /^Add/ }).click();
  await expect(candles.getByRole("button", { name: /^Remove/ })).toBeVisible(SLOW);
  await shoot(page, "add-ons");

  await page.getByRole("main").getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/addaddress$/, SLOW);
  await addAddress(page, bengaluruAddress(shopper.name));
  await shoot(page, "address");

  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(page).toHaveURL(/\/ordersummery$/, SLOW);
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await shoot(page, "summary");

  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[\w-]+$/, SLOW);
  const orderId = new URL(page.url()).searchParams.get("order")!;
  await expect(page.getByRole("main")).toContainText(MIDNIGHT, SLOW);
  await shoot(page, "success");

  await page.goto("/orders");
  await expect(page.getByRole("region", { name: "Your orders" })).toContainText(orderId, SLOW);
  await shoot(page, "orders");

  await page.goto(`/order-tracking?orderId=${orderId}`);
  await expect(page.getByRole("list", { name: "Order progress" })).toBeVisible(SLOW);
  await shoot(page, "tracking");
});
