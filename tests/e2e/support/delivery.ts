/**
 * Steps of the delivery journeys (tests/e2e/delivery.spec.ts, delivery-clock.spec.ts): gifts
 * found the way a shopper finds them, the product page's delivery check and picker, the cart
 * line's Change dialog, and the days and windows as the shop words them (docs/delivery.md).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { SLOW, hydrated } from "./account";
import type { AddressValues } from "./commerce";

/** A cake from the Cakes list: every one is hand-delivered. */
export const aCake = async (page: Page) =>
  (await listedProducts(page, "/products?category=Cakes"))[0]!;

/** A mug from the search results: personalised gifts go by courier. */
export const aMug = async (page: Page) =>
  (await listedProducts(page, "/search-results?query=mug"))[0]!;

/** The first photo mug a search for one shows (a name mug takes no photo). */
export async function aPhotoMug(page: Page): Promise<string> {
  await page.goto("/search-results?query=photo%20mug");
  const card = page
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .filter({ hasText: /Photo Mug/ })
    .first();
  await expect(card).toBeVisible(SLOW);
  return (await card.getByRole("link").first().getAttribute("href"))!;
}

/** A set of two name mugs' page address, found as a shopper would, by searching. */
export async function aNameMugSet(page: Page): Promise<string> {
  await page.goto("/search-results?query=name%20mugs");
  const card = page
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .filter({ hasText: /Name Mugs \(Set of 2\)/ })
    .first();
  await expect(card).toBeVisible(SLOW);
  return (await card.getByRole("link").first().getAttribute("href"))!;
}

/** The first gift links the list at `path` shows. */
async function listedProducts(page: Page, path: string, count = 1): Promise<string[]> {
  await page.goto(path);
  const cards = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible(SLOW);
  const hrefs = await cards
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const unique = [...new Set(hrefs.filter((href) => /^\/products\/[^/?#]+$/.test(href)))];
  expect(unique.length, `gifts on ${path}`).toBeGreaterThanOrEqual(count);
  return unique.slice(0, count);
}

/** The product page's "Check delivery" section. */
export const deliveryCheck = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Check delivery" });

/** Checks `pin` in the product page's delivery section and waits for the answer. */
export async function checkPincode(page: Page, pin: string) {
  const section = deliveryCheck(page);
  await expect(section).toBeVisible(SLOW);
  const field = section.getByLabel("PIN code");
  await hydrated(field);
  await field.fill(pin);
  await section.getByRole("button", { name: "Check" }).click();
  await expect(section.getByText("Checking delivery…")).toHaveCount(0, SLOW);
  return section;
}

/** Picks a day (its accessible name starts with `day`: "Today", "Tomorrow", "Fri") and a slot. */
export async function pickSlot(within: Locator, day: string, slot: string) {
  const dayName = new RegExp(`^${day}\\b`);
  const dayRadio = within.getByRole("radio", { name: dayName });
  // The day's radio is drawn by its label (the input itself is visually hidden): tap the label.
  await within
    .locator("label")
    .filter({ has: within.page().getByRole("radio", { name: dayName }) })
    .click();
  await expect(dayRadio).toBeChecked();
  const slotRadio = within.getByRole("radio", { name: new RegExp(`^${escape(slot)}`) });
  await slotRadio.check();
  await expect(slotRadio).toBeChecked();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** The IST calendar day of `at`, moved by `days`, as YYYY-MM-DD. */
export function istDay(at: Date, days = 0): string {
  const shifted = new Date(at.getTime() + (330 + days * 24 * 60) * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** "Thu, 26 Nov": how the shop names a delivery day. */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** A delivery address in Bengaluru (the hub with midnight delivery) for `name`. */
export function bengaluruAddress(name: string): AddressValues {
  return {
    "Full Name": name,
    "Phone Number": `9${String(Date.now()).slice(-9)}`,
    "PIN Code": "560038",
    Address: `${Math.floor(Math.random() * 900) + 100} 12th Main, Indiranagar`,
    City: "Bengaluru",
    State: "Karnataka",
    Country: "India",
  };
}

/** On /addaddress with `name`'s address saved: ticks it, Deliver Here → /ordersummery. */
export async function deliverToSaved(page: Page, name: string) {
  await expect(page).toHaveURL(/\/addaddress$/, SLOW);
  const choice = page.getByRole("checkbox", { name: `Deliver to ${name}` });
  await hydrated(choice);
  await choice.check();
  await expect(choice).toBeChecked();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(page).toHaveURL(/\/ordersummery$/, SLOW);
}
