// The JavaScript a page ships (next build no longer prints First Load JS): every script its
// server HTML references, less the polyfill chunk modern browsers skip (nomodule), sized as
// the server sends it with `Accept-Encoding: gzip`; and the transfer of a cold load in Chromium.
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { kb, timedGet } from "./util.mjs";

const attribute = (tag, name) =>
  new RegExp(`\\s${name}(?:=("[^"]*"|'[^']*'|[^\\s>]+))?(?=[\\s/>])`, "i").exec(tag);

/** The external scripts of `html`: `{ src, nomodule }` in document order, without repeats. */
function pageScripts(html) {
  const scripts = [];
  const seen = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src")?.[1]?.replace(/^["']|["']$/g, "");
    if (!src || seen.has(src)) continue;
    seen.add(src);
    scripts.push({
      src: src.replace(/&amp;/g, "&"),
      nomodule: Boolean(attribute(tag, "nomodule")),
    });
  }
  return scripts;
}

const chunkSizes = new Map();

/** The chunk's size as served gzip, raw, and at gzip -9 (cached per URL for the run). */
async function chunkSize(url) {
  if (!chunkSizes.has(url)) {
    const response = await timedGet(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const raw = Buffer.from(response.text(), "utf8");
    chunkSizes.set(url, {
      gzip: response.wireBytes,
      raw: response.bytes,
      gzip9: gzipSync(raw, { level: 9 }).length,
      encoded: response.headers["content-encoding"] ?? "identity",
    });
  }
  return chunkSizes.get(url);
}

/** Measures one page's JavaScript: totals in kB and each chunk, biggest first. */
export async function measurePageJs(base, pagePath) {
  const page = await timedGet(`${base}${pagePath}`);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const scripts = pageScripts(page.text());
  const counted = scripts.filter((script) => !script.nomodule);
  const chunks = [];
  for (const script of counted) {
    const size = await chunkSize(new URL(script.src, base).href);
    chunks.push({ src: script.src, ...size });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  return {
    path: pagePath,
    scripts: counted.length,
    skippedNomodule: scripts.length - counted.length,
    jsGzipKB: kb(sum("gzip")),
    jsRawKB: kb(sum("raw")),
    jsGzip9KB: kb(sum("gzip9")),
    htmlGzipKB: kb(page.wireBytes),
    htmlRawKB: kb(page.bytes),
    chunks: chunks.map((chunk) => ({
      src: chunk.src,
      gzipKB: kb(chunk.gzip),
      rawKB: kb(chunk.raw),
    })),
  };
}

/** Lighthouse's mobile device (Moto G Power), so the cold load fetches what a phone would. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, "/usr/bin/chromium"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Script bytes on the wire of one cold load of `url`, counted until the page has been idle. */
async function scriptBytesAfterIdle(browser, url, random) {
  const context = await browser.newContext(MOBILE);
  // The vitals component samples with Math.random: 0 is always sampled, 0.99 never (at ≤ 99%).
  await context.addInitScript((value) => (Math.random = () => value), random);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Set();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
  // Past whenIdle's 5 s ceiling (lib/idle.ts), then until the lazy chunks have arrived.
  await page.waitForTimeout(6000);
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await context.close();
  return bytes;
}

/**
 * What the sampled Web Vitals beacon costs a shopper's browser (docs/operations.md): the
 * script bytes a sampled load of `pagePath` fetches beyond an unsampled one, once idle. The
 * first-load cost (its component in the layout chunk) is in `measurePageJs` already.
 */
export async function vitalsBeaconCost(base, pagePath = "/") {
  const executablePath = chromiumPath();
  if (!executablePath) return { skipped: "no Chromium (apt-get install chromium)" };
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  try {
    const unsampled = await scriptBytesAfterIdle(browser, `${base}${pagePath}`, 0.99);
    const sampled = await scriptBytesAfterIdle(browser, `${base}${pagePath}`, 0);
    return { path: pagePath, sampledExtraKB: kb(sampled - unsampled), afterIdle: true };
  } finally {
    await browser.close();
  }
}

/**
 * Loads each page once in a fresh headless Chromium context (empty cache, phone viewport),
 * waits for the network to settle, and adds up the bytes on the wire by resource type.
 */
export async function coldLoads(base, paths) {
  const executablePath = chromiumPath();
  if (!executablePath) return { skipped: "no Chromium (apt-get install chromium)" };
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const pages = {};
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext(MOBILE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      const types = new Map();
      const byType = {};
      let requests = 0;
      let total = 0;
      cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
      cdp.on("Network.loadingFinished", (event) => {
        const type = (types.get(event.requestId) ?? "Other").toLowerCase();
        byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
        total += event.encodedDataLength;
        requests += 1;
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: "load", timeout: 60_000 });
      await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
      await context.close();
      pages[pagePath] = {
        transferKB: kb(total),
        requests,
        byTypeKB: Object.fromEntries(
          Object.entries(byType)
            .sort((a, b) => b[1] - a[1])
            .map(([type, bytes]) => [type, kb(bytes)]),
        ),
      };
    }
  } finally {
    await browser.close();
  }
  return { pages };
}
