import { expect, test, type Page } from "@playwright/test";

// The e2e shop runs the local provider (PAYMENT_PROVIDER=local, scripts/lib/e2e-env.mjs),
// which takes no money: every page has to say so.
const notice = (page: Page) => page.getByRole("region", { name: "Payment mode" });

/** The notice is the page's top strip, in the HTML as served: nothing moves when it shows. */
async function expectNoticeOnTop(page: Page) {
  await expect(notice(page)).toHaveText("Test payments: no money is taken");
  await expect(notice(page)).toBeVisible();
  // Measured at the top of the page: reaching a card may have scrolled the list a little, and
  // Next keeps that scroll on arrival when the new page's top is already in view.
  await page.evaluate(() => window.scrollTo(0, 0));
  const strip = await notice(page).boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  expect(strip?.y).toBe(0);
  expect(header?.y).toBe(strip!.height);
}

test("a shopper is told on the home page and a product page that payments are test ones", async ({
  page,
}) => {
  // In the HTML as served, not added by script after the page loads.
  const served = await (await page.request.get("/")).text();
  expect(served).toContain("Test payments: no money is taken");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expectNoticeOnTop(page);

  await page.goto("/products?category=Cakes");
  await page
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/[^/?#]+$/, { timeout: 15_000 });
  await expectNoticeOnTop(page);
});
