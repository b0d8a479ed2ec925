import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

// The static pages of docs/contract.md, Screens: Other pages and the heading a shopper sees on
// each.
const STATIC_PAGES = [
  ["/contact-us", "Contact Us"],
  ["/terms-and-conditions", "Terms and Conditions"],
  ["/privacy-policy", "Privacy Policy"],
  ["/refund-policy", "Refund Policy"],
  ["/terms-of-use", "Terms of Use"],
  ["/disclaimer", "Disclaimer"],
  ["/shipping-info", "Shipping Info"],
  ["/support-policy", "Support Policy"],
  ["/faqs", "FAQs"],
  ["/bulk-orders", "Bulk Orders"],
  ["/order-tracking", "Order Tracking"],
  ["/help-center", "Help Center"],
] as const;

for (const [path, heading] of STATIC_PAGES) {
  test(`${path} answers 200 with its heading and canonical URL`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
  });
}

test("the contact page gives working email and phone links and a way to feedback", async ({
  page,
}) => {
  await page.goto("/contact-us");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "support@uphaar.example" })).toHaveAttribute(
    "href",
    "mailto:support@uphaar.example",
  );
  await expect(main.getByRole("link", { name: "+91 80 4567 8900" })).toHaveAttribute(
    "href",
    "tel:+918045678900",
  );
  await main.getByRole("link", { name: "Give Feedback" }).first().click();
  await expect(page).toHaveURL(/\/feedback$/);
});

test("FAQ answers open and close without leaving the page", async ({ page }) => {
  await page.goto("/faqs");
  const question = page.getByText("How long does a refund take?");
  const answer = page.getByText(/We issue the refund within 5–7 business days/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});

test("Shipping Info lists the hand-delivery slots with the charges the cart uses", async ({
  page,
}) => {
  await page.goto("/shipping-info");
  const table = page.getByRole("table");
  await expect(
    table.getByRole("row", { name: /^Standard delivery 9 am – 9 pm Free$/ }),
  ).toBeVisible();
  await expect(
    table.getByRole("row", { name: /^Fixed time delivery 2-hour windows from 9 am to 9 pm ₹99$/ }),
  ).toBeVisible();
  await expect(
    table.getByRole("row", { name: /^Midnight delivery 11 pm – 11:59 pm ₹199$/ }),
  ).toBeVisible();
});

test("an unknown path shows the 404 page, whose button goes back one page", async ({ page }) => {
  await page.goto("/shipping-info");
  const response = await page.goto("/no-such-page-for-uphaar");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: /couldn.t find that page/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );

  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/shipping-info$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shipping Info" })).toBeVisible();
});

test.describe("feedback", () => {
  test("an empty submit shows each field's error; a complete one thanks and goes home", async ({
    page,
  }) => {
    await page.goto("/feedback");
    const main = page.getByRole("main");
    await expect(
      page.getByRole("heading", { level: 1, name: "Share your feedback" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Submit feedback" }).click();

    await expect(main.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "Please enter your name.",
    );
    await expect(main.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    await expect(main.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      "Please enter your message.",
    );
    await expectNoSeriousA11yViolations(page);

    await main.getByLabel("Name", { exact: true }).fill("Asha Rao");
    await main.getByLabel("Email", { exact: true }).fill("asha@example.in");
    await main
      .getByLabel("Message", { exact: true })
      .fill("The roses reached my mother on time. Thank you!");
    await page.getByRole("button", { name: "Submit feedback" }).click();

    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Feedback submitted successfully!")).toBeVisible();
    await expect(
      page.getByRole("main").getByText("Feedback submitted successfully!"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  });

  test("a failed submit says so and keeps what was typed", async ({ page }) => {
    await page.route("**/api/feedback", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: "Error submitting feedback." }),
      }),
    );
    await page.goto("/feedback");
    const main = page.getByRole("main");
    await main.getByLabel("Name", { exact: true }).fill("Asha Rao");
    await main.getByLabel("Email", { exact: true }).fill("asha@example.in");
    await main.getByLabel("Message", { exact: true }).fill("Please stock more eggless cakes.");
    await page.getByRole("button", { name: "Submit feedback" }).click();

    await expect(page.getByRole("main").getByText(/Error submitting feedback\./)).toBeVisible();
    await expect(main.getByLabel("Message", { exact: true })).toHaveValue(
      "Please stock more eggless cakes.",
    );
    await expect(page).toHaveURL(/\/feedback$/);
  });

  test("the BFF refuses a cross-site post and a bad body", async ({ request }) => {
    const foreign = await request.post("/api/feedback", {
      headers: { origin: "https://evil.example" },
      data: { name: "x", email: "x@example.in", message: "x" },
    });
    expect(foreign.status()).toBe(403);

    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3000").origin;
    const empty = await request.post("/api/feedback", {
      headers: { origin },
      data: { name: "", email: "x@example.in", message: "hello" },
    });
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({ error: "Please enter your name." });
  });

  test("the close button goes to the home page", async ({ page }) => {
    await page.goto("/feedback");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  });
});

test("order tracking asks for a valid Order ID, then says when there is no such order", async ({
  page,
}) => {
  await page.goto("/order-tracking");
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByText("Please enter a valid Order ID.")).toBeVisible();
  await expect(page.getByLabel("Order ID")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Order ID").fill("66a1f0c2b7e4d91234567890");
  await page.getByRole("button", { name: "Track order" }).click();
  // The page is rendered on the server for the new ID; a cold dev server can take a while.
  await expect(page).toHaveURL(/orderId=66a1f0c2b7e4d91234567890/, { timeout: 15_000 });
  await expect(page.getByText("Please enter a valid Order ID.")).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText("Order not found. Please check your Order ID.")).toBeVisible();
});

test("the sitemap lists products and robots.txt names it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/products\/[A-Za-z0-9_-]+<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/privacy-policy<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/bofriends<\/loc>/);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(text).toContain("Disallow: /cartlist");
});

test("a policy page has no serious accessibility problems", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the feedback page has no serious accessibility problems", async ({ page }) => {
  await page.goto("/feedback");
  await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
