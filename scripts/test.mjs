// `npm test`: jest (unit + backend contract on PGlite), the backend suite again on PostgreSQL
// when a server answers, and Playwright e2e in Debian's Chromium when it is installed.
// Ends with one line: `tests: N passed, N failed`. Extra arguments go to jest.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const outDir = path.resolve(".ci/out");
fs.mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const notes = [];

function runJest(label, extraArgs, extraEnv = {}) {
  const outputFile = path.join(outDir, `jest-${label}.json`);
  fs.rmSync(outputFile, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      "--experimental-vm-modules",
      "--no-warnings=ExperimentalWarning",
      "node_modules/jest/bin/jest.js",
      "--json",
      `--outputFile=${outputFile}`,
      ...extraArgs,
    ],
    { stdio: "inherit", env: { ...process.env, ...extraEnv } },
  );
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    notes.push(`jest (${label}) did not report results (exit ${result.status})`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  // A suite that fails to load has no failed tests of its own; count it so the run is red.
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === "failed" && suite.assertionResults.length === 0,
  ).length;
  totals.failed += brokenSuites;
  if (result.status !== 0 && report.numFailedTests === 0 && brokenSuites === 0) {
    totals.failed += 1;
    notes.push(`jest (${label}) exited ${result.status}`);
  }
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

function runPlaywright() {
  const outputFile = path.join(outDir, "playwright.json");
  fs.rmSync(outputFile, { force: true });
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync("node_modules/.bin/next", ["build"], { stdio: "inherit" });
    if (build.status !== 0) {
      totals.failed += 1;
      notes.push("next build failed, so the e2e tests could not run");
      return;
    }
  }
  const result = spawnSync("node_modules/.bin/playwright", ["test"], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    notes.push(`playwright did not report results (exit ${result.status})`);
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  if (result.status !== 0 && stats.unexpected === 0) {
    totals.failed += 1;
    notes.push(`playwright exited ${result.status}`);
  }
}

const jestArgs = process.argv.slice(2);
runJest("pglite", jestArgs, { TEST_DATABASE_URL: "" });

if (jestArgs.length === 0) {
  const pgUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const { hostname, port } = new URL(pgUrl);
  if (await portAnswers(hostname, Number(port || 5432))) {
    console.log(`\n— backend suite on PostgreSQL (${hostname}:${port || 5432}) —`);
    runJest("postgres", ["--selectProjects", "backend"], { TEST_DATABASE_URL: pgUrl });
  } else {
    notes.push(
      `skipped the PostgreSQL backend suite: no server answers at ${hostname}:${port || 5432}`,
    );
  }

  const chromium = chromiumPath();
  if (process.env.SKIP_E2E) {
    notes.push("skipped the e2e tests: SKIP_E2E is set");
  } else if (chromium) {
    console.log(`\n— end-to-end tests in ${chromium} —`);
    runPlaywright();
  } else {
    notes.push(
      "skipped the e2e tests: no Chromium at /usr/bin/chromium (apt-get install chromium)",
    );
  }
}

for (const note of notes) console.log(`note: ${note}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
