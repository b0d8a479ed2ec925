// `npm test`: jest (unit + backend contract on PGlite), the backend suite again on PostgreSQL
// when a server answers, Playwright e2e in Debian's Chromium when it is installed, then the
// reliability suite (tests/reliability/run.mjs; SKIP_RELIABILITY=1 leaves it out), then the
// shopper's journeys again against the reference backend as a plain §7 backend
// (BACKEND_PROFILE=contract) and on the stand-in of the shop's original backend, the benchmark
// smoke run, and the cluster tests (nginx, two storefronts, two backends: tests/cluster).
// The stand-in of the shop's original backend has tests of its own (node --test).
// Ends with one line: `tests: N passed, N failed`. Extra arguments go to jest.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { e2eServerEnv } from "./lib/e2e-env.mjs";
import { portAnswers } from "./lib/processes.mjs";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const outDir = path.resolve(".ci/out");
fs.mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const notes = [];
// Whether a jest run above already ran the reliability project's tests (so the reliability
// suite does not run them a second time).
let ranReliabilityJest = false;

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
  ranReliabilityJest ||= report.testResults.some((suite) =>
    suite.name.includes(`${path.sep}tests${path.sep}reliability${path.sep}`),
  );
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

/** The e2e shop's environment for a backend profile (e2eServerEnv reads process.env). */
function e2eServerEnvFor(profile) {
  const previous = process.env.E2E_BACKEND_PROFILE;
  process.env.E2E_BACKEND_PROFILE = profile;
  try {
    return e2eServerEnv();
  } finally {
    if (previous === undefined) delete process.env.E2E_BACKEND_PROFILE;
    else process.env.E2E_BACKEND_PROFILE = previous;
  }
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

/**
 * Runs the e2e suite against the reference backend in `profile` (full, or contract: a plain
 * §7 backend), or against the original backend's stand-in (original; scripts/lib/e2e-env.mjs);
 * true when it made the e2e shop's build (the reliability suite reuses the full one).
 */
function runPlaywright(profile = "full") {
  const outputFile = path.join(
    outDir,
    profile === "full" ? "playwright.json" : `playwright-${profile}.json`,
  );
  fs.rmSync(outputFile, { force: true });
  const runEnv = { ...process.env, E2E_BACKEND_PROFILE: profile };
  let built = false;
  if (!process.env.E2E_SKIP_BUILD) {
    // Built against the e2e shop's own backend and settings, as production builds are: the
    // contract run's pages are prerendered from the contract backend, the original run's from
    // the original's stand-in (up for the build only; Playwright starts it again).
    const buildArgs =
      profile === "original"
        ? ["tests/original-backend/with-standin.mjs", process.execPath, "scripts/build.mjs"]
        : ["scripts/build.mjs"];
    const build = spawnSync(process.execPath, buildArgs, {
      stdio: "inherit",
      env: { ...runEnv, ...e2eServerEnvFor(profile) },
    });
    if (build.status !== 0) {
      totals.failed += 1;
      notes.push(`next build failed, so the e2e tests (${profile} backend) could not run`);
      return false;
    }
    built = true;
  }
  const result = spawnSync("node_modules/.bin/playwright", ["test"], {
    stdio: "inherit",
    env: { ...runEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    notes.push(`playwright (${profile} backend) did not report results (exit ${result.status})`);
    return built;
  }
  const { stats } = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  if (result.status !== 0 && stats.unexpected === 0) {
    totals.failed += 1;
    notes.push(`playwright (${profile} backend) exited ${result.status}`);
  }
  return built;
}

/**
 * Tests written for node's own runner (`node --test`): the stand-in of the shop's original
 * backend (tests/original-backend). Counted from the TAP summary it prints.
 */
function runNodeTests(label, dir) {
  // Node 20's --test takes files, not globs.
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".test.mjs"))
    .map((name) => path.join(dir, name));
  console.log(`\n— ${label} (node --test ${dir}) —`);
  const result = spawnSync(process.execPath, ["--test", "--test-reporter=tap", ...files], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(result.stdout ?? "");
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(result.stdout)?.[1]);
  const [passed, failed] = [count("pass"), count("fail")];
  if (Number.isNaN(passed) || Number.isNaN(failed)) {
    totals.failed += 1;
    notes.push(`${label} did not report results (exit ${result.status})`);
    return;
  }
  totals.passed += passed;
  totals.failed += failed;
  if (result.status !== 0 && failed === 0) {
    totals.failed += 1;
    notes.push(`${label} exited ${result.status}`);
  }
}

/**
 * `npm run test:reliability` (issue 7): load, faults, brute force and audits against the
 * production build, reusing the one just made for the e2e shop. Each scenario counts as one
 * test; its counts come from the JSON file it writes (.ci/out/reliability.json).
 */
function runReliability({ reuseBuild }) {
  if (process.env.SKIP_RELIABILITY) {
    notes.push("skipped the reliability suite: SKIP_RELIABILITY is set");
    return;
  }
  console.log("\n— reliability suite (npm run test:reliability) —");
  const outputFile = path.join(outDir, "reliability.json");
  fs.rmSync(outputFile, { force: true });
  const env = { ...process.env };
  if (reuseBuild) env.RELIABILITY_REUSE_BUILD = "1";
  if (ranReliabilityJest) env.RELIABILITY_SKIP_JEST = "1";
  const result = spawnSync(process.execPath, ["tests/reliability/run.mjs"], {
    stdio: "inherit",
    env,
  });
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    notes.push(`the reliability suite did not report results (exit ${result.status})`);
    return;
  }
  const { passed, failed } = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  totals.passed += passed;
  totals.failed += failed;
  if (result.status !== 0 && failed === 0) {
    totals.failed += 1;
    notes.push(`the reliability suite exited ${result.status}`);
  }
}

/**
 * `npm run bench:smoke`: one page through every group of the benchmark, so the harness cannot
 * rot unnoticed (issue 6). It proves the bench runs, not how fast: a failure counts as one
 * failed check; its figures go to .data/bench-smoke/, not into the test count.
 */
function runBenchSmoke() {
  if (process.env.SKIP_BENCH_SMOKE) {
    notes.push("skipped the benchmark smoke run: SKIP_BENCH_SMOKE is set");
    return;
  }
  console.log("\n— benchmark smoke run (npm run bench:smoke) —");
  const result = spawnSync(process.execPath, ["bench/run.mjs", "--quick"], { stdio: "inherit" });
  if (result.status !== 0) {
    totals.failed += 1;
    notes.push(`the benchmark smoke run failed (exit ${result.status})`);
  }
}

/**
 * `npm run test:cluster` (tests/cluster/run.mjs): nginx's edge in front of two storefronts and
 * two backends on PostgreSQL and Redis, with a storefront killed under load. Its counts come
 * from .ci/out/cluster.json; without nginx, PostgreSQL or Redis it reports a skip.
 */
function runCluster() {
  if (process.env.SKIP_CLUSTER) {
    notes.push("skipped the cluster tests: SKIP_CLUSTER is set");
    return;
  }
  console.log("\n— cluster tests (npm run test:cluster) —");
  const outputFile = path.join(outDir, "cluster.json");
  fs.rmSync(outputFile, { force: true });
  const result = spawnSync(process.execPath, ["tests/cluster/run.mjs"], { stdio: "inherit" });
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    notes.push(`the cluster tests did not report results (exit ${result.status})`);
    return;
  }
  const { passed, failed, skipped } = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  if (skipped) notes.push(`skipped the cluster tests: ${skipped}`);
  totals.passed += passed;
  totals.failed += failed;
  if (result.status !== 0 && failed === 0) {
    totals.failed += 1;
    notes.push(`the cluster tests exited ${result.status}`);
  }
}

const jestArgs = process.argv.slice(2);
runJest("pglite", jestArgs, { TEST_DATABASE_URL: "" });

if (jestArgs.length === 0) {
  runNodeTests("the original backend's stand-in", "tests/original-backend");
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
  const runE2e = !process.env.SKIP_E2E && chromium;
  let built = false;
  if (process.env.SKIP_E2E) {
    notes.push("skipped the e2e tests: SKIP_E2E is set");
  } else if (chromium) {
    console.log(`\n— end-to-end tests in ${chromium} —`);
    built = runPlaywright();
  } else {
    notes.push(
      "skipped the e2e tests: no Chromium at /usr/bin/chromium (apt-get install chromium)",
    );
  }
  // Needs no browser; before the bench smoke run, which builds for its own shop.
  runReliability({ reuseBuild: built });
  if (runE2e) {
    // The shopper's journeys again, on a backend that speaks only the core calls of
    // docs/contract.md.
    console.log(`\n— end-to-end journeys on a contract-only backend (BACKEND_PROFILE=contract) —`);
    runPlaywright("contract");
    // And on the stand-in of the shop's original backend (tests/original-backend), the server
    // the shop actually runs (docs/original-backend.md).
    console.log(`\n— end-to-end journeys on the original backend's stand-in —`);
    runPlaywright("original");
    runBenchSmoke();
  }
  // Last: it builds the storefront for its own edge address, over the builds above.
  runCluster();
}

for (const note of notes) console.log(`note: ${note}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
