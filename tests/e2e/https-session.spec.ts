/**
 * The session over https (docs/security.md "Sessions"). There the session cookie is
 * `__Host-` named and Secure, and a browser ignores a `__Host-` cookie set without Secure:
 * ending the session takes the attributes it was made with. The run's own shop is plain
 * http, so this spec starts the shop again behind a TLS front (support/https-shop.ts).
 */
import { expect, test as base, type BrowserContext } from "@playwright/test";
import {
  SLOW,
  avatar,
  hydrated,
  loginButton,
  newShopper,
  signUpThroughForm,
} from "./support/account";
import { HttpsShopUnavailable, startHttpsShop, type HttpsShop } from "./support/https-shop";

const SESSION_COOKIE = "__Host-uphaar.session";

const test = base.extend<{ httpsShop: HttpsShop }>({
  // `provide` is Playwright's `use`, named so React's hook rules do not mistake it for a hook.
  httpsShop: async ({ isMobile }, provide, testInfo) => {
    // The cookie's attributes do not depend on the screen, and the second shop costs seconds
    // of a shared CPU: desktop only.
    testInfo.skip(isMobile, "the session cookie is the same on every screen");
    let shop: HttpsShop;
    try {
      shop = await startHttpsShop({ logFile: testInfo.outputPath("https-storefront.log") });
    } catch (error) {
      if (!(error instanceof HttpsShopUnavailable)) throw error;
      console.log(`skipped the https session test: ${error.message}`);
      testInfo.skip(true, error.message);
      return;
    }
    await provide(shop);
    await shop.stop();
  },
  baseURL: async ({ httpsShop }, provide) => provide(httpsShop.url),
});

// The certificate is self-signed, made for this run.
test.use({ ignoreHTTPSErrors: true });
// Sign-up hashes a password on purpose slowly; the second shop starts first.
test.describe.configure({ timeout: 120_000 });

/** The session cookie and any chunk of it in `context`. */
async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter(
    (cookie) => cookie.name === SESSION_COOKIE || cookie.name.startsWith(`${SESSION_COOKIE}.`),
  );
}

test("over https, logging out ends the session: the __Host- cookie goes and /myProfile asks to log in", async ({
  page,
  context,
}, testInfo) => {
  const shopper = newShopper("https", testInfo.project.name, "Ira Sen");
  await signUpThroughForm(page, shopper);
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expect(avatar(page)).toBeVisible(SLOW);

  expect(await sessionCookies(context)).toEqual([
    expect.objectContaining({
      name: SESSION_COOKIE,
      domain: "localhost",
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    }),
  ]);
  await page.goto("/myProfile");
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible(SLOW);

  await hydrated(avatar(page));
  await avatar(page).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expect(loginButton(page)).toBeVisible(SLOW);

  expect(await sessionCookies(context), "the session cookie outlived the logout").toEqual([]);
  await page.goto("/myProfile");
  await expect(page).toHaveURL(/\/login\?next=%2FmyProfile$/, SLOW);
});
