// Server throughput and latency: autocannon with browser-like `Accept-Encoding: gzip`.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { round } from "./util.mjs";

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), "autocannon-child.mjs");

/** One autocannon run against `url`; returns req/s, p50, p99 (ms), errors and statuses. */
export function autocannonRun(url, { connections = 50, duration = 20 } = {}) {
  const options = {
    url,
    connections,
    duration,
    headers: { "accept-encoding": "gzip", accept: "text/html,application/json,*/*" },
    timeout: 10,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon ${url} exited ${code}: ${stderr}`));
      const r = JSON.parse(stdout);
      const statuses = Object.fromEntries(
        Object.entries(r.statusCodeStats ?? {}).map(([status, { count }]) => [
          status,
          Number(count),
        ]),
      );
      resolve({
        requests: r.requests.total,
        reqPerSec: round(r.requests.total / r.duration, 0),
        p50Ms: r.latency.p50,
        p90Ms: r.latency.p90,
        p99Ms: r.latency.p99,
        maxMs: r.latency.max,
        errors: r.errors + r.non2xx,
        connectionErrors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        statuses,
        bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
        durationS: r.duration,
      });
    });
  });
}
