import path from "node:path";

// The environment of the shop the e2e run builds and starts: its own ports, data folder and
// secrets, so it never touches a developer's running `npm run dev`. The build needs the same
// values as the server (SITE_URL is baked into prerendered pages), so both read them here.

/**
 * E2E_BACKEND_PROFILE=contract: the e2e shop's reference backend answers as a plain
 * §7 backend (docs/contract.md, Terms; BACKEND_PROFILE=contract, docs/backend-contract.md), so the
 * journeys prove the storefront on a backend without our extensions. Such a backend takes payment
 * through Razorpay only, so the shop pays through the stand-in.
 */
export const e2eBackendProfile = () => {
  const profile = process.env.E2E_BACKEND_PROFILE;
  return profile === "contract" || profile === "original" ? profile : "full";
};

/** Whether the e2e shop pays through Razorpay's code path, against the local stand-in. */
export const e2ePaysWithRazorpay = () =>
  process.env.E2E_PAYMENTS === "razorpay" || e2eBackendProfile() !== "full";

/** Where the e2e run's original stand-in answers: its API, and its picture host (the CDN). */
export function e2eOriginalBackendUrls() {
  const port = Number(process.env.E2E_ORIGINAL_PORT || 4400);
  return { url: `http://127.0.0.1:${port}`, cdnUrl: `http://127.0.0.1:${port + 1}` };
}

/**
 * E2E_BACKEND_PROFILE=original: the e2e shop fronts the stand-in of the shop's original
 * backend (tests/original-backend, docs/original-backend.md) instead of the reference backend.
 * Its API and its picture host (the CDN) are two ports on this machine; it makes its checkout
 * orders with the Razorpay stand-in under the same keys, and mails through the run's SMTP server.
 */
export function e2eOriginalBackendEnv(razorpay, smtpUrl) {
  const { url, cdnUrl } = e2eOriginalBackendUrls();
  return {
    url,
    cdnUrl,
    /** The stand-in process's own variables (tests/original-backend/cli.mjs). */
    processEnv: {
      ORIGINAL_BACKEND_PORT: new URL(url).port,
      ORIGINAL_CDN_PORT: new URL(cdnUrl).port,
      ORIGINAL_RAZORPAY_URL: razorpay.RAZORPAY_API_BASE,
      ORIGINAL_RAZORPAY_KEY_ID: razorpay.RAZORPAY_KEY_ID,
      ORIGINAL_RAZORPAY_KEY_SECRET: razorpay.RAZORPAY_KEY_SECRET,
      SMTP_URL: smtpUrl,
    },
  };
}

/**
 * E2E_PAYMENTS=razorpay: the backend's Razorpay provider and the storefront's checkout.js and
 * payment check, all against the local stand-in (scripts/razorpay-standin.mjs, which
 * playwright.config.ts starts) with test keys, instead of the local provider.
 */
export function e2eRazorpayEnv(siteUrl) {
  const base = `http://127.0.0.1:${Number(process.env.E2E_RAZORPAY_PORT || 4300)}`;
  return {
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: "rzp_test_e2eStandin01",
    RAZORPAY_KEY_SECRET: "e2e-razorpay-standin-secret-not-for-production",
    RAZORPAY_WEBHOOK_SECRET: "e2e-razorpay-standin-webhook-secret",
    RAZORPAY_API_BASE: base,
    RAZORPAY_CHECKOUT_URL: `${base}/v1/checkout.js`,
    RAZORPAY_STANDIN_PORT: new URL(base).port,
    RAZORPAY_STANDIN_ORIGINS: siteUrl,
  };
}

/** The bearer token of the e2e backend's operator calls (tests/e2e/support/operator.ts). */
export const E2E_OPERATOR_TOKEN = "e2e-operator-token-not-for-production-0123456789";

/** The e2e shop's environment variables. */
export function e2eServerEnv() {
  const port = Number(process.env.E2E_PORT || 3100);
  const backendPort = Number(process.env.E2E_BACKEND_PORT || 4100);
  // The specs that read mail start a real SMTP server (smtp-server) on this port
  // (tests/e2e/support/mailbox.ts reads the same variable).
  const smtpPort = Number(process.env.E2E_SMTP_PORT || 2525);
  const siteUrl = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    BACKEND_URL: `http://127.0.0.1:${backendPort}`,
    DATA_DIR: ".data/e2e",
    // The address the tests open, so Origin checks and next-auth URLs agree with it.
    SITE_URL: siteUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The e2e workers sign up and log in a few dozen shoppers from 127.0.0.1 within minutes:
    // 20 times the production rate limits (docs/security.md "Rate limits") keeps them all
    // in, while the limits stay on and are tested by the unit and backend suites.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE || "20",
    // `npm start` is production, which runs the local provider only when it is named: the
    // checkout specs pay through its test page.
    PAYMENT_PROVIDER: "local",
    // The storefront takes the client's address from the last X-Forwarded-For entry, as
    // behind one proxy (the backend gets TRUST_PROXY=1 from scripts/serve.mjs).
    TRUST_PROXY: "1",
    // The delivery promises and occasion reminders judge by the instant in this file while it
    // holds one, so the delivery spec can move the shop past a cut-off mid-checkout and the
    // reminders spec to the week before a birthday (backend/src/delivery/clock.ts).
    SHOP_CLOCK_FILE: e2eShopClockFile(),
    // Occasion reminders are looked for every 2 seconds instead of 15 minutes, so the reminders
    // spec reads the mail moments after it moves the shop's clock (backend/src/reminders/send.ts).
    REMINDERS_INTERVAL_SECONDS: "2",
    // A production build needs a session secret; this one exists only for the test run.
    AUTH_SECRET: "e2e-session-secret-not-for-production-0123456789",
    // The operator's HTTP calls (docs/after-the-order.md): the e2e backend's PGlite database is
    // held by its process, so a journey records a delivery over HTTP, not with the CLI.
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    // The storefront and the backend read the same variables (scripts/serve.mjs), so the
    // storefront holds the key secret too and checks each payment before placing its order.
    ...(e2ePaysWithRazorpay() ? e2eRazorpayEnv(siteUrl) : {}),
    // Its own data folder: the two profiles' runs never share a database.
    ...(e2eBackendProfile() === "contract"
      ? { BACKEND_PROFILE: "contract", DATA_DIR: ".data/e2e-contract" }
      : {}),
    ...(e2eBackendProfile() === "original" ? originalShopEnv(siteUrl, smtpPort) : {}),
  };
}

/**
 * The storefront's settings on the original backend, as README "Using an existing backend"
 * tells an operator: BACKEND_URL at the original (so no reference backend is started), its
 * picture host in IMAGE_HOSTS, and the Razorpay key secret that lets the storefront check
 * each payment the original never verifies.
 */
function originalShopEnv(siteUrl, smtpPort) {
  const original = e2eOriginalBackendEnv(e2eRazorpayEnv(siteUrl), `smtp://127.0.0.1:${smtpPort}`);
  return {
    BACKEND_URL: original.url,
    IMAGE_HOSTS: original.cdnUrl,
    DATA_DIR: ".data/e2e-original",
    ...original.processEnv,
  };
}

/** The file the e2e backend's delivery clock reads (tests/e2e/support/shop-clock.ts writes it). */
export function e2eShopClockFile() {
  return path.resolve(".data", "e2e-shop-clock");
}
