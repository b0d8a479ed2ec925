import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2eBackendProfile } from "../../scripts/lib/e2e-env.mjs";

/** Serious or critical axe findings inside the header and footer (this spec's areas). */
async function headerAndFooterViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("header")
    .include("footer")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search products" });

/** Waits until React has hydrated `island`, so a click or keystroke is never lost to plain HTML. */
async function hydrated(island: Locator) {
  await expect
    .poll(
      () => island.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))),
      { timeout: 45_000 },
    )
    .toBe(true);
}

/** Opens the home page with the header and footer islands ready (dev mode hydrates slowly). */
async function openHome(page: Page) {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await hydrated(searchBox(page));
  await hydrated(page.getByRole("button", { name: "SUBSCRIBE" }));
}

// In dev mode a route (a page, or the search API) compiles on its first use, which can take
// a while on a busy machine.
const NAVIGATION = { timeout: 45_000 };
test.describe.configure({ timeout: 90_000 });

test.describe("on a phone", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "phone layout");
    await openHome(page);
  });

  test("the menu button toggles the help links, and choosing one closes it", async ({ page }) => {
    const menu = page.getByRole("button", { name: "Help and order links" });
    const header = page.getByRole("banner");
    const tracking = header.getByRole("link", { name: "Order Tracking" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(tracking).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "Help Center" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(tracking).toBeVisible();
    expect(await headerAndFooterViolations(page)).toEqual([]);

    await menu.click();
    await expect(tracking).toBeHidden();

    await menu.click();
    await tracking.click();
    await expect(page).toHaveURL(/\/order-tracking$/, NAVIGATION);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: "Help Center" })).toBeHidden();
  });

  test("the category menu is left out on small screens", async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeHidden();
  });

  test("a category drawer leads to a category's listing, and the header stays as the page scrolls", async ({
    page,
  }) => {
    const open = page.getByRole("button", { name: "Shop by category" });
    await hydrated(open);
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Shop by category" });
    await expect(drawer).toBeVisible();
    expect(await headerAndFooterViolations(page)).toEqual([]);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    const first = drawer.locator("summary").first();
    const name = (await first.innerText()).trim();
    await first.click();
    await drawer.getByRole("link", { name: `All ${name}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/products\\?category=${encodeURIComponent(name).replace(/%20/g, "(%20|\\+)")}$`),
      NAVIGATION,
    );
    await expect(drawer).toBeHidden();

    // Scrolled far down, the search box is still on screen and the promo strip is not.
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(searchBox(page)).toBeInViewport();
    await expect(
      page.getByText("Get up to 50% off now season styles, limited time only ..."),
    ).not.toBeInViewport();
  });

  test("suggestions for 'cake' lead to a product page", async ({ page }) => {
    await searchBox(page).fill("cake");
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible(NAVIGATION);
    await expect(options.first()).toContainText(/cake/i);
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await headerAndFooterViolations(page)).toEqual([]);

    await options.first().click();
    await expect(page).toHaveURL(/\/products\/[A-Za-z0-9_-]+$/, NAVIGATION);
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("option")).toHaveCount(0);
  });

  test("text typed while the dropdown's code is still coming is kept, and its suggestions appear", async ({
    page,
  }) => {
    // The page is hydrated; whatever script it fetches from now on (the dropdown's code, which
    // the first focus asks for) comes late, as on a slow phone network.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await searchBox(page).pressSequentially("cake");
    await expect(page.locator("[role=listbox]")).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("cake");

    await expect(page.getByRole("option").first()).toContainText(/cake/i, NAVIGATION);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("cake");
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("text nothing matches says so", async ({ page }) => {
    await searchBox(page).fill("qqqxzzy");
    await expect(page.getByText("No results found.")).toBeVisible(NAVIGATION);
  });

  test("Enter opens the results page for the trimmed, lower-cased text", async ({ page }) => {
    await searchBox(page).fill(" Red ROSES ");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search-results\?query=red%20roses$/, NAVIGATION);
    await expect(searchBox(page)).toHaveValue("");
  });

  test("blank text does nothing on Enter", async ({ page }) => {
    await searchBox(page).fill("   ");
    await searchBox(page).press("Enter");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("on a desktop", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "desktop layout");
    await openHome(page);
  });

  test("the strip shows the promotion and its three links", async ({ page }) => {
    await expect(
      page.getByText("Get up to 50% off now season styles, limited time only ..."),
    ).toBeVisible();
    const header = page.getByRole("banner");
    const links = [
      ["Help Center", "/help-center"],
      ["Order Tracking", "/order-tracking"],
      ["Contact Us", "/contact-us"],
    ] as const;
    for (const [name, href] of links) {
      await expect(header.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Help and order links" })).toBeHidden();
  });

  test("a visitor sees Login and empty wishlist and cart icons with tooltips", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    const cart = page.getByRole("link", { name: "Cart", exact: true });
    await expect(cart).toHaveAttribute("href", "/cartlist");
    await expect(page.getByRole("link", { name: "Wishlist", exact: true })).toHaveAttribute(
      "href",
      "/wishlist",
    );
    await cart.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Cart");

    // Keyboard focus shows the tooltip too, and Escape hides it (WCAG 1.4.13).
    await page.mouse.move(5, 700);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await hydrated(cart);
    await page.getByRole("link", { name: "Wishlist", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(cart).toBeFocused();
    // The wishlist's tooltip fades out over 150 ms while the cart's fades in.
    await expect(page.getByRole("tooltip")).toHaveCount(1);
    await expect(page.getByRole("tooltip")).toHaveText("Cart");
    await expect(cart).toHaveAccessibleDescription("Cart");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("hovering a category shows its subcategory links", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Categories" });
    const cakes = menu.getByRole("link", { name: "Cakes", exact: true });
    const sub = menu.getByRole("link", { name: "Chocolate Cakes", exact: true });
    await expect(cakes).toHaveAttribute("href", "/");
    await expect(sub).toBeHidden();
    // The seed's empty category is not offered (the reference backend counts each one).
    await expect(menu.getByRole("link", { name: "Festive Diyas" })).toHaveCount(0);

    await cakes.hover();
    await expect(sub).toBeVisible();
    await expect(sub).toHaveAttribute("href", /^\/subcategory\/[A-Za-z0-9_-]+$/);
    const panelWidth = await sub.evaluate((link) => {
      const grid = link.closest("ul");
      return grid ? grid.getBoundingClientRect().width : 0;
    });
    expect(panelWidth).toBeGreaterThanOrEqual(760);
    expect(await headerAndFooterViolations(page)).toEqual([]);

    await page.mouse.move(5, 700);
    await expect(sub).toBeHidden();

    await hydrated(menu.getByRole("list").first());
    await cakes.focus();
    await expect(sub).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sub).toBeHidden();
    await expect(cakes).toBeFocused();

    // Tab goes on to the next category, past the panel's links; the Down arrow steps into them.
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
      .toContain("menu-link");
    await cakes.focus();
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
      .toContain("menu-sublink");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
      .toContain("menu-sublink");
    // Escape from inside closes the panel, back on its category, and its links leave the tab order.
    await page.keyboard.press("Escape");
    await expect(cakes).toBeFocused();
    await expect(sub).toBeHidden();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
      .toBe("menu-link");

    await menu.getByRole("link", { name: "Flowers", exact: true }).hover();
    await expect(menu.getByRole("link", { name: "Roses", exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Roses", exact: true }).click();
    await expect(page).toHaveURL(/\/subcategory\/[A-Za-z0-9_-]+$/, NAVIGATION);
  });

  test("keyboard arrows and Enter choose a suggestion", async ({ page }) => {
    await searchBox(page).fill("rose");
    await expect(page.getByRole("option").first()).toBeVisible(NAVIGATION);
    await searchBox(page).press("ArrowDown");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await searchBox(page).press("Escape");
    await expect(page.getByRole("option").first()).toBeHidden();
    await searchBox(page).press("ArrowDown");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/products\/[A-Za-z0-9_-]+$/, NAVIGATION);
  });
});

test.describe("the footer", () => {
  test.beforeEach(async ({ page }) => {
    await openHome(page);
  });

  test("lists the five service promises and the policy pages", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    for (const promise of [
      "Free Shipping",
      "Orders over ₹100",
      "30 Days Returns",
      "For an exchange",
      "Secured Payment",
      "Special Gifts",
      "On your first order",
      "Support 24/7",
    ]) {
      await expect(footer.getByText(promise, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
      "href",
      "/refund-policy",
    );
    await expect(footer.getByRole("link", { name: "Bulk Orders" })).toHaveAttribute(
      "href",
      "/bulk-orders",
    );
    await expect(footer.getByText(/© \d{4} Uphaar/)).toBeVisible();
    expect(await headerAndFooterViolations(page)).toEqual([]);
  });

  test("the newsletter needs the agreement, then subscribes with a toast", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    const agreement = footer.getByRole("checkbox", { name: /I agree/ });
    const email = footer.getByRole("textbox", { name: "Email address" });
    await expect(agreement).toBeChecked();

    const address = `header-e2e-${Date.now()}@example.in`;
    await email.fill(address);
    await agreement.uncheck();
    await footer.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(footer.getByRole("alert")).toHaveText(/agree/i);
    await expect(page.getByText("Thanks for subscribing!")).toBeHidden();
    await expect(email).toHaveValue(address);

    await agreement.check();
    await footer.getByRole("button", { name: "SUBSCRIBE" }).click();
    if (e2eBackendProfile() !== "full") {
      // A §7 backend, like the original, has no newsletter call: the shopper is told, and keeps what they typed.
      await expect(page.getByText("Newsletter sign-up is not available right now.")).toBeVisible();
      await expect(email).toHaveValue(address);
      return;
    }
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(email).toHaveValue("");
  });
});
