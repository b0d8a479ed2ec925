// Server throughput and latency: autocannon with browser-like `Accept-Encoding: gzip`.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { median, round } from "./util.mjs";

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

/**
 * The figures of several short runs of one URL as one: requests, errors and bytes add up and
 * req/s is over their whole time. autocannon reports percentiles, not histograms, so slices
 * cannot be merged exactly: each latency percentile is the median of the slices', and the
 * worst slice's p99 is kept beside it.
 */
export function combineSlices(slices) {
  if (slices.length === 0) throw new Error("combineSlices: no slices to combine");
  const sum = (key) => slices.reduce((total, slice) => total + (slice[key] ?? 0), 0);
  const requests = sum("requests");
  const durationS = sum("durationS");
  const statuses = {};
  for (const slice of slices) {
    for (const [status, count] of Object.entries(slice.statuses ?? {})) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const bytes = slices.reduce((total, s) => total + s.bytesPerResponse * s.requests, 0);
  const mid = (key) => median(slices.map((slice) => slice[key]));
  return {
    requests,
    reqPerSec: durationS ? round(requests / durationS, 0) : 0,
    p50Ms: mid("p50Ms"),
    p90Ms: mid("p90Ms"),
    p99Ms: mid("p99Ms"),
    p99WorstSliceMs: Math.max(...slices.map((slice) => slice.p99Ms)),
    maxMs: Math.max(...slices.map((slice) => slice.maxMs)),
    errors: sum("errors"),
    connectionErrors: sum("connectionErrors"),
    timeouts: sum("timeouts"),
    non2xx: sum("non2xx"),
    statuses,
    bytesPerResponse: requests ? Math.round(bytes / requests) : 0,
    durationS,
    slices: slices.length,
  };
}

/**
 * A page against the baseline measured beside it: for each round's pair of slices, the
 * page's figure divided by the baseline's; the median over the rounds, and the range.
 */
export function pairedRatio(pairs, key) {
  const ratios = pairs
    .filter((pair) => pair.baseline[key] > 0)
    .map((pair) => pair.page[key] / pair.baseline[key]);
  if (ratios.length === 0) return { ratio: null, low: null, high: null };
  return {
    ratio: round(median(ratios), 2),
    low: round(Math.min(...ratios), 2),
    high: round(Math.max(...ratios), 2),
  };
}

/**
 * One page's load beside the baseline's: `rounds` pairs of slices, the baseline first in even
 * rounds and the page first in odd ones, so that a machine that speeds up or slows down during
 * the pair weighs on both sides alike. `measure(side)` runs one slice ("page" or "baseline")
 * and resolves its figures. Returns the page's combined figures with its ratios to the
 * baseline, and the baseline's slices (the caller combines them across pages).
 */
export async function loadBeside({ rounds, measure }) {
  if (!Number.isInteger(rounds) || rounds < 1) {
    throw new Error(`rounds must be a whole number of at least 1, not ${rounds}`);
  }
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const pair = {};
    for (const side of round % 2 === 0 ? ["baseline", "page"] : ["page", "baseline"]) {
      pair[side] = await measure(side);
    }
    pairs.push(pair);
  }
  const throughput = pairedRatio(pairs, "reqPerSec");
  const p99 = pairedRatio(pairs, "p99Ms");
  return {
    page: {
      ...combineSlices(pairs.map((pair) => pair.page)),
      ratioToBaseline: throughput.ratio,
      ratioRange: [throughput.low, throughput.high],
      p99RatioToBaseline: p99.ratio,
    },
    baselineSlices: pairs.map((pair) => pair.baseline),
  };
}

/**
 * Several sides' load in `rounds` rounds of one slice per side, the order rotating by one
 * side each round, so that a machine that speeds up or slows down weighs on every side alike
 * (with two sides, the alternation of `loadBeside`). `measure(side)` runs one slice and
 * resolves its figures. Resolves each side's slices in round order, so that slice `i` of two
 * sides was measured in the same round.
 */
export async function loadRotating({ rounds, sides, measure }) {
  if (!Number.isInteger(rounds) || rounds < 1) {
    throw new Error(`rounds must be a whole number of at least 1, not ${rounds}`);
  }
  const slices = Object.fromEntries(sides.map((side) => [side, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < sides.length; i++) {
      const side = sides[(i + round) % sides.length];
      slices[side].push(await measure(side));
    }
  }
  return slices;
}

/**
 * One side's slices against another's measured in the same rounds: the median of the
 * per-round req/s ratios with their range, and the median per-round p99 ratio.
 */
export function ratiosBeside(pageSlices, baselineSlices) {
  if (pageSlices.length !== baselineSlices.length) {
    throw new Error("ratiosBeside: the two sides must have one slice per round each");
  }
  const pairs = pageSlices.map((page, i) => ({ page, baseline: baselineSlices[i] }));
  const throughput = pairedRatio(pairs, "reqPerSec");
  return {
    ratio: throughput.ratio,
    range: [throughput.low, throughput.high],
    p99Ratio: pairedRatio(pairs, "p99Ms").ratio,
  };
}
