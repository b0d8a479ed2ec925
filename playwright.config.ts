import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);
const backendPort = Number(process.env.E2E_BACKEND_PORT || 4100);
// The specs that read mail start a real SMTP server (smtp-server) on this port
// (tests/e2e/support/mailbox.ts reads the same variable).
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2525);

// The e2e run starts its own shop (production build, reference backend on its own data
// folder and ports), so it never touches a developer's running `npm run dev`.
// E2E_BASE_URL=http://localhost:3000 runs the specs against a shop that is already up instead.
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
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
    { name: "mobile", use: { ...devices["Pixel 7"], browserName: "chromium" } },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: "node scripts/start.mjs",
        url: `http://127.0.0.1:${port}/`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: String(port),
          BACKEND_PORT: String(backendPort),
          BACKEND_URL: `http://127.0.0.1:${backendPort}`,
          DATA_DIR: ".data/e2e",
          // The address the tests open, so Origin checks and next-auth URLs agree with it.
          SITE_URL: `http://127.0.0.1:${port}`,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          // A production build needs a session secret; this one exists only for the test run.
          AUTH_SECRET: "e2e-session-secret-not-for-production-0123456789",
        },
      },
});
