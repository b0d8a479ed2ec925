import { defineConfig, devices } from "@playwright/test";
import {
  e2eBackendProfile,
  e2eOriginalBackendEnv,
  e2ePaysWithRazorpay,
  e2eRazorpayEnv,
  e2eServerEnv,
} from "./scripts/lib/e2e-env.mjs";

const serverEnv = e2eServerEnv();

/**
 * On a backend that speaks only §7 (E2E_BACKEND_PROFILE=contract), and on the stand-in of the
 * shop's original backend (E2E_BACKEND_PROFILE=original), the shopper's journeys run again:
 * browsing, search, account, cart, wishlist, cash on delivery and Razorpay, and an order's
 * page sending the shopper to support to cancel (after-the-order). The specs about the
 * storefront alone (headers, XSS, static pages, the https session) do not depend on the
 * backend and run once, in the full run; these runs use the phone project only.
 */
const profile = e2eBackendProfile();
const contract = profile !== "full";
const original =
  profile === "original"
    ? e2eOriginalBackendEnv(e2eRazorpayEnv(serverEnv.SITE_URL!), serverEnv.SMTP_URL!)
    : null;
const CONTRACT_JOURNEYS = [
  "home",
  "header",
  "browse",
  "product",
  "account",
  "commerce",
  "razorpay",
  "not-found",
  "order-success",
  "after-the-order",
].map((name) => `**/${name}.spec.ts`);

// The e2e run starts its own shop (production build, reference backend on its own data
// folder and ports), so it never touches a developer's running `npm run dev`.
// E2E_BASE_URL=http://localhost:3000 runs the specs against a shop that is already up instead.
/**
 * Specs that move the e2e backend's shop clock (tests/e2e/support/shop-clock.ts): a journey
 * running beside them would see the shop's time jump, so they have a project of their own, one
 * spec at a time. Both are extension journeys (delivery promises, occasion reminders): full only.
 */
const SHOP_CLOCK_SPECS = ["**/delivery-clock.spec.ts", "**/reminders.spec.ts"];

const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  ...(contract ? { testMatch: CONTRACT_JOURNEYS } : {}),
  globalSetup: "./tests/e2e/global-setup.ts",
  // Two workers: the specs of a file run in order on one worker, and two files (or one file's
  // mobile and desktop runs) at once. On a 2-core machine this cuts the run by about a quarter:
  // a worker waiting on the server or a timer leaves the CPU to the other.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: external ?? serverEnv.SITE_URL,
    // Recording a trace of every test costs the suite 10–20% on 2 cores; a failure keeps its
    // screenshot and error context, and a retry (CI=1) records one. For a trace of one spec:
    // npx playwright test <spec> --trace on
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "mobile",
      testIgnore: SHOP_CLOCK_SPECS,
      use: { ...devices["Pixel 7"], browserName: "chromium" },
    },
    ...(contract
      ? []
      : [
          {
            name: "desktop",
            testIgnore: SHOP_CLOCK_SPECS,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
          },
          {
            // Moves the shop's clock: runs alone, after every other journey, one spec at a time.
            name: "shop-clock",
            testMatch: SHOP_CLOCK_SPECS,
            dependencies: ["mobile", "desktop"],
            workers: 1,
            use: { ...devices["Pixel 7"], browserName: "chromium" as const },
          },
        ]),
  ],
  webServer: external
    ? undefined
    : [
        // E2E_PAYMENTS=razorpay: Razorpay's API and checkout.js on this machine, up before the shop.
        ...(e2ePaysWithRazorpay()
          ? [
              {
                command: "node scripts/razorpay-standin.mjs",
                url: `${serverEnv.RAZORPAY_API_BASE}/health`,
                timeout: 30_000,
                reuseExistingServer: false,
                stdout: "pipe" as const,
                env: serverEnv,
              },
            ]
          : []),
        // The original backend's stand-in, playing the server the shop runs (tests/original-backend).
        ...(original
          ? [
              {
                command: "node tests/original-backend/cli.mjs",
                url: `${original.url}/api/getkey`,
                timeout: 30_000,
                reuseExistingServer: false,
                stdout: "pipe" as const,
                env: { ...process.env, ...original.processEnv } as Record<string, string>,
              },
            ]
          : []),
        {
          command: "node scripts/start.mjs",
          url: `${serverEnv.SITE_URL}/`,
          timeout: 300_000,
          reuseExistingServer: false,
          stdout: "pipe" as const,
          env: serverEnv,
        },
      ],
});
