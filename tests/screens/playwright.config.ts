/**
 * The screenshot run (`npm run screens`, scripts/screens.mjs): one journey through the shop
 * (screens.spec.ts) on a phone 390 px wide and a desktop 1280 px wide, against the production
 * build started the way the e2e run starts it (playwright.config.ts), with the settings of
 * scripts/lib/screens-env.mjs. Both widths draw at one device pixel per CSS pixel, which keeps
 * the pictures small enough to live in the repository.
 */
import { defineConfig, devices } from "@playwright/test";
import { screensServerEnv } from "../../scripts/lib/screens-env.mjs";

const serverEnv = screensServerEnv();
// The run's inbox (tests/e2e/support/mailbox.ts), apart from an e2e run's.
process.env.E2E_MAIL_DIR = serverEnv.E2E_MAIL_DIR;

export default defineConfig({
  testDir: ".",
  testMatch: "screens.spec.ts",
  globalSetup: "../e2e/global-setup.ts",
  // One width at a time: the machine's two cores go to the shop, and the pictures are the same.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 300_000,
  reporter: [["list"]],
  outputDir: "../../test-results/screens",
  use: {
    baseURL: serverEnv.SITE_URL!,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"],
    },
  },
  projects: [
    {
      name: "390",
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
      },
    },
    {
      name: "1280",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    cwd: "../..",
    url: `${serverEnv.SITE_URL!}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    env: serverEnv,
  },
});
