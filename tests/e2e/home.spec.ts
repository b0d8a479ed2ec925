import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/account";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";

const RECIPIENT_PATHS = [
  "/wife",
  "/mother",
  "/daughter",
  "/sister",
  "/fiance",
  "/grandmother",
  "/men",
  "/women",
  "/kids",
  "/friends",
  "/bofriends",
  "/girlfriend",
  "/husband",
];

/** Scrolls the picture into view and waits until the browser has actually decoded it. */
async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

/** The hero's current slide number, read from its dots. */
function heroSlide(page: Page) {
  return page
    .getByRole("region", { name: "Featured occasions" })
    .getByRole("button", { name: /^Go to slide/ })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
}

test.describe("home page", () => {
  test.use({ reducedMotion: "reduce" });

  test.beforeEach(async ({ page }) => {
    // Every section is in the document by DOMContentLoaded; pictures are awaited per test.
    await page.goto("/", { waitUntil: "domcontentloaded" });
  });

  test("opens on the occasion hero, whose banners lead to the product list", async ({ page }) => {
    const hero = page.getByRole("region", { name: "Featured occasions" });
    await expect(
      page.getByRole("heading", { level: 1, name: "Gifts for Every Occasion" }),
    ).toBeVisible();
    const first = hero.getByRole("group", { name: "1 of 4" }).getByRole("link");
    await expect(first).toContainText("Shop now");
    await expect(first).toHaveAttribute("href", "/productlist");
    await expect(hero.getByRole("group")).toHaveCount(4);
    await expect(page).toHaveTitle(/Uphaar/);
    // the site root, whatever SITE_URL is (Next writes it without the trailing slash)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^https?:\/\/[^/]+\/?$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/banners\/og-home\.jpg$/,
    );
  });

  test("category slider links each stocked category and hides the empty one", async ({ page }) => {
    const slider = page.getByRole("region", { name: "Shop by Category" });
    const cakes = slider.getByRole("link", { name: "Cakes", exact: true });
    await expect(cakes).toHaveAttribute("href", "/products?category=Cakes");
    await expect(slider.getByRole("link", { name: "Combos & Hampers" })).toHaveAttribute(
      "href",
      "/products?category=Combos%20%26%20Hampers",
    );
    const hrefs = await slider
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    for (const href of hrefs) expect(href).toMatch(/^\/products\?category=[^&]+$/);
    await expect(slider.getByText("Festive Diyas")).toHaveCount(0);
    await expectImageLoaded(cakes.locator("img"));
  });

  test("shows the free-delivery strip, the gift banners and the offer slider", async ({ page }) => {
    await expect(
      page.getByText("Free Delivery Now On Your First Order and Over ₹200", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Only ₹200*", { exact: true })).toBeVisible();

    const gifts = page.getByRole("link", { name: /Personalised Gifts They'll Treasure/ });
    await expect(gifts).toHaveAttribute("href", "/search-results?query=personalised");
    await expect(page.getByRole("link", { name: /Green Gifts That Grow/ })).toBeVisible();
    await expectImageLoaded(gifts.locator("img"));

    const offers = page.getByRole("region", { name: "Offers" });
    await expect(offers.getByRole("group")).toHaveCount(4);
    const firstOffer = offers.getByRole("link").first();
    await expect(firstOffer).toHaveAttribute("href", "/search-results?query=cake");
    await expectImageLoaded(firstOffer.locator("img"));
  });

  test("a banner leads to the products its words name", async ({ page }) => {
    const offer = page.getByRole("link", { name: /Flat 20% Off on Cakes/ });
    await offer.scrollIntoViewIfNeeded();
    await offer.click();
    await expect(page).toHaveURL(/\/search-results\?query=cake$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "cake"');
    const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    await expect(products.first()).toBeVisible();
    expect((await products.allInnerTexts()).some((text) => /cake/i.test(text))).toBe(true);
  });

  test("shows a product carousel per stocked category, never for the empty one", async ({
    page,
  }) => {
    const cakes = page.getByRole("region", { name: "Cakes", exact: true });
    const products = cakes.getByRole("link");
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeGreaterThan(0);
    await expect(products.first()).toHaveAttribute("href", /^\/products\/[A-Za-z0-9_-]+$/);
    await expectImageLoaded(products.first().locator("img"));
    await expect(page.getByRole("link", { name: "View all Cakes" })).toHaveAttribute(
      "href",
      "/products?category=Cakes",
    );
    await expect(page.getByRole("region", { name: "Flowers", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Festive Diyas" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Festive Diyas" })).toHaveCount(0);
    await expect(page.getByText("Loading products...")).toHaveCount(0);
  });

  test("'For Every Relationship' links all 13 recipient pages", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "For Every Relationship" })).toBeVisible();
    const slider = page.getByRole("region", { name: "For Every Relationship" });
    const hrefs = await slider
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(RECIPIENT_PATHS);
    await expect(slider.getByRole("link", { name: "Boyfriend" })).toHaveAttribute(
      "href",
      "/bofriends",
    );
    await expectImageLoaded(slider.getByRole("link", { name: "Wife" }).locator("img"));
  });

  test("loads the hero picture eagerly and every picture below it lazily", async ({ page }) => {
    const images = page.locator("main img");
    const loading = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
      })),
    );
    expect(loading.length).toBeGreaterThan(20);
    const [hero, ...rest] = loading;
    expect(hero?.src).toMatch(/^\/banners\/hero-occasions/);
    expect(hero?.loading).not.toBe("lazy");
    expect(hero?.priority).toBe("high");
    for (const image of rest) expect(image, String(image.src)).toMatchObject({ loading: "lazy" });
    await expectImageLoaded(images.first());
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await expect(page.getByRole("region", { name: "Cakes", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("hero autoplay", () => {
  // The page runs on Playwright's clock: a wait of seconds takes no real time, and a busy
  // machine cannot stretch the intervals the test counts.
  test.beforeEach(async ({ page }) => {
    // Paused from the start: the page's time moves only when the test moves it.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
  });

  /** Opens home and waits until the hero's dots work (the carousel has hydrated). */
  async function openHome(page: Page) {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const firstDot = page
      .getByRole("region", { name: "Featured occasions" })
      .getByRole("button", { name: "Go to slide 1" });
    await hydrated(firstDot);
  }

  test("rotates every 5 seconds and holds still while the pointer rests on it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await openHome(page);
    const start = await heroSlide(page);
    // Watched a second at a time, the first move is less than a second old when it is seen.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return heroSlide(page);
        },
        { timeout: 20_000 },
      )
      .toBe((start + 1) % 4);
    await page.clock.runFor(3_500);
    expect(await heroSlide(page), "no move within 5 seconds of the last").toBe((start + 1) % 4);
    await page.clock.runFor(2_500);
    expect(await heroSlide(page), "one move within 7 seconds").toBe((start + 2) % 4);

    await page.getByRole("region", { name: "Featured occasions" }).hover();
    const held = await heroSlide(page);
    await page.clock.runFor(6_000);
    expect(await heroSlide(page)).toBe(held);
  });

  test("does not rotate at all under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await page.clock.runFor(6_000);
    expect(await heroSlide(page)).toBe(0);
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every carousel's products and the category tiles in place", async ({ page }) => {
    await page.goto("/");
    const cakes = page.getByRole("region", { name: "Cakes", exact: true });
    await expect(page.getByRole("link", { name: "View all Cakes" })).toBeVisible();
    const cards = cakes.locator('a[href^="/products/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Flowers", exact: true })).toBeVisible();
    const tiles = page.getByRole("region", { name: "Shop by Category" }).getByRole("link");
    await expect(tiles.first()).toBeVisible();
    // No gift waits in a hidden part of the document for a script to move it into place.
    expect(await page.locator('div[hidden] a[href^="/products/"]').count()).toBe(0);
  });

  test("keeps every hero banner in the layout, so Tab reaches each", async ({ page }) => {
    await page.goto("/");
    const slides = page
      .getByRole("region", { name: "Featured occasions" })
      .locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBeGreaterThan(1);
    for (const slide of await slides.all()) await expect(slide).toBeAttached();
    const shown = await slides.evaluateAll((all) =>
      all.map((slide) => getComputedStyle(slide).display),
    );
    expect(shown).not.toContain("none");
  });
});

test("the hero fetches its first banner alone until the carousel wakes", async ({ page }) => {
  const banners: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/banners/hero-")) banners.push(path);
  });
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const hero = page.getByRole("region", { name: "Featured occasions" });
  const slides = hero.locator('[aria-roledescription="slide"]');
  await expectImageLoaded(slides.first().locator("img"));
  await expect(slides.nth(1)).toBeHidden();
  // One file, the phone's or the wide one's, of the first banner alone.
  expect(banners).toHaveLength(1);

  // Once the page runs, the carousel wakes, lays out the others, and their banners come.
  scripts.release();
  await expect(slides.nth(1)).toBeAttached();
  await expect.poll(() => banners.length, { timeout: 15_000 }).toBeGreaterThan(1);
});
