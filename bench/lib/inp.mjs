// Interaction to Next Paint on the product page (issue 35): what a shopper's taps cost before
// the page answers them, measured in Debian's Chromium on a phone's viewport with its CPU
// slowed 4× (Lighthouse's mobile preset), from the browser's own Event Timing entries.
// Beside it, in the same run, a tap on a bare Next page's one button: the framework's floor.
import { MOBILE, chromiumPath } from "./js-weight.mjs";
import { median, round } from "./util.mjs";

/** Lighthouse's mobile preset slows the CPU this much; so does this measure. */
const CPU_SLOWDOWN = 4;

/**
 * Keeps every Event Timing entry that belongs to an interaction. The browser reports none
 * shorter than 16 ms, so a step with no entry answered within 16 ms.
 */
const OBSERVE_INTERACTIONS = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactions.push({ start: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

/** Waits until React has hydrated `locator`'s element (its fiber keys are on the node). */
async function hydrated(locator) {
  for (let i = 0; i < 200; i++) {
    const ready = await locator
      .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")))
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the page did not hydrate within 20 s");
}

/**
 * Runs `act` and answers the longest interaction it caused, in ms (16 when none was reported).
 * Entries arrive after the next paint, so the step waits a little before reading them.
 */
async function step(page, act) {
  const from = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(800);
  const durations = await page.evaluate(
    (since) => window.__interactions.filter((e) => e.start >= since).map((e) => e.duration),
    from,
  );
  return durations.length > 0 ? Math.max(...durations) : 16;
}

/**
 * The product page's interactions a shopper makes first, in order: choosing a variant (when
 * the product has one), typing a PIN code, checking it, and Add to Cart (a visitor's: the
 * sign-in prompt).
 */
const PRODUCT_STEPS = [
  {
    name: "choose a variant",
    async act(page) {
      const options = page.getByRole("main").getByRole("radiogroup").first().getByRole("radio");
      if ((await options.count()) < 2) return false;
      await options.nth(1).click();
      return true;
    },
  },
  {
    name: "type a PIN code",
    async act(page) {
      const field = checkDelivery(page).getByLabel("PIN code");
      await field.fill("");
      await field.pressSequentially("411005", { delay: 60 });
      return true;
    },
  },
  {
    name: "check the PIN code",
    async act(page) {
      const section = checkDelivery(page);
      await section.getByRole("button", { name: "Check", exact: true }).click();
      await section
        .getByText("Checking delivery…")
        .waitFor({ state: "detached", timeout: 15_000 })
        .catch(() => undefined);
      return true;
    },
  },
  {
    name: "add to cart",
    async act(page) {
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Add to Cart/ })
        .first()
        .click();
      return true;
    },
  },
];

const checkDelivery = (page) =>
  page.getByRole("main").getByRole("region", { name: "Check delivery" });

/** One fresh phone-sized page with the CPU slowed and the observer installed. */
async function openPage(browser, url, ready) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(OBSERVE_INTERACTIONS);
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await hydrated(ready(page));
  // Let the idle-time work (lazy islands, prefetches) settle, as a shopper reading would.
  await page.waitForTimeout(1500);
  return { page, close: () => context.close() };
}

/**
 * INP of the product page's interactions (`productPath` should have variants) and of a tap on
 * `bare`'s button page, `runs` fresh loads each; each step's figure is the median of its runs.
 */
export async function measureInteractions({ base, productPath, bareUrl, runs = 3 }) {
  const executablePath = chromiumPath();
  if (!executablePath) return { skipped: "no Chromium (apt-get install chromium)" };
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const perStep = Object.fromEntries(PRODUCT_STEPS.map(({ name }) => [name, []]));
  const bare = [];
  try {
    for (let run = 0; run < runs; run++) {
      const product = await openPage(browser, `${base}${productPath}`, (page) =>
        checkDelivery(page).getByLabel("PIN code"),
      );
      try {
        for (const { name, act } of PRODUCT_STEPS) {
          let acted = false;
          const ms = await step(product.page, async () => {
            acted = await act(product.page);
          });
          if (acted) perStep[name].push(ms);
        }
      } finally {
        await product.close();
      }
      if (bareUrl) {
        const button = await openPage(browser, `${bareUrl}/button`, (page) =>
          page.getByRole("button"),
        );
        try {
          bare.push(await step(button.page, () => button.page.getByRole("button").click()));
        } finally {
          await button.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  const steps = Object.fromEntries(
    Object.entries(perStep)
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => [name, { ms: round(median(values), 0), runs: values }]),
  );
  const all = Object.values(steps).map((s) => s.ms);
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    productPath,
    steps,
    inpMs: all.length > 0 ? Math.max(...all) : null,
    bareButtonMs: bare.length > 0 ? round(median(bare), 0) : null,
    bareRuns: bare,
  };
}
