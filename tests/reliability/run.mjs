// `npm run test:reliability`: issue 7's proof at production level. Runs the jest
// "reliability" project (fuzz, IDOR, CSRF), then scenarios against `next start` of the e2e
// build and the reference backend on a fresh data folder: a refused body on a kept-alive
// connection, load, the backend killed and restarted, the backend killed during place-order,
// PostgreSQL restarted, brute force across two instances sharing Redis, `npm audit`, and an
// audit of every order in the database.
// Each scenario is one test and prints its figures (docs/security.md "Reliability suite").
// Last line: `reliability: N passed, N failed`; figures also go to .ci/out/reliability.json.
//
// Settings: E2E_PORT / E2E_BACKEND_PORT (the e2e shop's ports, 3100/4100), RELIABILITY_SHOPPERS
// (100), RELIABILITY_SECONDS (60), RELIABILITY_REDIS_URL (redis://127.0.0.1:6379). Set by
// scripts/test.mjs: RELIABILITY_REUSE_BUILD=1 (it has just built for the e2e shop) and
// RELIABILITY_SKIP_JEST=1 (its own jest run already ran the reliability project).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildReason, stampBuild } from "../../bench/lib/shop.mjs";
import { e2eServerEnv } from "../../scripts/lib/e2e-env.mjs";
import { portAnswers } from "../../scripts/lib/processes.mjs";
import {
  freePort,
  killHard,
  portIsFree,
  startBackend,
  startStorefront,
  stopProcess,
} from "./lib/servers.mjs";
import { runBackendKill } from "./scenarios/backend-kill.mjs";
import { runBruteForce } from "./scenarios/brute-force.mjs";
import { runKeepAlive } from "./scenarios/keep-alive.mjs";
import { runKillDuringOrder } from "./scenarios/kill-during-order.mjs";
import { catalogueProducts, runLoad } from "./scenarios/load.mjs";
import { runNpmAudit } from "./scenarios/npm-audit.mjs";
import { runPostgresRestart } from "./scenarios/postgres-restart.mjs";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const started = Date.now();
const outDir = path.resolve(".ci/out");
const logDir = path.join(outDir, "reliability");
const DATA_DIR = ".data/reliability";
fs.rmSync(logDir, { recursive: true, force: true });
fs.mkdirSync(logDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const results = [];
const notes = [];
const children = new Set();
const shopEnv = e2eServerEnv();
const SHOPPERS = Number(process.env.RELIABILITY_SHOPPERS || 100);
const SECONDS = Number(process.env.RELIABILITY_SECONDS || 60);

function report(name, outcome, seconds) {
  const status = outcome.skipped ? "skipped" : outcome.ok ? "passed" : "failed";
  if (status === "passed") totals.passed += 1;
  if (status === "failed") totals.failed += 1;
  const mark = { passed: "✓", failed: "✗", skipped: "-" }[status];
  console.log(`\n${mark} ${name} (${seconds.toFixed(0)} s)`);
  if (outcome.skipped) {
    console.log(`  skipped: ${outcome.skipped}`);
    notes.push(`skipped ${name}: ${outcome.skipped}`);
  }
  for (const line of outcome.lines ?? []) console.log(`  ${line}`);
  results.push({ name, status, seconds: Math.round(seconds), figures: outcome.figures ?? {} });
}

/** Runs one scenario as one test: a throw is a failure with its message. */
async function scenario(name, body) {
  console.log(`\n— ${name} —`);
  const t0 = Date.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    outcome = { ok: false, lines: [`error: ${error?.stack ?? error}`] };
  }
  report(name, outcome, (Date.now() - t0) / 1000);
  return outcome;
}

/** The jest "reliability" project, counted like scripts/test.mjs counts jest. */
function runJestProject() {
  if (process.env.RELIABILITY_SKIP_JEST) {
    console.log("the jest reliability project already ran in this npm test");
    return;
  }
  const jest = [
    "--experimental-vm-modules",
    "--no-warnings=ExperimentalWarning",
    "node_modules/jest/bin/jest.js",
  ];
  const listed = spawnSync(
    process.execPath,
    [...jest, "--listTests", "--selectProjects", "reliability"],
    { encoding: "utf8" },
  );
  const files = listed.stdout.split("\n").filter((line) => /\.test\.[cm]?[jt]sx?$/.test(line));
  if (files.length === 0) {
    console.log("note: no jest project 'reliability' (or no test in it): its part is skipped");
    notes.push("skipped the jest reliability project: jest --listTests found none");
    return;
  }
  console.log(`\n— jest project "reliability" (${files.length} files) —`);
  const outputFile = path.join(outDir, "jest-reliability.json");
  fs.rmSync(outputFile, { force: true });
  const result = spawnSync(
    process.execPath,
    [...jest, "--selectProjects", "reliability", "--json", `--outputFile=${outputFile}`],
    { stdio: "inherit" },
  );
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    notes.push(`jest (reliability) did not report results (exit ${result.status})`);
    return;
  }
  const jestReport = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  const broken = jestReport.testResults.filter(
    (suite) => suite.status === "failed" && suite.assertionResults.length === 0,
  ).length;
  totals.passed += jestReport.numPassedTests;
  totals.failed += jestReport.numFailedTests + broken;
  if (result.status !== 0 && jestReport.numFailedTests === 0 && broken === 0) {
    totals.failed += 1;
    notes.push(`jest (reliability) exited ${result.status}`);
  }
  results.push({
    name: "jest reliability project",
    status: jestReport.numFailedTests + broken === 0 ? "passed" : "failed",
    figures: { passed: jestReport.numPassedTests, failed: jestReport.numFailedTests + broken },
  });
}

/** The production build for the e2e shop's address: reused when it fits, else made now. */
function ensureBuild() {
  const target = { backendUrl: shopEnv.BACKEND_URL, siteUrl: shopEnv.SITE_URL };
  if (process.env.RELIABILITY_REUSE_BUILD && fs.existsSync(".next/BUILD_ID")) {
    console.log("using the build the e2e run just made");
    return;
  }
  const reason = buildReason(false, target);
  if (!reason) {
    console.log(`using the existing build for ${target.siteUrl}`);
    return;
  }
  console.log(`building (${reason}): node scripts/build.mjs with the e2e shop's settings`);
  const build = spawnSync("nice", ["-n", "10", process.execPath, "scripts/build.mjs"], {
    stdio: "inherit",
    env: { ...process.env, ...shopEnv },
  });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
  stampBuild(target);
}

const backendEnv = (extra = {}) => ({
  DATA_DIR,
  TRUST_PROXY: "1",
  RATE_LIMIT_SCALE: shopEnv.RATE_LIMIT_SCALE,
  ...extra,
});

let backendStarts = 0;
async function bootBackend(extra) {
  backendStarts += 1;
  const logFile = path.join(logDir, `backend-${backendStarts}.log`);
  const server = await startBackend({
    port: Number(shopEnv.BACKEND_PORT),
    env: backendEnv(extra),
    logFile,
  });
  children.add(server.child);
  return server;
}

async function bootStorefront(port, extra = {}) {
  const server = await startStorefront({
    port,
    logFile: path.join(logDir, `storefront-${port}.log`),
    env: {
      BACKEND_URL: shopEnv.BACKEND_URL,
      BACKEND_PORT: shopEnv.BACKEND_PORT,
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR,
      AUTH_SECRET: shopEnv.AUTH_SECRET,
      RATE_LIMIT_SCALE: shopEnv.RATE_LIMIT_SCALE,
      ...extra,
    },
  });
  children.add(server.child);
  return server;
}

async function stopAll() {
  await Promise.all([...children].map((child) => stopProcess(child)));
  children.clear();
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // gone
      }
    }
    process.exit(1);
  });
}

async function main() {
  runJestProject();

  const port = Number(shopEnv.PORT);
  const backendPort = Number(shopEnv.BACKEND_PORT);
  for (const busy of [port, backendPort]) {
    if (!(await portIsFree(busy))) {
      throw new Error(
        `port ${busy} is in use (another e2e run?): set E2E_PORT / E2E_BACKEND_PORT to free ones`,
      );
    }
  }
  ensureBuild();

  // A fresh database every run; the seed is deterministic, so its products are the ones the
  // build prerendered. The e2e shop's pictures (same names, content-addressed) spare the seed
  // rendering them again.
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  if (fs.existsSync(".data/e2e/uploads")) {
    fs.cpSync(".data/e2e/uploads", path.join(DATA_DIR, "uploads"), { recursive: true });
  }
  console.log(`\nstarting the shop: backend :${backendPort} (${DATA_DIR}), storefront :${port}`);
  let backend = await bootBackend();
  const storefront = await bootStorefront(port);
  const base = storefront.url;
  const products = await catalogueProducts(base, shopEnv.BACKEND_URL);
  console.log(`${products.length} products linked from / and /productlist`);

  await scenario("a body over 100 kB refused on a kept-alive connection", () =>
    runKeepAlive({ base }),
  );

  const load = await scenario(`load: ${SHOPPERS} shoppers, then ${SECONDS} s of shopping`, () =>
    runLoad({
      base,
      shoppers: SHOPPERS,
      durationMs: SECONDS * 1000,
      products,
    }),
  );

  const restartBackend = async (extra) => {
    children.delete(backend.child);
    backend = await bootBackend(extra);
    return backend;
  };
  await scenario("fault: backend SIGKILLed, restarted after 5 s", async () => {
    const shopper = load.shoppers?.[0];
    if (!shopper) throw new Error("no signed-in shopper left from the load run");
    return runBackendKill({
      shopper,
      productId: products[1],
      kill: () => killHard(backend.child),
      restart: () => restartBackend(),
    });
  });

  const kill = await scenario("fault: backend SIGKILLed during place-order", () =>
    runKillDuringOrder({
      base,
      products,
      kill: () => killHard(backend.child),
      // Restarted with no grace, so the start-up reconciliation marks what the kill left.
      restart: async () => {
        const server = await restartBackend({ PAYMENT_RECONCILE_GRACE_SECONDS: "0" });
        return fs
          .readFileSync(server.logFile, "utf8")
          .split("\n")
          .filter((line) => line.includes("[payments] reconcile:"));
      },
    }),
  );

  await scenario("brute force across two storefronts sharing Redis", async () => {
    const redisUrl = process.env.RELIABILITY_REDIS_URL || "redis://127.0.0.1:6379";
    const { hostname, port: redisPort } = new URL(redisUrl);
    if (!(await portAnswers(hostname, Number(redisPort || 6379)))) {
      return { skipped: `no Redis answers at ${hostname}:${redisPort || 6379}` };
    }
    const pair = [];
    try {
      for (let i = 0; i < 2; i++) {
        pair.push(
          await bootStorefront(await freePort(), { REDIS_URL: redisUrl, RATE_LIMIT_SCALE: "1" }),
        );
      }
      return await runBruteForce({
        instances: pair.map((server) => server.url),
        outboxDir: path.join(DATA_DIR, "outbox"),
        loginLimit: 10,
        codeLimit: 10,
      });
    } finally {
      for (const server of pair) {
        await stopProcess(server.child);
        children.delete(server.child);
      }
    }
  });

  // The shop is done with: stop it so its database can be read.
  await stopAll();
  await scenario("orders in the database after every fault", () =>
    auditOrders(kill.figures, load.figures),
  );

  await scenario("fault: PostgreSQL restarted under a running backend", () =>
    runPostgresRestart({ uploadsFrom: path.join(DATA_DIR, "uploads"), logDir }),
  );

  await scenario("npm audit --omit=dev", async () => runNpmAudit());
}

/** Reads the stopped shop's database: no half order, no unmarked money without an order. */
function auditOrders(killFigures = {}, loadFigures = {}) {
  const audit = spawnSync("node_modules/.bin/tsx", ["tests/reliability/lib/db-audit.ts"], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR, DATABASE_URL: "" },
  });
  const line = audit.stdout.trim().split("\n").at(-1) ?? "";
  let figures;
  try {
    figures = JSON.parse(line);
  } catch {
    return { ok: false, lines: [`the audit printed no figures: ${audit.stderr.trim()}`] };
  }
  const problems = [];
  if (figures.ordersWithoutLines > 0)
    problems.push(`${figures.ordersWithoutLines} orders have no lines`);
  if (figures.ordersWithWrongTotal > 0)
    problems.push(`${figures.ordersWithWrongTotal} totals are not their lines' sum`);
  if (figures.takenWithoutOrderUnmarked > 0) {
    problems.push(
      `${figures.takenWithoutOrderUnmarked} payments taken with no order and not marked`,
    );
  }
  // Marked: what the kill left, and any checkout the load run saw refused after paying.
  const expected = (killFigures.markedByReconciliation ?? 0) + (loadFigures.paidWithoutOrder ?? 0);
  if (figures.needsReview !== expected) {
    problems.push(`${figures.needsReview} payments marked for review, the faults left ${expected}`);
  }
  return {
    ok: problems.length === 0,
    lines: [
      `${figures.orders} orders, ${figures.orderLines} lines; without lines: ${figures.ordersWithoutLines}; ` +
        `total ≠ lines: ${figures.ordersWithWrongTotal}; money taken without an order, unmarked: ` +
        `${figures.takenWithoutOrderUnmarked}; marked for review: ${figures.needsReview}`,
      ...problems.map((problem) => `  problem: ${problem}`),
    ],
    figures,
  };
}

try {
  await main();
} catch (error) {
  totals.failed += 1;
  console.error(`\nreliability run stopped: ${error?.stack ?? error}`);
  notes.push(`the run stopped early: ${error?.message ?? error}`);
} finally {
  await stopAll();
}

const seconds = Math.round((Date.now() - started) / 1000);
fs.writeFileSync(
  path.join(outDir, "reliability.json"),
  `${JSON.stringify({ ...totals, seconds, results, notes }, null, 2)}\n`,
);
for (const note of notes) console.log(`note: ${note}`);
console.log(
  `logs: ${path.relative(process.cwd(), logDir)}/; figures: .ci/out/reliability.json; ${seconds} s`,
);
console.log(`reliability: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
