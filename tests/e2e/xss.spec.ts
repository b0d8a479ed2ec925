import { expect, test, type Page } from "@playwright/test";
import { SLOW, avatar, hydrated, newShopper, signUpThroughApi } from "./support/account";

// Stored XSS (issue 7, docs/security.md): what a shopper types (a review, its name, their
// profile name) comes back to every visitor's browser. React renders it as text; these checks
// run in Chromium, so a regression to raw HTML (dangerouslySetInnerHTML, an HTML-building
// helper, a JSON-LD script built by hand) would run the payload and fail them.

const SCRIPT = "<script>window.__xss=1</script>";
const IMAGE = `<img src=x onerror="window.__xss=1">`;

// Sign-up hashes a password on purpose slowly; the product page renders twice.
test.describe.configure({ timeout: 120_000 });

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing of the payload ran or became markup: no flag, no handler attribute, no such image. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator("[onerror]")).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // Next's own inline scripts carry the text as data; none may be the payload itself.
  const scripts = await page
    .locator("script")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ""));
  expect(scripts).not.toContain("window.__xss=1");
}

test("a review whose name and text hold script and onerror markup shows them as text", async ({
  page,
}, testInfo) => {
  test.slow(); // a review round trip and two full renders of the product page
  const dialogs = watchDialogs(page);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const name = `${IMAGE} ${stamp}`;
  const words = `${SCRIPT} Lovely cake ${IMAGE} ${stamp}`;

  await page.goto("/products?category=Cakes");
  const card = page
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .getByRole("link")
    .first();
  await card.click();
  await expect(page).toHaveURL(/\/products\/[^/?#]+$/, SLOW);
  const reviewsTab = page.getByRole("tab", { name: "Reviews", exact: true });
  await hydrated(reviewsTab);
  await reviewsTab.click();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("textbox", { name: /Your name/ }).fill(name);
  await form.getByRole("textbox", { name: /Your review/ }).fill(words);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Thanks for your review!")).toBeVisible(SLOW);

  // As every later visitor sees it: the server-rendered page.
  await page.reload();
  await page.getByRole("tab", { name: "Reviews", exact: true }).click(SLOW);
  const list = page.getByRole("list", { name: /^Reviews, newest first/ });
  const mine = list.getByRole("listitem").filter({ hasText: stamp }).first();
  await expect(mine).toBeVisible(SLOW);
  await expect(mine.getByText(name, { exact: true })).toBeVisible();
  await expect(mine.getByText(words, { exact: true })).toBeVisible();
  await expectInert(page);
  expect(dialogs).toEqual([]);
});

test("a profile name holding script and onerror markup shows as text in the header and profile", async ({
  page,
}, testInfo) => {
  const dialogs = watchDialogs(page);
  const shopper = newShopper("xss", testInfo.project.name, "Ananya Rao");
  await signUpThroughApi(page.request, shopper);
  await page.goto("/myProfile");
  const details = page.getByRole("region", { name: "Personal details" });
  const edit = details.getByRole("button", { name: "Edit" });
  await hydrated(edit);
  await edit.click();

  const name = `${SCRIPT}${IMAGE}`;
  await details.getByLabel("Full Name").fill(name);
  await details.getByLabel("Phone Number").fill("9876543210");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText(name, { exact: true })).toBeVisible(SLOW);
  await expectInert(page);

  // After a reload the name comes from the server, into the profile, the side menu and the
  // header's avatar (whose letter is the name's first character, here "<").
  await page.reload();
  await expect(details.getByText(name, { exact: true })).toBeVisible(SLOW);
  await expect(page.getByRole("complementary").getByText(name, { exact: true })).toBeVisible();
  await expect(avatar(page)).toHaveAccessibleName(`Account menu for ${name}`, SLOW);
  await expect(avatar(page)).toHaveText("<");
  await expectInert(page);

  // And on a catalogue page, where the header learns the name from the BFF after load.
  await page.goto("/");
  await expect(avatar(page)).toHaveAccessibleName(`Account menu for ${name}`, SLOW);
  await expectInert(page);
  expect(dialogs).toEqual([]);
});
