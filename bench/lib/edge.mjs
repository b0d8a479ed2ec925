// The edge group (issue 21): the repo's nginx edge cache (deploy/nginx/giftshop.conf.template,
// written by scripts/lib/cluster.mjs) in front of the bench's one storefront, measured against
// nginx serving the same page's gzip bytes as a static file (gzip_static) and against the
// storefront answering directly, in the same rounds.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { ClusterUnavailable, ensureNginx, writeNginxConfig } from "../../scripts/lib/cluster.mjs";
import { waitFor } from "../../scripts/lib/processes.mjs";
import { autocannonRun, combineSlices, loadRotating, ratiosBeside } from "./load.mjs";
import { logTail, stopProcess } from "./shop.mjs";
import { sampleLatency, sleep } from "./util.mjs";

export { ClusterUnavailable };

/**
 * X-Cache values of an answer from the edge's cache: HIT, or the stale copy it answers while
 * one request refreshes an expired page (STALE for that request, UPDATING for the others).
 */
export const FROM_CACHE = ["HIT", "STALE", "UPDATING"];

/**
 * The edge's ports, 80 above the storefront's (3580 for the default 3500): the edge, the
 * backends' balancer the template always has (pointed at the bench's backend, unused here),
 * and the static server, which writeNginxConfig puts one above the balancer.
 */
export function edgePorts(storePort) {
  return { edge: storePort + 80, backendLb: storePort + 81, static: storePort + 82 };
}

/** The static copy's file name for a page path: `/` is home.html, `/productlist` productlist.html. */
export function staticName(pagePath) {
  const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/[^a-z0-9-]+/gi, "_");
  return `${name}.html`;
}

/** Where nginx is installed, or null: never installs it. */
export function installedNginx() {
  try {
    return ensureNginx({ install: false });
  } catch (error) {
    if (error instanceof ClusterUnavailable) return null;
    throw error;
  }
}

/**
 * Starts nginx with the repo's edge in front of the storefront on `storePort` and a static
 * file server on `dir/static`, in a fresh `dir` (its cache too). Resolves { child, url,
 * staticUrl, staticRoot, version, stop }. Throws ClusterUnavailable when nginx is missing and
 * cannot be installed.
 */
export async function startEdge({ dir, storePort, backendPort, logFile }) {
  const nginx = ensureNginx();
  const ports = edgePorts(storePort);
  fs.rmSync(dir, { recursive: true, force: true });
  const staticRoot = path.join(dir, "static");
  fs.mkdirSync(staticRoot, { recursive: true });
  const conf = writeNginxConfig({
    dir,
    edgePort: ports.edge,
    backendLbPort: ports.backendLb,
    storefrontPorts: [storePort],
    backendPorts: [backendPort],
    staticRoot,
  });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  const child = spawn(nginx, ["-c", conf, "-p", dir], {
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${ports.edge}`;
  const staticUrl = `http://127.0.0.1:${ports.static}`;
  try {
    // nginx listens on every port before it answers on any: the static server is up too.
    await waitFor(`${url}/nginx-health`, { child, timeoutMs: 15_000 });
  } catch (error) {
    await stopProcess(child);
    throw new Error(
      `${error.message}\n${logTail(logFile)}\n${logTail(path.join(dir, "logs", "error.log"))}`,
    );
  }
  const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim();
  return {
    child,
    url,
    staticUrl,
    staticRoot,
    version: version.replace(/^nginx version: /, ""),
    stop: () => stopProcess(child),
  };
}

/** One GET with `Accept-Encoding: gzip` on a fresh connection: status, headers, wire bytes. */
export function rawGet(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        agent: false,
        headers: { "accept-encoding": "gzip", accept: "text/html" },
        timeout: 30_000,
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${url}: timed out`)));
    request.on("error", reject);
  });
}

/**
 * Asks the edge for `pagePath` until it answers from its cache (the first request is a MISS
 * that stores the storefront's answer), saves that gzip answer as the static server's file
 * (and its unpacked HTML beside it), and checks that the static server sends the very same
 * bytes. Throws when the edge does not cache the page or the two answers differ.
 */
export async function cacheAndCopy(edge, pagePath) {
  const seen = [];
  let answer;
  for (let attempt = 0; attempt < 5; attempt++) {
    answer = await rawGet(`${edge.url}${pagePath}`);
    seen.push(answer.headers["x-cache"] ?? "none");
    if (answer.status === 200 && answer.headers["x-cache"] === "HIT") break;
    await sleep(200);
  }
  if (answer.status !== 200 || answer.headers["x-cache"] !== "HIT") {
    throw new Error(
      `the edge did not serve ${pagePath} from its cache: status ${answer.status}, X-Cache ` +
        `${seen.join(", ")}, Cache-Control ${answer.headers["cache-control"] ?? "none"}`,
    );
  }
  if (answer.headers["content-encoding"] !== "gzip") {
    throw new Error(`the edge answered ${pagePath} without gzip, so there is no gzip file to copy`);
  }
  const file = staticName(pagePath);
  const html = gunzipSync(answer.body);
  fs.writeFileSync(path.join(edge.staticRoot, file), html);
  fs.writeFileSync(path.join(edge.staticRoot, `${file}.gz`), answer.body);
  const copy = await rawGet(`${edge.staticUrl}/${file}`);
  if (
    copy.status !== 200 ||
    copy.headers["content-encoding"] !== "gzip" ||
    !copy.body.equals(answer.body)
  ) {
    throw new Error(
      `nginx's static copy of ${pagePath} is not the edge's answer: status ${copy.status}, ` +
        `${copy.headers["content-encoding"] ?? "no"} encoding, ${copy.body.length} bytes ` +
        `against ${answer.body.length}`,
    );
  }
  return {
    staticPath: `/${file}`,
    htmlBytes: html.length,
    gzipBytes: answer.body.length,
    cacheControl: answer.headers["cache-control"] ?? null,
    firstXCache: seen,
  };
}

/**
 * The edge group on `pages`: for each page, after a copy is cached and saved and both the
 * edge and the file were timed one request at a time (`oneAtATime`), `rounds` rounds
 * of one `sliceS` slice each on the edge, the static copy and the storefront directly at
 * `connections` (the order rotating), then the edge and the storefront directly at
 * `highConnections`. The edge's X-Cache is asked before and after each of its slices (counted
 * in `xCache`), and a slice starts only once the edge answers HIT.
 */
export async function measureEdge({
  edge,
  storeUrl,
  pages,
  rounds,
  sliceS,
  connections,
  highConnections,
  warmS,
  log,
}) {
  const result = {
    nginx: edge.version,
    connections,
    highConnections,
    rounds,
    sliceS,
    pages: [],
    highLoad: [],
  };
  for (const pagePath of pages) {
    const copy = await cacheAndCopy(edge, pagePath);
    const urls = {
      edge: `${edge.url}${pagePath}`,
      static: `${edge.staticUrl}${copy.staticPath}`,
      direct: `${storeUrl}${pagePath}`,
    };
    // One request at a time on a kept-alive connection: the time an answer takes without
    // queueing, where a stall in sending it (not the work of finding it) shows alone.
    const edgeAlone = await sampleLatency(urls.edge, { count: 20, warmup: 2 });
    const staticAlone = await sampleLatency(urls.static, { count: 20, warmup: 2 });
    const oneAtATime = {
      edgeP50Ms: edgeAlone.p50,
      edgeP95Ms: edgeAlone.p95,
      staticP50Ms: staticAlone.p50,
      staticP95Ms: staticAlone.p95,
    };
    if (warmS > 0) {
      for (const url of Object.values(urls)) {
        await autocannonRun(url, { connections: 10, duration: warmS });
      }
    }
    const xCache = {};
    const cacheStatus = async () => (await rawGet(urls.edge)).headers["x-cache"] ?? "none";
    const count = (status) => (xCache[status] = (xCache[status] ?? 0) + 1);
    const measureAt = (clients) => async (side) => {
      if (side !== "edge") {
        return autocannonRun(urls[side], { connections: clients, duration: sliceS });
      }
      // The page's s-maxage may have run out since the last slice: the edge then answers
      // its stale copy while one request refreshes it. Each slice starts on a fresh copy.
      let status = await cacheStatus();
      count(status);
      for (let attempt = 0; status !== "HIT" && attempt < 5; attempt++) {
        await sleep(200);
        status = await cacheStatus();
      }
      const figures = await autocannonRun(urls.edge, { connections: clients, duration: sliceS });
      count(await cacheStatus());
      return figures;
    };

    const slices = await loadRotating({
      rounds,
      sides: ["static", "edge", "direct"],
      measure: measureAt(connections),
    });
    const toStatic = ratiosBeside(slices.edge, slices.static);
    const toDirect = ratiosBeside(slices.edge, slices.direct);
    const page = {
      path: pagePath,
      ...copy,
      edge: combineSlices(slices.edge),
      static: combineSlices(slices.static),
      direct: combineSlices(slices.direct),
      ratioToStatic: toStatic.ratio,
      ratioToStaticRange: toStatic.range,
      p99RatioToStatic: toStatic.p99Ratio,
      ratioToDirect: toDirect.ratio,
      ratioToDirectRange: toDirect.range,
      p99RatioToDirect: toDirect.p99Ratio,
      oneAtATime,
      xCache,
    };
    result.pages.push(page);
    log(
      `edge ${pagePath}: ${page.edge.reqPerSec} req/s through the edge, ${page.static.reqPerSec} ` +
        `static, ${page.direct.reqPerSec} direct; ÷ static ${toStatic.ratio} ` +
        `(${toStatic.range.join("–")}), ÷ direct ${toDirect.ratio} (${toDirect.range.join("–")}); ` +
        `edge p99 ${page.edge.p99Ms} ms, ${page.edge.errors} errors`,
    );

    const high = await loadRotating({
      rounds,
      sides: ["direct", "edge"],
      measure: measureAt(highConnections),
    });
    const highRatio = ratiosBeside(high.edge, high.direct);
    const highLoad = {
      path: pagePath,
      edge: combineSlices(high.edge),
      direct: combineSlices(high.direct),
      p99RatioToDirect: highRatio.p99Ratio,
      ratioToDirect: highRatio.ratio,
    };
    result.highLoad.push(highLoad);
    log(
      `edge ${pagePath} at ${highConnections} connections: p99 ${highLoad.edge.p99Ms} ms through ` +
        `the edge, ${highLoad.direct.p99Ms} ms direct; ${highLoad.edge.errors} / ` +
        `${highLoad.direct.errors} errors; X-Cache ${JSON.stringify(xCache)}`,
    );
  }
  return result;
}
