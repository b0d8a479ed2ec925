// Small helpers shared by the bench modules: percentiles, HTTP timing, process memory.
import fs from "node:fs";
import http from "node:http";
import { gunzipSync } from "node:zlib";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `p`th percentile (0–100) of `values` by the nearest-rank method; null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of `values` (mean of the middle two for an even count); null for none. */
export function median(values) {
  const list = values.filter((v) => typeof v === "number" && Number.isFinite(v));
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 1) =>
  typeof value === "number" && Number.isFinite(value)
    ? Math.round(value * 10 ** digits) / 10 ** digits
    : null;

export const kb = (bytes) => round(bytes / 1024, 1);

// Idle sockets are dropped after 2 s, before the servers' own keep-alive timeouts (5 s).
const agent = new http.Agent({ keepAlive: true, maxSockets: 8, timeout: 2000 });

/**
 * One GET over a kept-alive connection, timed from the request to the body's last byte.
 * Returns the status, the bytes on the wire (gzip when the server compressed) and the
 * decompressed size, and the body as text.
 */
export async function timedGet(url, options = {}) {
  try {
    return await timedGetOnce(url, options);
  } catch (error) {
    // A kept-alive socket the server closed while idle fails at once: try a fresh one.
    if (error.code !== "ECONNRESET" && error.message !== "socket hang up") throw error;
    return timedGetOnce(url, { ...options, fresh: true });
  }
}

function timedGetOnce(url, { headers = {}, timeoutMs = 30_000, fresh = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      url,
      {
        agent: fresh ? false : agent,
        headers: { "accept-encoding": "gzip", ...headers },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          const wire = Buffer.concat(chunks);
          const body =
            response.headers["content-encoding"] === "gzip" ? gunzipSync(wire) : Buffer.from(wire);
          resolve({
            status: response.statusCode,
            ms,
            wireBytes: wire.length,
            bytes: body.length,
            headers: response.headers,
            text: () => body.toString("utf8"),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${url}: timed out`)));
    request.on("error", reject);
  });
}

/** GETs `url` and parses JSON; throws on a non-2xx answer. */
export async function getJson(url) {
  const response = await timedGet(url);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return JSON.parse(response.text());
}

/**
 * Times `count` sequential GETs of each URL (after `warmup` untimed ones), one connection:
 * the server time a single shopper sees, without queueing behind other load.
 */
export async function sampleLatency(urls, { count = 50, warmup = 3 } = {}) {
  const list = Array.isArray(urls) ? urls : [urls];
  for (const url of list) for (let i = 0; i < warmup; i++) await timedGet(url);
  const ms = [];
  const bytes = [];
  const wireBytes = [];
  const statuses = new Map();
  for (let i = 0; i < count; i++) {
    const url = list[i % list.length];
    const response = await timedGet(url);
    ms.push(response.ms);
    bytes.push(response.bytes);
    wireBytes.push(response.wireBytes);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return {
    count,
    p50: round(percentile(ms, 50), 2),
    p95: round(percentile(ms, 95), 2),
    p99: round(percentile(ms, 99), 2),
    max: round(Math.max(...ms), 2),
    bytesMax: Math.max(...bytes),
    bytesMean: Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length),
    wireBytesMean: Math.round(wireBytes.reduce((a, b) => a + b, 0) / wireBytes.length),
    statuses: Object.fromEntries(statuses),
  };
}

/** A field of /proc/<pid>/status in kB (VmRSS, VmHWM), or null when the process is gone. */
function procStatusKb(pid, field) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** `pid` and every process below it (read from /proc/<pid>/stat's parent field). */
function processTree(pid) {
  const parents = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // gone while we looked
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/**
 * Samples the resident memory of `pid`'s process tree every `everyMs` until stopped; the
 * peak is the larger of the sampled tree total and the kernel's high-water mark (VmHWM) of
 * each process in it.
 */
export function rssSampler(pid, everyMs = 200) {
  let peakTreeKb = 0;
  let peakHwmKb = 0;
  const sample = () => {
    let total = 0;
    for (const member of processTree(pid)) {
      total += procStatusKb(member, "VmRSS") ?? 0;
      peakHwmKb = Math.max(peakHwmKb, procStatusKb(member, "VmHWM") ?? 0);
    }
    peakTreeKb = Math.max(peakTreeKb, total);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        peakRssMB: round(Math.max(peakTreeKb, peakHwmKb) / 1024, 0),
        peakSampledTreeMB: round(peakTreeKb / 1024, 0),
        vmHwmMB: round(peakHwmKb / 1024, 0),
      };
    },
  };
}

/** The resident memory of `pid`'s process tree now, in MB (0 when it is gone). */
export function treeRssMB(pid) {
  let total = 0;
  for (const member of processTree(pid)) total += procStatusKb(member, "VmRSS") ?? 0;
  return round(total / 1024, 0);
}
