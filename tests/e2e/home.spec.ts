import { expect, test } from "@playwright/test";

test("the home page lists the shop's categories with pictures that load", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Uphaar" })).toBeVisible();
  const cakes = page.getByRole("link", { name: "Cakes", exact: true });
  await expect(cakes).toBeVisible();
  await expect(cakes).toHaveAttribute("href", "/products?category=Cakes");

  const picture = cakes.locator("img");
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
