import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { newShopper, signUpThroughApi } from "./support/account";
import { addToCartButton, openProduct } from "./support/commerce";
import { aCake } from "./support/delivery";

test("screens", async ({ page }) => {
  test.setTimeout(240_000);
  const tag = test.info().project.name;
  const shopper = newShopper("shots", tag, "Ritu Sharma");
  await signUpThroughApi(page.request, shopper);
  const href = await aCake(page);
  await openProduct(page, `${href}`);
  await page.getByRole("radiogroup", { name: "Weight" }).getByRole("radio", { name: "1 kg" }).click();
  await page.getByLabel("Message on cake").fill("जन्मदिन मुबारक माँ");
  await page.getByLabel("Message card").fill("Happy birthday, Maa! With all our love, Ritu and Arjun.");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/product-${tag}.png`, fullPage: true });
  await addToCartButton(page).click();
  await expect(page).toHaveURL(/\/cartlist$/, { timeout: 30_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/cart-${tag}.png`, fullPage: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/add-ons/, { timeout: 30_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/addons-${tag}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log("overflow", tag, overflow);
  await page.goto("/search-results?query=photo%20mug");
  await page.getByRole("list", { name: "Products" }).getByRole("listitem").filter({ hasText: /Photo Mug/ }).first().getByRole("link").first().click();
  await page.waitForTimeout(1500);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="600" r="300" fill="#fff" opacity="0.6"/></svg>`,
  );
  const png = await sharp(svg).png().toBuffer();
  await page.getByRole("main").locator('input[type="file"]').first().setInputFiles({ name: "family.png", mimeType: "image/png", buffer: png });
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/mug-${tag}.png`, fullPage: true });
});
