// Lighthouse (npm `lighthouse`, its default mobile preset: Moto G Power, simulated slow 4G and
// 4× CPU slowdown) in Debian's Chromium, one fresh browser per run, runs in sequence.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "./js-weight.mjs";
import { median, round } from "./util.mjs";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

/**
 * Lighthouse's throttling methods: "simulate" (its default: an unthrottled load, then a
 * simulation of the phone on its graph) and "devtools" (the same CPU and network limits
 * applied to the browser while it loads, and measured).
 */
function runOnce(url, outputPath, chromePath, throttling) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "node_modules/lighthouse/cli/index.js",
        url,
        "--output=json",
        `--output-path=${outputPath}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=${CHROME_FLAGS}`,
        "--quiet",
        `--throttling-method=${throttling}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => {
      if (code === 0 && fs.existsSync(outputPath)) resolve();
      else reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.trim().slice(-800)}`));
    });
  });
}

const score = (report, id) => {
  const value = report.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};
const metric = (report, id) => report.audits[id]?.numericValue ?? null;

/** The audits of a category that did not pass, so a missed score says what to fix. */
function failedAudits(report, categoryId) {
  const refs = report.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === "number" && audit.score < 1)
    .map((audit) => audit.id);
}

/** The figures of one report. */
function summarise(report) {
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    fcpMs: round(metric(report, "first-contentful-paint"), 0),
    lcpMs: round(metric(report, "largest-contentful-paint"), 0),
    tbtMs: round(metric(report, "total-blocking-time"), 0),
    cls: round(metric(report, "cumulative-layout-shift"), 3),
    speedIndexMs: round(metric(report, "speed-index"), 0),
    // The first paint of the real, unthrottled load, which the simulation starts from: a late
    // one takes every script that ran before it into the simulated LCP (docs/performance.md).
    observedFcpMs: round(
      report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
      0,
    ),
    transferKB: round(metric(report, "total-byte-weight") / 1024, 1),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    lcpElement:
      report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? null,
    failed: {
      accessibility: failedAudits(report, "accessibility"),
      bestPractices: failedAudits(report, "best-practices"),
      seo: failedAudits(report, "seo"),
    },
    warnings: report.runWarnings ?? [],
  };
}

/**
 * Runs Lighthouse `runs` times on each page and keeps the median of every figure (and each
 * run's figures, for the spread). Reports are kept under `reportDir` when given. `throttling`
 * is "simulate" (the default, as the targets are read) or "devtools" (runOnce).
 */
export async function lighthousePages(
  base,
  paths,
  { runs = 3, reportDir, log = () => {}, throttling = "simulate" } = {},
) {
  const chromePath = chromiumPath();
  if (!chromePath) return { skipped: "no Chromium (apt-get install chromium)" };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "uphaar-lh-"));
  const pages = {};
  try {
    for (const pagePath of paths) {
      const each = [];
      for (let run = 1; run <= runs; run++) {
        const file = path.join(tmp, `run-${run}.json`);
        const started = Date.now();
        await runOnce(`${base}${pagePath}`, file, chromePath, throttling);
        const report = JSON.parse(fs.readFileSync(file, "utf8"));
        const figures = summarise(report);
        each.push(figures);
        log(
          `lighthouse ${pagePath} run ${run}/${runs}: perf ${figures.performance}, ` +
            `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms (${Math.round((Date.now() - started) / 1000)} s)`,
        );
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          const name = pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
          fs.copyFileSync(file, path.join(reportDir, `${name}-${run}.json`));
        }
      }
      const numeric = Object.keys(each[0]).filter((key) => typeof each[0][key] === "number");
      const medians = Object.fromEntries(
        numeric.map((key) => [key, median(each.map((r) => r[key]))]),
      );
      // The audits that failed in the median-performance run, and every warning seen.
      const byPerf = [...each].sort((a, b) => a.performance - b.performance);
      const middle = byPerf[Math.floor(byPerf.length / 2)];
      pages[pagePath] = {
        ...medians,
        lcpElement: middle.lcpElement,
        failed: middle.failed,
        warnings: [...new Set(each.flatMap((r) => r.warnings))],
        runs: each.map((figures) => Object.fromEntries(numeric.map((key) => [key, figures[key]]))),
      };
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { runs, pages };
}
