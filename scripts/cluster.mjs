// `npm run cluster`: the shop as it runs at scale, on this machine (docs/scale-out.md): nginx
// as edge cache and balancer, two storefronts, two reference backends, one PostgreSQL, one
// Redis. nginx (and Redis, when none answers) are installed from Debian's packages when
// missing and this runs as root; otherwise it says what to install. Ctrl-C stops everything.
//
// Settings: CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/giftshop_cluster,
// created when missing), CLUSTER_REDIS_URL (default redis://127.0.0.1:6379/2, emptied at
// start), CLUSTER_PORT (the edge, default 8080). `--fresh` starts from an empty database,
// `--build` rebuilds the storefront.
import { loadDotEnv } from "./lib/processes.mjs";
import { CLUSTER_DEFAULTS, ClusterUnavailable, startCluster } from "./lib/cluster.mjs";

loadDotEnv();
const args = new Set(process.argv.slice(2));
const edgePort = Number(process.env.CLUSTER_PORT || CLUSTER_DEFAULTS.edgePort);
let cluster;
try {
  cluster = await startCluster({
    fresh: args.has("--fresh"),
    forceBuild: args.has("--build"),
    edgePort,
    backendLbPort: edgePort + 1,
    databaseUrl: process.env.CLUSTER_DATABASE_URL || CLUSTER_DEFAULTS.databaseUrl,
    redisUrl: process.env.CLUSTER_REDIS_URL || CLUSTER_DEFAULTS.redisUrl,
  });
} catch (error) {
  console.error(`[cluster] could not start: ${error.message}`);
  process.exit(error instanceof ClusterUnavailable ? 2 : 1);
}

const rows = [
  ["edge (nginx)", cluster.siteUrl],
  ...cluster.storefronts.map((s) => [s.name, s.url]),
  ["backends' balancer", cluster.backendLbUrl],
  ...cluster.backends.map((b) => [b.name, b.url]),
  ["PostgreSQL", cluster.databaseUrl],
  ["Redis", cluster.redisUrl],
  ["logs", `${cluster.dataDir}/logs/`],
];
console.log(`\n  The shop is running at ${cluster.siteUrl}\n`);
for (const [name, where] of rows) console.log(`  ${name.padEnd(20)} ${where}`);
console.log("\n  Ctrl-C stops it.\n");

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("[cluster] stopping…");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// A server that dies is reported, not restarted: the others keep serving, as in production.
for (const server of [...cluster.storefronts, ...cluster.backends]) {
  server.child.on("exit", (code, signal) => {
    if (!stopping)
      console.error(`[cluster] ${server.name} exited (${signal ?? code}); see ${server.logFile}`);
  });
}
