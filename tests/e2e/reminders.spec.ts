/**
 * Keeping the promise after the order (docs/after-the-order.md "Occasion reminders"): a shopper
 * saves two occasions in the profile; when the shop's clock reaches the week before, a reminder
 * mail arrives for each, linking to gifts for that person and occasion; its unsubscribe link
 * stops that one occasion's mails while the other's still come the day before; and an order's
 * "Remind me next year" opens the form filled from the order. The first journey moves the
 * shop's clock (support/shop-clock.ts), so it runs in the shop-clock project, alone
 * (playwright.config.ts); the backend looks for due reminders every 2 seconds in this run
 * (REMINDERS_INTERVAL_SECONDS, scripts/lib/e2e-env.mjs).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  SLOW,
  hydrated,
  newShopper,
  otpBoxes,
  signUpThroughApi,
  typeCode,
} from "./support/account";
import {
  addToCartThroughApi,
  addressFor,
  closeToasts,
  openProduct,
  orderEntry,
  placeCashOrderThroughApi,
  productLinks,
  toast,
} from "./support/commerce";
import { istDay } from "./support/delivery";
import { mailbox, type ReceivedMail } from "./support/mailbox";
import { ist, setShopClock } from "./support/shop-clock";

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => setShopClock(null));
test.afterAll(() => setShopClock(null));

/**
 * The message as a mail client shows it: headers unfolded, the body's quoted-printable decoded.
 * Headers are never quoted-printable: decoding them would read a token's "=0E" as a byte.
 */
function readable(mail: ReceivedMail): string {
  const end = mail.raw.search(/\r?\n\r?\n/);
  const headers = mail.raw.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
  const body = mail.raw
    .slice(end)
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return headers + body;
}

/** The first address in `text` after `label`. */
function linkAfter(text: string, label: string): string {
  const found = new RegExp(`${label} (https?://\\S+)`).exec(text)?.[1];
  if (!found) throw new Error(`no link after "${label}" in: ${text}`);
  return found;
}

/** Waits for the next mail to `email` whose subject names `title`, after the `count` so far. */
async function reminderFor(email: string, title: string, count: number) {
  for (let index = count; ; index += 1) {
    const mail = await mailbox.nextMailTo(email, index, 30_000);
    if (mail.subject.includes(title)) return readable(mail);
  }
}

async function addOccasion(
  page: Page,
  section: Locator,
  fields: { who: string; relation: string; occasion: string; date: string },
) {
  await section.getByRole("button", { name: "Add an occasion" }).click();
  const form = section.getByRole("form", { name: "Add an occasion" });
  await form.getByLabel("Who is it for?").fill(fields.who);
  await form.getByLabel("They are your").selectOption({ label: fields.relation });
  await form.getByLabel("Occasion", { exact: true }).selectOption({ label: fields.occasion });
  await form.getByLabel("Date").fill(fields.date);
  await form.getByRole("radio", { name: "Every year" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Occasion saved. We will remind you 7 days and 1 day before."),
  ).toBeVisible(SLOW);
  await expect(form).toBeHidden();
  // The next save's toast must be its own, not this one still showing.
  await closeToasts(page);
}

test("a saved birthday is mailed the week before with gift ideas, and its unsubscribe stops only it", async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper("remind", testInfo.project.name, "Kavya Iyer");
  await signUpThroughApi(page.request, shopper);
  // Reminders go to verified addresses only: the welcome mail's code verifies it.
  await page.goto("/email-verify");
  await hydrated(otpBoxes(page)[0]!);
  await typeCode(page, await mailbox.nextCode(shopper.email, 0));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);

  // A month from now, every year.
  const day = istDay(new Date(), 30);
  await page.goto("/myProfile");
  const section = page.getByRole("region", { name: "Occasions" });
  await expect(section.getByText("No occasions saved yet.")).toBeVisible(SLOW);
  await hydrated(section.getByRole("button", { name: "Add an occasion" }));

  // The form says what is missing, next to the field, and saves nothing.
  await section.getByRole("button", { name: "Add an occasion" }).click();
  const form = section.getByRole("form", { name: "Add an occasion" });
  await form.getByRole("button", { name: "Save" }).click();
  const who = form.getByLabel("Who is it for?");
  await expect(who).toHaveAttribute("aria-invalid", "true");
  await expect(who).toHaveAccessibleDescription("Please enter who the occasion is for.");
  await expect(who).toBeFocused();
  await form.getByRole("button", { name: "Cancel" }).click();

  await addOccasion(page, section, {
    who: "Meera",
    relation: "Mother",
    occasion: "Birthday",
    date: day,
  });
  await addOccasion(page, section, {
    who: "Arjun",
    relation: "Husband",
    occasion: "Anniversary",
    date: day,
  });
  const list = section.getByRole("list", { name: "Your occasions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Meera's birthday · Mother");

  // The week before, by the shop's clock: one mail for each.
  const mailsBefore = mailbox.countTo(shopper.email);
  setShopClock(ist(istDay(ist(day, "12:00"), -7), "09:00"));
  const birthday = await reminderFor(shopper.email, "Meera's birthday is in 7 days", mailsBefore);
  await reminderFor(shopper.email, "Arjun's anniversary is in 7 days", mailsBefore);
  expect(birthday).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const oneClick = /^List-Unsubscribe: <(\S+)>\r?$/m.exec(birthday)?.[1];
  expect(oneClick).toBeDefined();

  // Its gift ideas: the shop's search for birthday gifts for a mother.
  const gifts = linkAfter(birthday, "Find a gift:");
  expect(new URL(gifts).searchParams.get("query")).toBe("birthday gifts for mother");
  await page.goto(gifts);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Search Results for "birthday gifts for mother"',
    SLOW,
  );
  await expect(
    page.getByRole("list", { name: "Products" }).getByRole("listitem").first(),
  ).toBeVisible();

  // Its unsubscribe link asks first (opening it changes nothing), then stops Meera's only.
  await page.goto(linkAfter(birthday, "unsubscribe:"));
  await expect(page.getByRole("heading", { name: "Stop occasion reminders" })).toBeVisible(SLOW);
  await hydrated(page.getByRole("button", { name: "Unsubscribe" }));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText(
    "We will not mail you about Meera's birthday again",
    SLOW,
  );
  // A mail client's one-click (RFC 8058) comes from its own server: no Origin, no session.
  const posted = await request.post(oneClick!, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { origin: "https://mail.example.com" },
  });
  expect(posted.status()).toBe(200);

  await page.goto("/myProfile");
  await expect(list.getByRole("listitem").filter({ hasText: "Meera's birthday" })).toContainText(
    "Reminders stopped (unsubscribed)",
    SLOW,
  );

  // The day before: Arjun's reminder comes, Meera's does not.
  const dayBefore = mailbox.countTo(shopper.email);
  setShopClock(ist(istDay(ist(day, "12:00"), -1), "09:00"));
  await reminderFor(shopper.email, "Arjun's anniversary is tomorrow", dayBefore);
  // Two more rounds of the sender later, still nothing about Meera.
  await page.waitForTimeout(5_000);
  expect(mailbox.countTo(shopper.email)).toBe(dayBefore + 1);
});

test("Remind me next year on an order opens the occasion form filled from it", async ({
  page,
}, testInfo) => {
  const shopper = newShopper("remind-order", testInfo.project.name, "Rohan Das");
  await signUpThroughApi(page.request, shopper);
  const [href] = await productLinks(page, 1);
  const product = await openProduct(page, href!);
  await addToCartThroughApi(page.request, product.id, 1);
  const address = addressFor("Sunita Das");
  const orderId = await placeCashOrderThroughApi(page.request, address);

  await page.goto("/orders");
  const order = await orderEntry(page, orderId);
  await order.open();
  await page.getByRole("link", { name: "Remind me next year" }).click();

  await expect(page).toHaveURL(new RegExp(`/myProfile\\?remindFrom=${orderId}#occasions$`), SLOW);
  const section = page.getByRole("region", { name: "Occasions" });
  const form = section.getByRole("form", { name: "Add an occasion" });
  await expect(form).toContainText(`Filled in from order ${orderId}`);
  await expect(form.getByLabel("Who is it for?")).toHaveValue("Sunita Das");
  await expect(form.getByLabel("Date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(form.getByRole("radio", { name: "Every year" })).toBeChecked();
  await hydrated(form.getByRole("button", { name: "Save" }));
  await form.getByLabel("Occasion", { exact: true }).selectOption({ label: "Anniversary" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Occasion saved. We will remind you 7 days and 1 day before."),
  ).toBeVisible(SLOW);
  await expect(
    section.getByRole("list", { name: "Your occasions" }).getByRole("listitem"),
  ).toContainText("Sunita Das's anniversary");
});
