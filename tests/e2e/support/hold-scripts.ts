import type { Page } from "@playwright/test";

/**
 * Holds back the page's scripts until `release` is called, so a test sees the page as the
 * browser draws it from the HTML before hydration, with scripting (and lazy loading) on.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
