// `npm run test:cluster`: starts the cluster of `npm run cluster` on ports and a database of
// its own (tests/cluster/cluster.test.mjs says what is proved), runs the tests in order against
// it, stops it, and writes .ci/out/cluster.json ({ passed, failed, skipped }) for
// scripts/test.mjs. Without nginx, PostgreSQL or Redis (and no way to install them here), the
// tests are skipped with the reason printed, never failed.
//   npm run test:cluster -- --only killed --repeat 50
// runs the tests whose name holds "killed", 50 times over on one cluster (each run is told its
// iteration: the kill scenario takes a different moment each time).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ClusterUnavailable, startCluster } from "../../scripts/lib/cluster.mjs";
import { loadDotEnv } from "../../scripts/lib/processes.mjs";
import { CLUSTER_TESTS } from "./cluster.test.mjs";

loadDotEnv();
const { values: args } = parseArgs({
  options: { only: { type: "string" }, repeat: { type: "string", default: "1" } },
});
const repeat = Number(args.repeat);
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error(`--repeat wants a whole number of runs, not ${args.repeat}`);
  process.exit(2);
}
const chosen = CLUSTER_TESTS.filter(([name]) => !args.only || name.includes(args.only));
if (chosen.length === 0) {
  console.error(`no cluster test's name holds "${args.only}"`);
  process.exit(2);
}
const outFile = path.resolve(".ci/out/cluster.json");
fs.mkdirSync(path.dirname(outFile), { recursive: true });
const report = (result) => fs.writeFileSync(outFile, JSON.stringify(result));

const databaseServer = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const databaseUrl = new URL(databaseServer);
databaseUrl.pathname = "/giftshop_cluster_test";

let cluster;
try {
  cluster = await startCluster({
    dataDir: ".data/cluster-test",
    edgePort: 8180,
    backendLbPort: 8181,
    storefrontPorts: [3201, 3202],
    backendPorts: [4201, 4202],
    databaseUrl: databaseUrl.href,
    redisUrl: process.env.CLUSTER_REDIS_URL || "redis://127.0.0.1:6379/3",
    privateRedisPort: 6391,
    fresh: true,
  });
} catch (error) {
  if (error instanceof ClusterUnavailable) {
    console.log(`skipped the cluster tests: ${error.message}`);
    report({ passed: 0, failed: 0, skipped: error.message });
    process.exit(0);
  }
  console.error(`the cluster did not start: ${error.message}`);
  report({ passed: 0, failed: 1 });
  process.exit(1);
}

// Stopped from outside (Ctrl-C, a CI timeout): the servers run in process groups of their own.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cluster.stop();
    process.exit(1);
  });
}

const results = { passed: 0, failed: 0 };
for (let iteration = 0; iteration < repeat; iteration += 1) {
  for (const [name, test] of chosen) await runOne(name, test, iteration);
}
await cluster.stop();
report(results);
console.log(`cluster tests: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);

async function runOne(name, test, iteration) {
  const started = Date.now();
  const title = repeat > 1 ? `${name} [run ${iteration + 1} of ${repeat}]` : name;
  try {
    await test(cluster, { iteration });
    results.passed += 1;
    console.log(`  ✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.failed += 1;
    console.log(`  ✗ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(
      `    ${String(error?.stack ?? error)
        .split("\n")
        .join("\n    ")}`,
    );
  }
}
