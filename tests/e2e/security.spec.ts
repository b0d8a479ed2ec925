import { expect, test, type Page, type Response } from "@playwright/test";
import { SLOW, hydrated, newShopper, signUpThroughApi } from "./support/account";
import { productLinks } from "./support/commerce";

// The Content-Security-Policy and the other security headers (docs/security.md), checked the
// way a browser applies them: every page the shopper opens runs with no policy violation.

/** Collects the page's CSP violations (the browser fires an event for each blocked thing). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test("catalogue pages carry the cached pages' policy and run without a violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const home = await page.goto("/");
  const headers = home!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  await expect(page.getByRole("region", { name: "Cakes", exact: true })).toBeVisible(SLOW);

  const [product] = await productLinks(page, 1);
  await page.goto(product!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/productlist");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

/** The script-src of each Content-Security-Policy the answer carries (the browser enforces all). */
async function scriptSources(response: Response): Promise<string[]> {
  return (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .map(({ value }) => /(?:^|;)\s*script-src ([^;]*)/.exec(value)?.[1] ?? "");
}

/** Injects an inline handler and an inline script, as a stored XSS would; true when either ran. */
async function injectedScriptRan(page: Page): Promise<boolean> {
  await page.evaluate(async () => {
    const image = document.createElement("img");
    image.setAttribute("onerror", "window.__injected = 'handler'");
    const failed = new Promise((resolve) => image.addEventListener("error", resolve));
    image.src = "/no-such-picture.png";
    document.body.append(image);
    const script = document.createElement("script");
    script.textContent = "window.__injected = 'script'";
    document.body.append(script);
    await failed;
  });
  return page.evaluate(() => "__injected" in window);
}

// Reviews are shopper-written text on a cached page, so the policy there must allow no inline
// script but the page's own: each cached version carries their hashes (docs/security.md).
test("cached catalogue pages run only their own inline scripts, by hash", async ({
  page,
}, testInfo) => {
  test.slow(); // three pages, and a product page regenerated after a review
  const violations = await watchViolations(page);
  const [product] = await productLinks(page, 1);
  const pages = [
    { path: "/", ready: page.getByRole("region", { name: "Cakes", exact: true }) },
    { path: "/products?category=Cakes", ready: page.getByRole("heading", { level: 1 }) },
    { path: product!, ready: page.getByRole("tab", { name: "Reviews", exact: true }) },
  ];
  for (const { path, ready } of pages) {
    const response = await page.goto(path);
    const sources = await scriptSources(response!);
    // One policy names the page's scripts by hash and allows nothing else inline.
    const hashed = sources.find((source) => source.includes("'sha256-"));
    expect(hashed, `${path}: ${sources.join(" | ")}`).toBeTruthy();
    expect(hashed).not.toContain("'unsafe-inline'");
    // Hydration is the proof that the page's own inline scripts ran.
    await hydrated(ready);
    expect(await violations(), path).toEqual([]);
    expect(await injectedScriptRan(page), path).toBe(false);
    await expect
      .poll(violations)
      .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-attr /)]));
  }

  // A review makes a new version of the product page, with new data in its inline scripts:
  // its policy names the new ones, and the page still hydrates.
  const before = await scriptSources((await page.goto(product!))!);
  const comment = `Lovely, ${testInfo.project.name} ${Date.now().toString(36)}`;
  const review = await page.request.post("/api/reviews", {
    headers: { origin: new URL(page.url()).origin },
    data: { productId: product!.split("/").pop(), userName: "Asha", rating: 5, comment },
  });
  expect(review.status()).toBe(201);
  const after = await page.goto(product!);
  expect(await after!.text()).toContain(comment);
  expect(await scriptSources(after!)).not.toEqual(before);
  await hydrated(page.getByRole("tab", { name: "Reviews", exact: true }));
  expect(await violations()).toEqual([]);
});

test("a cached product list's answer names no internal path", async ({ request }) => {
  const response = await request.get("/products?category=Cakes");
  expect(response.status()).toBe(200);
  const headers = response.headersArray();
  expect(headers.map(({ name }) => name.toLowerCase())).not.toContain("x-middleware-rewrite");
  for (const { name, value } of headers) expect(value, name).not.toContain("list-view");
  // Still the cached twin, not a render per request.
  expect(response.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE|MISS/);
  expect((await request.get("/list-view/products/all")).status()).toBe(404);
});

test("the login page runs only scripts with its response's nonce", async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto("/login");
  const policy = response!.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain("'unsafe-inline' ");
  // Every script Next wrote into the page carries the nonce; a new load gets a new one. The
  // served HTML is read, not the live DOM: chunks the page loads later are inserted by its
  // nonced scripts without a nonce, which 'strict-dynamic' allows.
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(
    ([tag]) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? "",
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  const again = await page.reload();
  expect(again!.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  // Hydration is the proof that the nonced scripts ran.
  const toggle = page.getByRole("group", { name: "Login or sign up" });
  await hydrated(toggle.getByRole("button", { name: "Login", exact: true }));
  expect(await violations()).toEqual([]);
});

test("a signed-in shopper's cart page has a nonce policy and no violation", async ({
  page,
}, testInfo) => {
  await signUpThroughApi(page.request, newShopper("csp", testInfo.project.name));
  const violations = await watchViolations(page);
  const response = await page.goto("/cartlist");
  expect(response!.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(SLOW);
  expect(await violations()).toEqual([]);
});
