// `npm run test:cluster`: starts the cluster of `npm run cluster` on ports and a database of
// its own (tests/cluster/cluster.test.mjs says what is proved), runs the tests in order against
// it, stops it, and writes .ci/out/cluster.json ({ passed, failed, skipped }) for
// scripts/test.mjs. Without nginx, PostgreSQL or Redis (and no way to install them here), the
// tests are skipped with the reason printed, never failed.
import fs from "node:fs";
import path from "node:path";
import { ClusterUnavailable, startCluster } from "../../scripts/lib/cluster.mjs";
import { loadDotEnv } from "../../scripts/lib/processes.mjs";
import { CLUSTER_TESTS } from "./cluster.test.mjs";

loadDotEnv();
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
for (const [name, test] of CLUSTER_TESTS) {
  const started = Date.now();
  try {
    await test(cluster);
    results.passed += 1;
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.failed += 1;
    console.log(`  ✗ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(
      `    ${String(error?.stack ?? error)
        .split("\n")
        .join("\n    ")}`,
    );
  }
}
await cluster.stop();
report(results);
console.log(`cluster tests: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
