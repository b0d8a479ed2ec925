/**
 * Shared steps for the cart, wishlist and checkout journeys (tests/e2e/commerce.spec.ts):
 * products picked from the shop's own list, prices read off the product page, the header's
 * count links, toasts, the address step and a few set-up calls through the storefront's BFF.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SLOW, hydrated } from "./account";
import { checkPincode, deliveryCheck } from "./delivery";

/** What the product page shows a shopper about a product. */
export interface ShownProduct {
  id: string;
  href: string;
  title: string;
  /** The selling price, in whole rupees. */
  price: number;
  /** The struck-through price; the selling price when the page shows none. */
  oldPrice: number;
}

/** A delivery address as the shopper types it on /addaddress, in the form's order (PIN first). */
export interface AddressValues {
  "Full Name": string;
  "Phone Number": string;
  "PIN Code": string;
  Address: string;
  City: string;
  State: string;
  Country: string;
}

/**
 * Fills the address form with `values` in their order; State is picked from its list. City and
 * State come after the PIN, so what is typed there stands over what the PIN filled in.
 */
export async function fillAddressForm(form: Locator, values: Partial<AddressValues>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if (label === "State") await field.selectOption(value);
    else await field.fill(value);
  }
}

const inrFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Whole rupees the way an Indian shopper reads them: ₹1,23,456. */
export const inr = (rupees: number) => inrFormat.format(rupees);

/** Every rupee amount in `text`, in order ("₹1,099, was ₹1,349" → [1099, 1349]). */
export function rupeesIn(text: string): number[] {
  return [...text.matchAll(/₹\s?([\d,]+)/g)].map((match) => Number(match[1]!.replace(/,/g, "")));
}

/** The id at the end of a /products/{id} link. */
export const productIdOf = (href: string) => href.split("/").pop()!;

/**
 * The links of the first `count` flowers: approved products, picked from the backend's
 * catalogue the way a shopper finds them, never hard-coded ids. Flowers go into the cart as
 * they are (a photo gift waits for its photo, docs/gifting.md; tests/e2e/gifting.spec.ts).
 */
export async function productLinks(page: Page, count: number): Promise<string[]> {
  await page.goto("/products?category=Flowers");
  const cards = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible(SLOW);
  const hrefs = await cards
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const unique = [...new Set(hrefs.filter((href) => /^\/products\/[^/?#]+$/.test(href)))];
  expect(unique.length, "flowers listed").toBeGreaterThanOrEqual(count);
  return unique.slice(0, count);
}

/** The product page's own price line (not a related product's). */
const priceLine = (page: Page) =>
  page.getByText("Inclusive of all taxes").locator("xpath=preceding-sibling::*[1]");

/**
 * Opens a product page, waits until its buttons work, and reads the title and prices the
 * shopper sees there.
 */
export async function openProduct(page: Page, href: string): Promise<ShownProduct> {
  await page.goto(href);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const [price, oldPrice] = rupeesIn(await priceLine(page).innerText());
  expect(price, `the price of ${title}`).toBeGreaterThan(0);
  // A click before hydration would be lost (a shopper would simply tap again).
  await hydrated(addToCartButton(page));
  return { id: productIdOf(href), href, title, price: price!, oldPrice: oldPrice ?? price! };
}

export const addToCartButton = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true });

/** The product page's wishlist button: 'Add to Wishlist' or 'Wishlisted'. */
export const wishlistButton = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: /^(Add to Wishlist|Wishlisted)$/ });

/** A toast (sonner) with `text`. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Whether `a` and `b` share any pixel on screen; null when either is not shown. */
async function overlap(a: Locator, b: Locator): Promise<boolean | null> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return null;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/**
 * Once a toast has slid into place it leaves `target` clear. sonner holds a toast while the
 * pointer rests on it, so one over the header's wishlist link would keep the shopper from
 * clicking the link for as long as they tried. A toast that goes before it is seen clear fails
 * the check rather than passing it for want of a box to compare.
 */
export async function expectToastClearOf(shown: Locator, target: Locator) {
  await expect(shown).toBeVisible(SLOW);
  await expect(target).toBeVisible();
  await expect
    .poll(() => overlap(shown, target), { message: "toast covers the target, or went first" })
    .toBe(false);
}

/** Closes every toast on screen, so none covers what comes next (or axe's view of it). */
export async function closeToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (let left = await toasts.count(); left > 0; left = await toasts.count()) {
    const close = toasts.first().getByRole("button", { name: "Close toast" });
    // A toast may leave on its own between the count and the click.
    await close.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(toasts)
      .toHaveCount(left - 1, { timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
}

/** The PIN of the address the journeys deliver to (`addressFor`). */
const JOURNEY_PIN = "411005";

/**
 * Where the product page checks delivery (the reference backend's), Add to Cart wants a pincode
 * first: the journey's, unless the page already answered for one (the pincode is kept for the
 * visit).
 */
export async function checkDeliveryIfAsked(page: Page, pin = JOURNEY_PIN) {
  const section = deliveryCheck(page);
  if ((await section.count()) === 0) return;
  await expect(section.getByText("Checking delivery…")).toHaveCount(0, SLOW);
  if (await section.getByText(/^Delivers to \d{6}$/).isVisible()) return;
  await checkPincode(page, pin);
  await expect(section.getByText(`Delivers to ${pin}`)).toBeVisible(SLOW);
}

/** On a product page: Add to Cart → 'Added to cart' → /cartlist. */
export async function addToCartFromProductPage(page: Page, product: ShownProduct) {
  await expect(page).toHaveURL(new RegExp(`${product.href}$`));
  await checkDeliveryIfAsked(page);
  await addToCartButton(page).click();
  await expect(toast(page, "Added to cart")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/cartlist$/, SLOW);
  // Focus moves to the cart's heading, not back to the top of the page.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused(SLOW);
}

/** The header's cart link; its accessible name carries the count, its text is the badge. */
export const cartLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Cart(, \d+ items?)?$/ });

/** The header's wishlist link, like cartLink. */
export const wishlistLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Wishlist(, \d+ items?)?$/ });

/** The header's count link shows `count` (badge "99+" past 99, no badge at 0). */
export async function expectCount(link: Locator, name: "Cart" | "Wishlist", count: number) {
  const label = count === 0 ? name : `${name}, ${count} ${count === 1 ? "item" : "items"}`;
  await expect(link).toHaveAccessibleName(label, SLOW);
  await expect(link).toHaveText(count === 0 ? "" : count > 99 ? "99+" : String(count));
}

/** The cart's (or the order summary's) line of `title`. */
export const lineOf = (list: Locator, title: string) =>
  list
    .getByRole("listitem")
    .filter({ has: list.page().getByRole("link", { name: title, exact: true }) });

export const cartItems = (page: Page) => page.getByRole("region", { name: "Items in your cart" });
export const orderItems = (page: Page) => page.getByRole("region", { name: "Items in this order" });
export const priceDetails = (page: Page) => page.getByRole("region", { name: "Price details" });

/** The price panel's figures for lines of `product × quantity`, as the panel words them. */
function expectedPanel(lines: { product: ShownProduct; quantity: number }[]) {
  let items = 0;
  let oldTotal = 0;
  let total = 0;
  for (const { product, quantity } of lines) {
    items += quantity;
    oldTotal += product.oldPrice * quantity;
    total += product.price * quantity;
  }
  const discount = oldTotal - total;
  return { items, oldTotal, discount, total };
}

/** The price panel reads: items at old prices, the discount, free delivery, the total. */
export async function expectPriceDetails(
  page: Page,
  lines: { product: ShownProduct; quantity: number }[],
) {
  const { items, oldTotal, discount, total } = expectedPanel(lines);
  const rows = priceDetails(page).locator("dl > div");
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(rows).toHaveText([
    new RegExp(`^Price \\(${items} items?\\)\\s*${escaped(inr(oldTotal))}$`),
    new RegExp(`^Discount\\s*${discount > 0 ? `−${escaped(inr(discount))}` : escaped(inr(0))}$`),
    /^Delivery Charges\s*Free$/,
    new RegExp(`^Total Amount\\s*${escaped(inr(total))}$`),
  ]);
  return total;
}

/** The quantity stepper of a line shows `quantity`. */
export const stepper = (page: Page, title: string) =>
  page.getByRole("group", { name: `Quantity of ${title}` });

/** Waits until the server's cart holds exactly these quantities (by product id). */
export async function expectServerCart(request: APIRequestContext, want: Record<string, number>) {
  await expect
    .poll(async () => {
      const answer = await request.get("/api/cart", { maxRetries: 2 });
      if (!answer.ok()) return `HTTP ${answer.status()}`;
      const { lines } = (await answer.json()) as {
        lines: { product: { id: string }; quantity: number }[];
      };
      return Object.fromEntries(lines.map((line) => [line.product.id, line.quantity]));
    }, SLOW)
    .toEqual(want);
}

/** The storefront's own origin: mutations through the BFF must come from it. */
function origin() {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("no baseURL");
  return new URL(base).origin;
}

/** Puts `quantity` of a product in the signed-in `request`'s cart, as Add to Cart does. */
export async function addToCartThroughApi(
  request: APIRequestContext,
  productId: string,
  quantity = 1,
) {
  const answer = await request.post("/api/cart", {
    data: { productId, quantity },
    headers: { origin: origin() },
    // A keep-alive socket the server has just closed resets; the request never reached it.
    maxRetries: 2,
    ...SLOW,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Puts a product in the signed-in `request`'s wishlist, as the heart does. */
export async function addToWishlistThroughApi(request: APIRequestContext, productId: string) {
  const answer = await request.post("/api/wishlist", {
    data: { productId },
    headers: { origin: origin() },
    maxRetries: 2,
    ...SLOW,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Places a cash-on-delivery order for the signed-in `request`'s cart; returns its id. */
export async function placeCashOrderThroughApi(
  request: APIRequestContext,
  address: AddressValues,
): Promise<string> {
  const answer = await request.post("/api/orders", {
    data: {
      address: {
        fullName: address["Full Name"],
        phoneNumber: address["Phone Number"],
        address: address.Address,
        city: address.City,
        state: address.State,
        pin: address["PIN Code"],
      },
    },
    headers: { origin: origin() },
    maxRetries: 2,
    ...SLOW,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { orderId } = (await answer.json()) as { orderId: string };
  expect(orderId).toMatch(/^[A-Za-z0-9_-]+$/);
  return orderId;
}

/**
 * The cart's Continue: to the address, through the add-ons step when the shop has one
 * (docs/gifting.md), which the shopper skips in one click.
 */
export async function continueFromCart(page: Page) {
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/(cartlist\/add-ons|addaddress)$/, SLOW);
  if (!page.url().endsWith("/add-ons")) return;
  const skip = page.getByRole("main").getByRole("button", { name: "Skip" });
  await hydrated(skip);
  await skip.click();
  await expect(page).toHaveURL(/\/addaddress$/, SLOW);
}

/**
 * On /addaddress with no saved address yet: adds `address`, ticks it, Deliver Here →
 * /ordersummery.
 */
export async function addAddressAndDeliverHere(page: Page, address: AddressValues) {
  await expect(page).toHaveURL(/\/addaddress$/, SLOW);
  const form = page.getByRole("form", { name: "Add a new address" });
  await expect(form).toBeVisible(SLOW);
  await hydrated(form.getByLabel("Full Name", { exact: true }));
  await fillAddressForm(form, address);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible(SLOW);
  const choice = page.getByRole("checkbox", { name: `Deliver to ${address["Full Name"]}` });
  await choice.check();
  await expect(choice).toBeChecked();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(page).toHaveURL(/\/ordersummery$/, SLOW);
}

/** A delivery address for `name`, in a city of its own (so a test can look for it). */
export function addressFor(name: string, city = "Pune"): AddressValues {
  return {
    "Full Name": name,
    "Phone Number": `9${String(Date.now()).slice(-9)}`,
    "PIN Code": JOURNEY_PIN,
    Address: `${Math.floor(Math.random() * 900) + 100} FC Road, Shivajinagar`,
    City: city,
    State: "Maharashtra",
    Country: "India",
  };
}

/** /orders lists orders as a table on wide screens and as cards on phones. */
export function ordersList(page: Page) {
  return page.getByRole("region", { name: "Your orders" });
}

/**
 * The entry of order `orderId` in /orders (a table row or a card, whichever the screen shows)
 * and how a shopper opens it: a click on the row, or the card's items button.
 */
export async function orderEntry(page: Page, orderId: string) {
  const list = ordersList(page);
  await expect(list).toBeVisible(SLOW);
  if (await list.getByRole("table").isVisible()) {
    const row = list.getByRole("row").filter({ hasText: orderId });
    return {
      entry: row,
      // What was ordered: the line under the row's columns.
      gifts: row.locator("xpath=following-sibling::tr[1]"),
      open: () => row.getByRole("cell").nth(3).click(),
    };
  }
  const card = list.getByRole("listitem").filter({ hasText: orderId });
  return {
    entry: card,
    gifts: card,
    open: () => card.getByRole("button", { name: /items? in this order$/ }).click(),
  };
}

/** The four tracking stages, each done or not yet. */
export async function expectStages(page: Page, done: number) {
  const stages = page.getByRole("list", { name: "Order progress" }).getByRole("listitem");
  await expect(stages).toHaveText(
    ["Placed", "Pending", "Shipped", "Delivered"].map(
      // The current stage may carry the status in words (", now: Confirmed").
      (stage, index) =>
        new RegExp(`${stage}\\s*\\(${index < done ? "done" : "not yet"}\\)(, now: .+)?$`),
    ),
  );
}
