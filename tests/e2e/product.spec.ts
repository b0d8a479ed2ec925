import { expect, test, type Page } from "@playwright/test";
import { e2eBackendProfile, e2eOriginalBackendUrls } from "../../scripts/lib/e2e-env.mjs";
import { SLOW, hydrated } from "./support/account";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";

// A page rendered on its first visit (and, under `next dev`, compiled) can take several seconds.
const NAVIGATION = { timeout: 15_000 };

/**
 * On the stand-in of the shop's original backend (docs/original-backend.md) products carry
 * ingredients but no care instructions, their pictures live on its CDN, and there are no reviews.
 */
const original = e2eBackendProfile() === "original";
/** What the Reviews tab says on a backend that keeps no reviews (lib/backend/reviews.ts). */
const REVIEWS_ABSENT = "This shop does not take reviews just now.";

const productCards = (page: Page) =>
  page.getByRole("list", { name: "Products" }).getByRole("listitem").getByRole("link");

/** Opens the first product of a category list the way a shopper does; returns its title. */
async function openFromList(page: Page, category: string): Promise<string> {
  await page.goto(`/products?category=${encodeURIComponent(category)}`);
  const card = productCards(page).first();
  const title = (await card.getByRole("heading").innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/products\/[^/?#]+$/, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, NAVIGATION);
  // A click before hydration would be lost (a shopper would simply tap again).
  await page.waitForLoadState("networkidle");
  return title;
}

/** The first product of a category list whose page has several pictures. */
async function openProductWithSeveralPictures(page: Page, category: string) {
  await page.goto(`/products?category=${encodeURIComponent(category)}`);
  await page.waitForLoadState("networkidle");
  const hrefs = await productCards(page).evaluateAll((links) =>
    links.slice(0, 12).map((link) => link.getAttribute("href") ?? ""),
  );
  for (const href of hrefs) {
    await page.goto(href);
    if (await page.getByRole("list", { name: "Choose a picture" }).isVisible()) return;
  }
  throw new Error(`no ${category} product with several pictures among the first ${hrefs.length}`);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test("a shopper opens a cake from the list and sees what they need to buy it", async ({ page }) => {
  const title = await openFromList(page, "Cakes");

  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.getByRole("link", { name: "Cakes", exact: true })).toHaveAttribute(
    "href",
    "/products?category=Cakes",
  );
  await expect(trail.getByRole("link").last()).toHaveAttribute("href", /^\/subcategory\/.+/);
  await expect(trail.getByText(title)).toHaveAttribute("aria-current", "page");

  const picture = page
    .getByRole("region", { name: `Pictures of ${title}` })
    .locator("img")
    .first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await expect(page.getByText(/^₹[\d,]+$/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Wishlist" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  // Delivery by pincode is a reference-backend extension (docs/delivery.md): on a backend that
  // speaks only docs/contract.md the page is the spec's, with its delivery lines and no check.
  const check = page.getByRole("main").getByRole("region", { name: "Check delivery" });
  if (e2eBackendProfile() !== "full") {
    await expect(page.getByText("when you order before 12 PM")).toBeVisible();
    await expect(page.getByText("in 3–5 business days")).toBeVisible();
    await expect(check).toHaveCount(0);
    await expect(page.getByLabel("PIN code")).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("button", { name: /PIN code|Deliver to/ }),
    ).toHaveCount(0);
  } else {
    await expect(check.getByLabel("PIN code")).toBeVisible();
    await expect(page.getByText("when you order before 12 PM")).toHaveCount(0);
  }

  const related = page.getByRole("region", { name: "You may also like" });
  await expect(related.getByRole("link").first()).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test("search engines get the title, canonical URL, every tab's text and JSON-LD", async ({
  page,
  request,
}) => {
  await openFromList(page, "Flowers");
  const path = new URL(page.url()).pathname;
  // Arrive the way a crawler does, straight at the URL.
  await page.goto(path);
  const title = await page.getByRole("heading", { level: 1 }).innerText();

  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path}$`),
  );
  // The share picture: the backend's upload under the shop's address, or the original's on its CDN.
  const pictureHost = original ? new RegExp(`^${e2eOriginalBackendUrls().cdnUrl}/`) : /\/uploads\//;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", pictureHost);

  // The HTML as a crawler fetches it, without running any script.
  const html = await (await request.get(path)).text();
  expect(html).toContain(original ? "Ingredients" : "Care instructions");
  expect(html).toContain(original ? REVIEWS_ABSENT : "Write a review");

  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
  const product = blocks.find((block) => block?.["@type"] === "Product");
  expect(product).toMatchObject({
    name: title,
    sku: path.split("/").pop(),
    offers: { priceCurrency: "INR", availability: "https://schema.org/InStock" },
  });
  const trail = blocks.find((block) => block?.["@type"] === "BreadcrumbList");
  expect(trail.itemListElement.map((item: { position: number }) => item.position)).toEqual([
    1, 2, 3, 4,
  ]);
});

test("the main picture is asked for from the head at high priority, and fetched once", async ({
  page,
  request,
}) => {
  await openFromList(page, "Cakes");
  const path = new URL(page.url()).pathname;
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/fetchPriority="high"/i);
  const main = page
    .getByRole("region", { name: /^Pictures of / })
    .locator("img")
    .first();
  const srcset = (await main.getAttribute("srcset")) ?? "";
  expect(srcset).not.toBe("");
  expect(preloads[0]).toContain(`imageSrcSet="${srcset.replaceAll("&", "&amp;")}"`);

  // Arriving at the page itself, the browser takes one width of the picture, not two (the
  // thumbnails' own, at most 256 px, aside).
  await page.goto(path);
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const widths = await main.evaluate((img: HTMLImageElement) => {
    const url = new URL(img.currentSrc).searchParams.get("url");
    return performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((entry) => entry.pathname === "/_next/image" && entry.searchParams.get("url") === url)
      .map((entry) => Number(entry.searchParams.get("w")))
      .filter((width) => width > 256);
  });
  expect(widths).toHaveLength(1);
});

test("the tabs switch with a click and with the arrow keys", async ({ page }) => {
  await openFromList(page, "Cakes");
  const description = page.getByRole("tabpanel", { name: "Description" });
  await expect(tab(page, "Description")).toHaveAttribute("aria-selected", "true");
  await expect(description).toBeVisible();

  await tab(page, "Product Details").click();
  await expect(tab(page, "Product Details")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Product Details" })).toBeVisible();
  await expect(description).toBeHidden();

  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Reviews")).toBeFocused();
  await expect(tab(page, "Reviews")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Customer reviews" })).toBeVisible();

  await page.keyboard.press("Home");
  await expect(tab(page, "Description")).toHaveAttribute("aria-selected", "true");
  await expect(description).toBeVisible();
});

test("Product Details lists a flower's care instructions", async ({ page }) => {
  test.skip(original, "the original's products have no care instructions");
  await openFromList(page, "Flowers");
  await tab(page, "Product Details").click();
  const details = page.getByRole("tabpanel", { name: "Product Details" });
  const care = details.getByRole("definition").filter({ has: page.getByRole("list") });
  await expect(details.getByRole("term").first()).toHaveText("Care instructions");
  await expect(care.getByRole("listitem").first()).toBeVisible();
  expect(await care.getByRole("listitem").count()).toBeGreaterThan(0);
});

test("the pictures change with the arrow keys, the buttons, the thumbnails and a swipe", async ({
  page,
}) => {
  test.slow(); // it may open several products to find one with more than one picture
  await openProductWithSeveralPictures(page, "Cakes");
  const title = await page.getByRole("heading", { level: 1 }).innerText();
  const carousel = page.getByRole("region", { name: `Pictures of ${title}` });
  const counter = carousel.getByText(/^\d+ \/ \d+$/);
  const thumbs = page.getByRole("list", { name: "Choose a picture" }).getByRole("button");
  await expect(counter).toHaveText(/^1 \//);
  await expect(thumbs.first()).toHaveAttribute("aria-current", "true");

  // Keys pressed before hydration are not handled (a shopper would simply press again).
  await hydrated(carousel);
  await carousel.focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(/^2 \//);
  await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(/^1 \//);

  await page.getByRole("button", { name: "Next picture" }).click();
  await expect(counter).toHaveText(/^2 \//);
  await thumbs.first().click();
  await expect(counter).toHaveText(/^1 \//);

  // Swiping is embla's, which the page fetches when the shopper reaches for the pictures
  // (use-lazy-embla.ts): the swipe waits until it runs and has brought the first picture
  // back into place (it positions the slides with an inline translate3d).
  const slides = carousel.locator('[aria-roledescription="slide"]').first().locator("..");
  const firstInPlace = () =>
    slides.evaluate((node) => {
      const x = /^translate3d\((-?[\d.]+)px,/.exec((node as HTMLElement).style.transform)?.[1];
      // embla settles within a hundredth of a pixel of the slide's place.
      return x !== undefined && Math.abs(Number(x)) < 1;
    });
  await expect.poll(firstInPlace, SLOW).toBe(true);
  const box = await carousel.boundingBox();
  expect(box).not.toBeNull();
  const y = box!.y + box!.height / 2;
  await page.mouse.move(box!.x + box!.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box!.x + box!.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(counter).toHaveText(/^2 \//);
});

test("a review is posted, the form resets to 3 stars and the review shows after a reload", async ({
  page,
}, testInfo) => {
  test.slow(); // two full renders of the product page and a review round trip
  await openFromList(page, "Cakes");
  await tab(page, "Reviews").click();
  if (original) {
    // A backend without reviews: the tab says so, and offers no form to lose words in.
    await expect(page.getByRole("tabpanel", { name: "Reviews" })).toContainText(REVIEWS_ABSENT);
    await expect(page.getByRole("form", { name: "Write a review" })).toHaveCount(0);
    return;
  }
  const form = page.getByRole("form", { name: "Write a review" });
  const name = form.getByRole("textbox", { name: /Your name/ });
  const comment = form.getByRole("textbox", { name: /Your review/ });
  const submit = form.getByRole("button", { name: "Submit Review" });

  // Without a name nothing is sent.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/reviews")) {
      posts.push(request.url());
    }
  });
  await submit.click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expect(name).toBeFocused();
  expect(posts).toHaveLength(0);

  const shopper = `E2E ${testInfo.project.name} ${Date.now()}`;
  const words = `Lovely and fresh, ordered by ${shopper}.`;
  await name.fill(shopper);
  // The rating is a radio group: the arrow keys move from the default 3 to 4 stars.
  await expect(form.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await form.getByRole("radio", { name: "3 stars" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await comment.fill(words);
  await submit.click();

  await expect(page.getByText("Thanks for your review!")).toBeVisible(NAVIGATION);
  expect(posts).toHaveLength(1);
  await expect(name).toHaveValue("");
  await expect(comment).toHaveValue("");
  await expect(form.getByRole("radio", { name: "3 stars" })).toBeChecked();

  await page.reload();
  await tab(page, "Reviews").click(NAVIGATION);
  const list = page.getByRole("list", { name: /^Reviews, newest first/ });
  const mine = list.getByRole("listitem").filter({ hasText: shopper });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(words)).toBeVisible();
  await expect(mine.getByText("4 out of 5 stars")).toBeAttached();
  await expect(list.getByRole("listitem").first()).toContainText(shopper);
});

test("a visitor's wishlist and cart clicks ask them to log in", async ({ page }) => {
  await openFromList(page, "Flowers");
  const wishlist = page.getByRole("button", { name: "Add to Wishlist" });
  await wishlist.click();
  await expect(
    page.getByText("Please login to manage your wishlist", { exact: true }),
  ).toBeVisible();
  await expect(wishlist).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(
    page.getByText("Please login to add products to cart", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[^/?#]+$/);
});

for (const path of ["/products/ffffffffffffffffffffffff", "/products/not-an-id"]) {
  test(`${path} shows the gift's 404 page`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: "This gift is no longer available" }),
    ).toBeVisible(NAVIGATION);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("button", { name: "Go back" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("the 404 page's Go back button returns to the previous page", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.goto("/products/ffffffffffffffffffffffff");
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/$/, NAVIGATION);
});

test("the Reviews tab with its form has no serious accessibility problems", async ({ page }) => {
  await openFromList(page, "Flowers");
  await tab(page, "Reviews").click();
  if (!original) {
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("the gallery fetches its first picture alone until it starts", async ({ page }) => {
  await openProductWithSeveralPictures(page, "Cakes");
  const path = new URL(page.url()).pathname;
  const slides = page
    .getByRole("region", { name: /^Pictures of / })
    .locator('[aria-roledescription="slide"]');
  /** The URL the browser took for a slide's picture: "" for one it has not fetched. */
  const taken = (index: number) =>
    slides
      .nth(index)
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.currentSrc);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect.poll(() => taken(0)).not.toBe("");
  await expect(slides.nth(1)).toBeHidden();
  expect(await taken(1)).toBe("");

  // Started (once the page is idle), the gallery lays out and fetches the others.
  scripts.release();
  await expect.poll(() => taken(1), { timeout: 15_000 }).not.toBe("");
});
