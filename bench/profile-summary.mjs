// Summarises a V8 CPU profile (node --cpu-prof) by where the time went: self time per
// package or project folder, and the hottest functions. Used for docs/performance.md:
//   NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" node_modules/.bin/next start -p 3510
//   (load it, stop it with SIGTERM) then: node bench/profile-summary.mjs /tmp/prof/*.cpuprofile
import fs from "node:fs";

/** The bucket a script URL belongs to: an npm package, a project folder, or node itself. */
export function bucket(url) {
  if (!url) return "(native / idle / gc)";
  if (url.startsWith("node:")) return "node core";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    const within = /node_modules\/next\/dist\/(compiled\/[^/]+|[^/]+)/.exec(url);
    return pkg[1] === "next" && within ? `next/${within[1]}` : pkg[1];
  }
  const chunk = /\.next\/server\/(chunks\/ssr|chunks|app)\//.exec(url);
  if (chunk) return `.next/server/${chunk[1]} (app code + bundled packages)`;
  return url.replace(/^file:\/\//, "").replace(process.cwd(), ".");
}

function summarise(file, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0));
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byBucket = new Map();
  const byFunction = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    const name = callFrame.functionName || "(anonymous)";
    const isIdle = name === "(idle)" || name === "(program)" || name === "(garbage collector)";
    const b = isIdle ? name : bucket(callFrame.url);
    byBucket.set(b, (byBucket.get(b) ?? 0) + us);
    const key = `${name} ${b}:${callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log("\nself time by package / folder:");
  for (const [b, us] of [...byBucket].sort((x, y) => y[1] - x[1]).slice(0, top)) {
    console.log(`  ${pct(us)}  ${b}`);
  }
  console.log("\nhottest functions (self time):");
  for (const [f, us] of [...byFunction].sort((x, y) => y[1] - x[1]).slice(0, top)) {
    console.log(`  ${pct(us)}  ${f}`);
  }
}

for (const file of process.argv.slice(2)) summarise(file);
