// `npm run bench`: builds if needed, starts the production storefront and the reference backend
// on a fresh data folder and their own ports, measures issue 6's four groups (Lighthouse, JS
// shipped, throughput, scale), prints the targets and writes bench/results.json, RESULTS.md and
// QUERY-PLANS.md, then the edge group (nginx's page cache in front of the storefront, issue 21).
// `npm run bench:smoke` (--quick): one page, a few seconds of load, no Lighthouse, no scale,
// results under .data/bench-smoke; it fails when a page does not answer.
//
//   node bench/run.mjs [--build] [--quick] [--skip-lighthouse] [--skip-js] [--skip-load]
//                      [--skip-edge] [--edge-connections 200] [--skip-inp]
//                      [--skip-scale] [--runs 3] [--duration 20] [--connections 50 (10 quick)]
//                      [--rounds 4 (1 quick): slices of each page's load, beside the baseline's]
//                      [--products 100000] [--port 3500] [--backend-port 4500]
//                      [--out bench] [--note "text for RESULTS.md"]
//   node bench/run.mjs --from bench/results.json   (re-renders RESULTS.md from earlier figures)
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as prettier from "prettier";
import { coldLoads, chromiumPath, measurePageJs, vitalsBeaconCost } from "./lib/js-weight.mjs";
import { startBareNext } from "./lib/baseline.mjs";
import { measureInteractions } from "./lib/inp.mjs";
import { lighthousePages } from "./lib/lighthouse.mjs";
import { ClusterUnavailable, FROM_CACHE, measureEdge, startEdge } from "./lib/edge.mjs";
import { autocannonRun, combineSlices, loadBeside } from "./lib/load.mjs";
import { evaluateTargets, label, markdown, plansMarkdown, terminalTable } from "./lib/report.mjs";
import {
  createDatabase,
  dropDatabase,
  explainAll,
  filterVariants,
  postgresAnswers,
  seedDatabase,
  statementsOf,
} from "./lib/scale.mjs";
import { build, buildReason, startBackend, startStorefront, stopProcess } from "./lib/shop.mjs";
import {
  CONTRACT_BACKEND_ENV,
  CONTRACT_STOREFRONT_ENV,
  contractFilterPages,
  pairedLatency,
  sameProducts,
} from "./lib/contract.mjs";
import {
  getJson,
  kb,
  round,
  rssSampler,
  sampleLatency,
  sleep,
  timedGet,
  treeRssMB,
} from "./lib/util.mjs";

const { values: args } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-js": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    "skip-scale": { type: "boolean", default: false },
    "skip-edge": { type: "boolean", default: false },
    "skip-inp": { type: "boolean", default: false },
    "edge-connections": { type: "string", default: "200" },
    "fresh-images": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    duration: { type: "string" },
    connections: { type: "string" },
    rounds: { type: "string" },
    products: { type: "string", default: "100000" },
    port: { type: "string", default: "3500" },
    "backend-port": { type: "string", default: "4500" },
    out: { type: "string" },
    from: { type: "string" },
    note: { type: "string" },
  },
});

const quick = args.quick;
const port = Number(args.port);
const backendPort = Number(args["backend-port"]);
const duration = Number(args.duration ?? (quick ? 3 : 20));
// The smoke run checks that every part works, not speed: fewer connections, so a slow page
// still answers within its 3 s.
const connections = Number(args.connections ?? (quick ? 10 : 50));
const runs = Number(args.runs);
// Each page's load time is cut into this many slices, each beside a slice of the baseline.
const rounds = Number(args.rounds ?? (quick ? 1 : 4));
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds must be a whole number of at least 1, not "${args.rounds}"`);
  process.exit(2);
}
const sliceS = Math.max(1, Math.round(duration / rounds));
// The edge group's latency under many shoppers at once (issue 21).
const edgeConnections = Number(args["edge-connections"]);
/** The throughput baseline: a page prerendered at build time, as static as a page gets. */
const BASELINE = "/privacy-policy";
const productCount = Number(args.products);
const outDir = args.out ?? (quick ? ".data/bench-smoke" : "bench");
const dataDir = path.resolve(".data/bench");
const scaleDataDir = path.resolve(".data/bench-scale");
// Generated product pictures are deterministic (content-addressed names): kept between runs
// so a fresh database does not redraw them; --fresh-images draws them again.
const imageCache = path.resolve(".data/bench-images");
const logDir = path.resolve(".data/bench-logs");

const started = Date.now();
const log = (line) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const servers = [];
const results = { meta: {}, skipped: {}, errors: {} };

async function stopAll() {
  while (servers.length) await stopProcess(servers.pop());
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers`);
    stopAll().finally(() => process.exit(130));
  });
}

/** Hard-links (or copies) every file under `from` into `to` that `to` lacks. */
function mirror(from, to) {
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
    count += 1;
  }
  return count;
}

function freshDataDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  if (!args["fresh-images"]) mirror(imageCache, path.join(dir, "uploads"));
}

function meta() {
  const version = (pkg) => {
    try {
      return JSON.parse(fs.readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version;
    } catch {
      return null;
    }
  };
  const sh = (command) => {
    try {
      return execSync(command, { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  const dirty = sh("git status --porcelain");
  return {
    date: new Date().toISOString(),
    nproc: Number(sh("nproc")) || os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown CPU",
    memGB: Math.round(os.totalmem() / 2 ** 30),
    loadStart: os.loadavg().map((l) => round(l, 2)),
    node: process.version,
    next: version("next"),
    lighthouse: version("lighthouse"),
    autocannon: version("autocannon"),
    chromium: chromiumPath() ? sh(`${chromiumPath()} --version`) : null,
    commit: `${sh("git rev-parse --short HEAD") ?? "unknown"}${dirty ? " (with uncommitted changes)" : ""}`,
    flags: process.argv
      .slice(2)
      .filter((arg, i, all) => arg !== "--note" && all[i - 1] !== "--note")
      .join(" "),
    note: args.note ?? null,
  };
}

/** Whether the build prerendered `route` (a static page) rather than rendering it per request. */
function prerendered(route) {
  try {
    const manifest = JSON.parse(fs.readFileSync(".next/prerender-manifest.json", "utf8"));
    return route in (manifest.routes ?? {});
  } catch {
    return null;
  }
}

/** Builds the storefront for a backend and port unless the current build was made for them. */
function buildFor({ backendUrl, port: storePort, dataDir: dir }, force) {
  const target = { backendUrl, siteUrl: `http://127.0.0.1:${storePort}`, dataDir: dir };
  const reason = buildReason(force, target);
  if (!reason) return;
  log(`building (${reason}) …`);
  const seconds = build(target);
  results.meta.buildS = (results.meta.buildS ?? 0) + seconds;
}

/** Runs one group, recording its failure instead of losing the other groups' figures. */
async function group(name, fn) {
  try {
    await fn();
  } catch (error) {
    results.errors[name] = error instanceof Error ? error.message : String(error);
    log(`${name} failed: ${results.errors[name]}`);
  }
}

/**
 * Load on every page, each beside the baseline (`loadBeside`): `rounds` pairs of slices of
 * `duration / rounds` seconds, the order alternating, so that the shared machine's drift (another
 * tenant's build, a busy minute) falls on both sides of a ratio alike. One 20 s run per page,
 * one after the other, put the baseline up to a minute away from the page it was compared
 * with, and the ratios moved by a third between runs of the same build (docs/performance.md).
 * Returns the baseline's row (all its slices), then each page's.
 */
async function loadRuns(base, baselinePath, pagePaths) {
  const baselineUrl = `${base}${baselinePath}`;
  const warm = (url) => autocannonRun(url, { connections: 10, duration: quick ? 1 : 2 });
  const probe = async (url) => {
    const { headers } = await timedGet(url);
    return {
      cacheHeader: headers["x-nextjs-cache"] ?? null,
      cacheControl: headers["cache-control"] ?? null,
    };
  };
  await warm(baselineUrl);
  const baselineProbe = await probe(baselineUrl);
  const baselineSlices = [];
  const pages = [];
  for (const pagePath of pagePaths) {
    const url = `${base}${pagePath}`;
    await warm(url);
    const pageProbe = await probe(url);
    const { page, baselineSlices: beside } = await loadBeside({
      rounds,
      measure: (side) =>
        autocannonRun(side === "page" ? url : baselineUrl, { connections, duration: sliceS }),
    });
    baselineSlices.push(...beside);
    pages.push({ path: pagePath, ...page, ...pageProbe });
    const [low, high] = page.ratioRange;
    log(
      `load ${pagePath}: ${page.reqPerSec} req/s (${page.ratioToBaseline} of the baseline beside ` +
        `it, ${low}–${high} over ${rounds} rounds of ${sliceS} s), p50 ${page.p50Ms} ms, ` +
        `p99 ${page.p99Ms} ms, ${page.errors} errors`,
    );
  }
  const baseline = {
    path: baselinePath,
    ...combineSlices(baselineSlices),
    ratioToBaseline: 1,
    p99RatioToBaseline: 1,
    ...baselineProbe,
  };
  log(
    `load ${baselinePath} (baseline, all its slices): ${baseline.reqPerSec} req/s, p99 ${baseline.p99Ms} ms`,
  );
  return [baseline, ...pages];
}

/**
 * Runs `measure` with the bare Next page (bench/lib/baseline.mjs) served beside the shop, stopped
 * after: each group's same-run baseline.
 * @template T
 * @param {(url: string) => Promise<T>} measure
 * @returns {Promise<T>}
 */
async function withBareNext(measure) {
  const bare = await startBareNext({ port: port + 2, logFile: path.join(logDir, "bare-next.log") });
  try {
    return await measure(bare.url);
  } finally {
    await bare.stop();
  }
}

async function measureSmall() {
  freshDataDir(dataDir);
  log(`starting the backend on ${backendPort} (fresh PGlite in ${dataDir}) …`);
  const backend = await startBackend({
    port: backendPort,
    dataDir,
    logFile: path.join(logDir, "backend.log"),
  });
  servers.push(backend.child);
  mirror(path.join(dataDir, "uploads"), imageCache);
  buildFor({ backendUrl: backend.url, port, dataDir }, args.build);
  log(`starting the storefront on ${port} …`);
  const store = await startStorefront({
    port,
    backendUrl: backend.url,
    dataDir,
    logFile: path.join(logDir, "storefront.log"),
  });
  servers.push(store.child);
  const wholeRun = rssSampler(store.child.pid);

  const first = await getJson(`${backend.url}/api/product/filter?limit=1`);
  const productId = first.data?.[0]?._id;
  if (!productId) throw new Error("the backend's /api/product/filter returned no product");
  const productPath = `/products/${productId}`;
  const pages = quick ? ["/"] : ["/", "/productlist", productPath, "/search-results?query=cake"];

  // Warm every page (the catalogue reads fill the Data Cache) and check each answers 200.
  results.pageSizes = {};
  for (const pagePath of [...pages, "/privacy-policy", "/productlist", "/api/search?q=cake"]) {
    let response;
    for (let i = 0; i < 3; i++) response = await timedGet(`${store.url}${pagePath}`);
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    results.pageSizes[pagePath] = { htmlKB: kb(response.bytes), gzipKB: kb(response.wireBytes) };
  }
  log(`storefront up; product page ${productPath}`);

  if (args["skip-js"]) results.skipped.js = "--skip-js";
  else {
    await group("js", async () => {
      const measured = [];
      for (const pagePath of pages) measured.push(await measurePageJs(store.url, pagePath));
      results.js = { pages: measured };
      log(`JS: ${measured.map((p) => `${label(p.path)} ${p.jsGzipKB} kB`).join(", ")}`);
      // The framework's own scripts in the same run: the bare Next page with one client
      // button, so the shop's share of every page reads as a difference (docs/performance.md,
      // "Where the first-load JS is").
      results.js.baseline = await withBareNext((url) => measurePageJs(url, "/button"));
      log(`JS: bare Next page with one client button ${results.js.baseline.jsGzipKB} kB`);
      results.js.coldLoad = await coldLoads(store.url, pages);
      if (results.js.coldLoad.skipped) log(`cold load skipped: ${results.js.coldLoad.skipped}`);
      else {
        const cold = Object.entries(results.js.coldLoad.pages);
        log(`cold load: ${cold.map(([p, c]) => `${label(p)} ${c.transferKB} kB`).join(", ")}`);
      }
      // Two more Chromium loads, each held past idle: not worth the smoke run's seconds.
      results.js.vitalsBeacon = quick ? { skipped: "--quick" } : await vitalsBeaconCost(store.url);
      if (!results.js.vitalsBeacon.skipped) {
        log(`vitals beacon: +${results.js.vitalsBeacon.sampledExtraKB} kB after idle when sampled`);
      }
    });
  }

  if (quick) results.skipped.lighthouse = "--quick";
  else if (args["skip-lighthouse"]) results.skipped.lighthouse = "--skip-lighthouse";
  else {
    await group("lighthouse", async () => {
      results.lighthouse = await lighthousePages(store.url, pages, {
        runs,
        reportDir: path.join(logDir, "lighthouse"),
        log,
      });
      if (results.lighthouse.skipped) results.skipped.lighthouse = results.lighthouse.skipped;
      else {
        // The same runs on a bare Next page, so the shop's figures have a same-run baseline.
        const measured = await withBareNext((url) =>
          lighthousePages(url, ["/"], {
            runs,
            reportDir: path.join(logDir, "lighthouse", "bare-next"),
            log: (line) => log(line.replace("lighthouse /", "lighthouse bare Next page /")),
          }),
        );
        results.lighthouse.baseline = measured.pages?.["/"] ?? null;
        // The same pages with the throttling applied to the browser instead of simulated:
        // the evidence for (or against) the simulated LCP (docs/performance.md).
        const applied = await lighthousePages(store.url, pages, {
          runs,
          throttling: "devtools",
          reportDir: path.join(logDir, "lighthouse", "applied"),
          log: (line) => log(line.replace("lighthouse ", "lighthouse (applied throttling) ")),
        });
        results.lighthouse.applied = applied.pages ?? null;
      }
    });
  }

  if (quick) results.skipped.inp = "--quick";
  else if (args["skip-inp"]) results.skipped.inp = "--skip-inp";
  else {
    await group("inp", async () => {
      // A cake with weights: the product page's every interaction, its variant choice included.
      const cakes = await getJson(`${backend.url}/api/product/filter?q=cake&limit=24`);
      const varied = cakes.data?.find((product) => (product.variants?.length ?? 0) > 1);
      results.inp = await withBareNext((bareUrl) =>
        measureInteractions({
          base: store.url,
          productPath: varied ? `/products/${varied._id}` : productPath,
          bareUrl,
          runs,
        }),
      );
      if (results.inp.skipped) results.skipped.inp = results.inp.skipped;
      else {
        const steps = Object.entries(results.inp.steps);
        log(
          `INP (CPU ${results.inp.cpuSlowdown}× slower): ${steps.map(([name, s]) => `${name} ${s.ms} ms`).join(", ")}; bare Next button ${results.inp.bareButtonMs} ms`,
        );
      }
    });
  }

  if (args["skip-load"]) results.skipped.load = "--skip-load";
  else {
    await group("load", async () => {
      const targets = pages.filter((p) => !p.startsWith("/search-results"));
      // The one prerendered route: what `next start` itself serves on this machine right now.
      if (!quick) targets.push("/api/search?q=cake", "/icon.svg");
      const sampler = rssSampler(store.child.pid);
      const loadResults = await loadRuns(store.url, BASELINE, targets);
      const memory = sampler.stop();
      results.load = {
        connections,
        duration,
        rounds,
        sliceS,
        baseline: BASELINE,
        baselinePrerendered: prerendered(BASELINE),
        runs: loadResults,
        memory,
      };
      log(`storefront peak RSS under load: ${memory.peakRssMB} MB`);
    });
  }
  if (args["skip-edge"]) results.skipped.edge = "--skip-edge";
  else await group("edge", () => edgeGroup(store, pages));
  results.wholeRunMemory = wholeRun.stop();
  await stopAll();
}

/**
 * nginx's edge cache in front of this storefront (bench/lib/edge.mjs) on home and the list:
 * skipped, with the reason recorded, when nginx is missing and cannot be installed. The smoke
 * run measures home only, in 1 s slices.
 */
async function edgeGroup(store, pages) {
  let edge;
  try {
    edge = await startEdge({
      dir: path.resolve(".data/bench-edge"),
      storePort: port,
      backendPort,
      logFile: path.join(logDir, "nginx.log"),
    });
  } catch (error) {
    if (!(error instanceof ClusterUnavailable)) throw error;
    results.skipped.edge = error.message;
    log(`edge skipped: ${error.message}`);
    return;
  }
  servers.push(edge.child);
  log(`edge: ${edge.version} on ${edge.url}, its static file server on ${edge.staticUrl}`);
  try {
    results.edge = await measureEdge({
      edge,
      storeUrl: store.url,
      pages: pages.filter((pagePath) => pagePath === "/" || pagePath === "/productlist"),
      rounds,
      sliceS: quick ? 1 : sliceS,
      connections,
      highConnections: edgeConnections,
      warmS: quick ? 0 : 2,
      log,
    });
  } finally {
    servers.splice(servers.indexOf(edge.child), 1);
    await edge.stop();
  }
}

async function measureScale() {
  if (!(await postgresAnswers())) {
    results.skipped.scale = "no PostgreSQL answers at 127.0.0.1:5432 (or BENCH_PG_URL)";
    return;
  }
  const database = await createDatabase();
  log(`scale: database ${database.name}; seeding ${productCount} products …`);
  try {
    freshDataDir(scaleDataDir);
    const seedS = await seedDatabase({
      databaseUrl: database.url,
      dataDir: scaleDataDir,
      products: productCount,
      logFile: path.join(logDir, "seed.log"),
    });
    mirror(path.join(scaleDataDir, "uploads"), imageCache);
    log(`scale: seeded in ${seedS} s`);
    const queryLog = path.join(logDir, "scale-queries.jsonl");
    fs.rmSync(queryLog, { force: true });
    const backend = await startBackend({
      port: backendPort + 1,
      dataDir: scaleDataDir,
      databaseUrl: database.url,
      queryLog,
      logFile: path.join(logDir, "backend-scale.log"),
    });
    servers.push(backend.child);
    // The pages are prerendered from the backend the build sees: this one's big catalogue.
    buildFor({ backendUrl: backend.url, port: port + 1, dataDir: scaleDataDir }, true);
    const store = await startStorefront({
      port: port + 1,
      backendUrl: backend.url,
      dataDir: scaleDataDir,
      logFile: path.join(logDir, "storefront-scale.log"),
    });
    servers.push(store.child);
    const sampler = rssSampler(store.child.pid);
    const scale = {
      products: productCount,
      seedS,
      server: `PostgreSQL at ${new URL(database.url).host}`,
    };
    results.scale = scale;

    // The backend's catalogue calls, one at a time (the seed ends with VACUUM ANALYZE, as a
    // production import should). Each call's statements, as the backend logged them, are then
    // replayed under EXPLAIN ANALYZE for QUERY-PLANS.md.
    const categories = await getJson(`${backend.url}/api/getcategories`);
    const categoryId = (categories.find((c) => /cake/i.test(c.categoryname)) ?? categories[0])._id;
    const backendCalls = {
      ...Object.fromEntries(
        Object.entries(filterVariants({ categoryId })).map(([variant, qs]) => [
          variant,
          `/api/product/filter?${qs}`,
        ]),
      ),
      "suggestions q=cake": "/api/client/search?q=cake&limit=8",
      "home: productsbycategory": "/api/client/productsbycategory",
    };
    const statements = {};
    scale.firstCallMs = {};
    for (const [variant, call] of Object.entries(backendCalls)) {
      // The first call of a shape pays for a total the backend then keeps a minute.
      let first = null;
      statements[variant] = await statementsOf(queryLog, async () => {
        first = await timedGet(`${backend.url}${call}`);
      });
      scale.firstCallMs[variant] = round(first.ms, 1);
    }
    const sampled = {};
    for (const [variant, call] of Object.entries(backendCalls)) {
      sampled[variant] = await sampleLatency(`${backend.url}${call}`, { count: 30, warmup: 2 });
      log(`scale: ${variant}: p95 ${sampled[variant].p95} ms`);
    }
    scale.plans = await explainAll(database.url, statements);
    scale.homeCall = sampled["home: productsbycategory"];
    scale.backendSuggestions = sampled["suggestions q=cake"];
    delete sampled["home: productsbycategory"];
    delete sampled["suggestions q=cake"];
    scale.filter = sampled;

    // Search suggestions through the storefront, as the search box calls them.
    const words = ["cake", "rose", "mug", "chocolate", "plant", "teddy", "birthday", "hamper"];
    words.push("photo", "anniversary", "lily", "zzqx");
    // Shoppers' words: a short form, a typo, Hinglish, a phrase still being typed.
    words.push("bday", "chocolte", "gulab", "birthday%20cake%20for%20m");
    const firstCall = await timedGet(`${store.url}/api/search?q=cake`, { timeoutMs: 120_000 });
    const suggestions = await sampleLatency(
      words.map((word) => `${store.url}/api/search?q=${word}`),
      { count: 240, warmup: 1 },
    );
    scale.suggestions = { ...suggestions, words, firstCallMs: round(firstCall.ms, 0) };
    log(
      `scale: suggestions p95 ${suggestions.p95} ms, largest ${suggestions.bytesMax} bytes; ` +
        `first call ${Math.round(firstCall.ms)} ms`,
    );

    // The search pages on this storefront alone, before the contract one starts beside it: the
    // paired figures (measureContract) then tell what sharing the cores with it costs.
    scale.searchPagesAlone = {};
    for (const { name, path: pagePath } of contractFilterPages(
      categories.map((category) => category._id),
    )) {
      const alone = await sampleLatency(`${store.url}${pagePath}`, { count: 200, warmup: 2 });
      scale.searchPagesAlone[name] = alone;
      log(`scale: ${pagePath} alone: p50 ${alone.p50} ms, p95 ${alone.p95}, p99 ${alone.p99}`);
    }

    // The spec's whole-list answer, for comparison.
    const whole = await timedGet(`${backend.url}/api/client/search`, { timeoutMs: 120_000 });
    const wholeText = whole.text();
    log(`scale: /api/client/search answered ${whole.bytes} bytes in ${Math.round(whole.ms)} ms`);
    scale.clientSearch = {
      bytes: whole.bytes,
      gzipBytes: gzipSync(Buffer.from(wholeText)).length,
      ms: round(whole.ms, 0),
      items: JSON.parse(wholeText).data.length,
    };

    // Home and list under load, and whether their HTML grew with the catalogue.
    scale.pages = [];
    for (const pagePath of ["/", "/productlist"]) {
      for (let i = 0; i < 3; i++) await timedGet(`${store.url}${pagePath}`);
      const html = await timedGet(`${store.url}${pagePath}`);
      // Beside the same static page as the small catalogue's, for the proposed p99 ratio.
      const [beside, figures] = await loadRuns(store.url, BASELINE, [pagePath]);
      const small = results.pageSizes?.[pagePath]?.htmlKB ?? null;
      scale.pages.push({
        ...figures,
        baselineP99Ms: beside.p99Ms,
        htmlKB: kb(html.bytes),
        smallHtmlKB: small,
        htmlRatio: small ? round(kb(html.bytes) / small, 2) : null,
      });
    }
    scale.memory = sampler.stop();
    log(`scale: storefront peak RSS ${scale.memory.peakRssMB} MB`);

    await group("contract", () =>
      measureContract({
        databaseUrl: database.url,
        fullStore: store,
        categoryIds: categories.map((category) => category._id),
        words,
      }),
    );
  } finally {
    await stopAll();
    await dropDatabase(database.name).catch((error) =>
      log(`could not drop ${database.name}: ${error.message}`),
    );
    log(`scale: dropped ${database.name}`);
  }
}

/** The contract storefront's backend timeout after the default one proved too short. */
const LONG_BACKEND_TIMEOUT_MS = 60_000;

/**
 * Asks `/api/search?q=cake` up to `attempts` times, a second apart, until it answers results:
 * each call's status and time, and the time from the first call to the answer.
 */
async function firstSuggestion(storeUrl, attempts) {
  const started = performance.now();
  const calls = [];
  while (calls.length < attempts) {
    const call = await timedGet(`${storeUrl}/api/search?q=cake`, { timeoutMs: 120_000 });
    calls.push({ status: call.status, ms: round(call.ms, 0) });
    if (call.status === 200 && JSON.parse(call.text()).results.length > 0) {
      return { ok: true, calls, ms: round(performance.now() - started, 0) };
    }
    await sleep(1000);
  }
  return { ok: false, calls, ms: null };
}

/**
 * The same catalogue served by a second backend in contract mode (a plain §7 backend,
 * docs/contract.md, Terms; bench/lib/contract.mjs) and a storefront of the same build on it,
 * which keeps the catalogue in its own memory: suggestions as in full mode, the local catalogue's load time,
 * the per-request filter pages beside the full-mode storefront (still running), and the
 * storefront's memory with the catalogue loaded.
 */
async function measureContract({ databaseUrl, fullStore, categoryIds, words }) {
  const startContractBackend = async () => {
    const started = await startBackend({
      port: backendPort + 2,
      dataDir: scaleDataDir,
      databaseUrl,
      env: CONTRACT_BACKEND_ENV,
      logFile: path.join(logDir, "backend-contract.log"),
    });
    servers.push(started.child);
    return started;
  };
  const stopServer = async (child) => {
    servers.splice(servers.indexOf(child), 1);
    await stopProcess(child);
  };
  let backend = await startContractBackend();
  const contract = {};
  results.scale.contract = contract;

  // The whole list as this backend answers it (what the storefront reads and keeps), asked
  // with the search extension: a contract backend ignores it and answers every product.
  const whole = await timedGet(`${backend.url}/api/client/search?q=zzqx&limit=1`, {
    timeoutMs: 120_000,
  });
  const items = whole.status === 200 ? JSON.parse(whole.text()).data.length : 0;
  if (items <= 1) {
    throw new Error(
      `the contract backend answered ${whole.status} with ${items} products to ?q=zzqx&limit=1: ` +
        "it honoured the extension, so BACKEND_PROFILE=contract is not in effect",
    );
  }
  contract.clientSearch = {
    bytes: whole.bytes,
    gzipBytes: gzipSync(Buffer.from(whole.text())).length,
    ms: round(whole.ms, 0),
    items,
  };
  log(`contract: /api/client/search answered ${whole.bytes} bytes in ${Math.round(whole.ms)} ms`);

  // What one capability probe costs this backend: a §7 backend ignores `q` and `limit`, so
  // it builds its whole filter answer (the storefront hangs up after 64 kB of it).
  const probe = await timedGet(
    `${backend.url}/api/product/filter?categoryname=&minPrice=0&maxPrice=10000&discount=` +
      "&sort=newest&q=zqcapabilityprobezq&limit=1",
    { timeoutMs: 120_000 },
  );
  contract.filterProbe = { status: probe.status, bytes: probe.bytes, ms: round(probe.ms, 0) };
  log(
    `contract: a filter probe's whole answer: ${probe.bytes} bytes in ${contract.filterProbe.ms} ms`,
  );

  const storeLog = path.join(logDir, "storefront-contract.log");
  let logStart = 0;
  let store;
  let sampler;
  const startStore = async (env) => {
    logStart = fs.existsSync(storeLog) ? fs.statSync(storeLog).size : 0;
    store = await startStorefront({
      port: port + 2,
      backendUrl: backend.url,
      dataDir: scaleDataDir,
      logFile: storeLog,
      env: { ...CONTRACT_STOREFRONT_ENV, ...env },
    });
    servers.push(store.child);
    sampler = rssSampler(store.child.pid);
    contract.rssBeforeLoadMB = treeRssMB(store.child.pid);
  };
  // What the storefront logged about the backend and its catalogue since it started.
  const storeLogged = () =>
    fs
      .readFileSync(storeLog)
      .subarray(logStart)
      .toString("utf8")
      .split("\n")
      .filter((line) => /^\[(bff|backend|catalogue)\]/.test(line));

  // The first suggestion finds out what the backend honours and reads the local catalogue. A
  // call that fails (a probe or the read timed out) is asked again, as a shopper would type
  // on; the load time runs to the first answer with results. When three calls fail with the
  // storefront's default backend timeout, that is recorded and the storefront (and backend)
  // started again with a longer one, so the other figures are still measured.
  await startStore({});
  let first = await firstSuggestion(store.url, 3);
  if (!first.ok) {
    contract.defaultTimeout = { firstCalls: first.calls, storefrontLog: storeLogged() };
    log(
      `contract: no suggestion in ${first.calls.length} calls with the default backend timeout ` +
        `(${first.calls.map((call) => `${call.status} in ${call.ms} ms`).join(", ")}); ` +
        `starting the storefront again with BACKEND_TIMEOUT_MS=${LONG_BACKEND_TIMEOUT_MS}`,
    );
    sampler.stop();
    await stopServer(store.child);
    // The backend is still building the whole lists of the probes the storefront gave up
    // on (in one run its database pool ran dry): a fresh one, so the next figures start clean.
    await stopServer(backend.child);
    backend = await startContractBackend();
    contract.backendTimeoutMs = LONG_BACKEND_TIMEOUT_MS;
    await startStore({ BACKEND_TIMEOUT_MS: String(LONG_BACKEND_TIMEOUT_MS) });
    first = await firstSuggestion(store.url, 3);
  }
  contract.firstCalls = first.calls;
  if (!first.ok) {
    throw new Error(
      `contract: /api/search?q=cake found nothing in ${first.calls.length} calls ` +
        `(${first.calls.map((call) => call.status).join(", ")})`,
    );
  }
  const pid = store.child.pid;
  contract.loadMs = first.ms;
  contract.rssLoadedMB = treeRssMB(pid);
  log(
    `contract: first suggestion with results (loads the local catalogue) after ${contract.loadMs} ms ` +
      `(${first.calls.map((call) => `${call.status} in ${call.ms} ms`).join(", ")})`,
  );

  const suggestions = await sampleLatency(
    words.map((word) => `${store.url}/api/search?q=${word}`),
    { count: 240, warmup: 1 },
  );
  contract.suggestions = { ...suggestions, words, firstCallMs: contract.loadMs };
  log(`contract: suggestions p95 ${suggestions.p95} ms, largest ${suggestions.bytesMax} bytes`);

  contract.filter = {};
  for (const { name, path: pagePath } of contractFilterPages(categoryIds)) {
    const html = [];
    for (const base of [fullStore.url, store.url]) {
      const page = await timedGet(`${base}${pagePath}`, { timeoutMs: 120_000 });
      if (page.status !== 200) throw new Error(`${base}${pagePath} answered ${page.status}`);
      html.push(page.text());
    }
    // The shopper must see the same page whichever backend answers.
    const products = sameProducts(html[0], html[1]);
    const paired = await pairedLatency([
      { name: "full", url: `${fullStore.url}${pagePath}` },
      { name: "contract", url: `${store.url}${pagePath}` },
    ]);
    contract.filter[name] = { path: pagePath, products, ...paired };
    log(
      `contract: ${pagePath}: p95 ${paired.contract.p95} ms against ${paired.full.p95} ms in ` +
        `full mode (${paired.p95Ratio}×); products ${products.full} / ${products.contract}, ` +
        `${products.same ? "the same" : "NOT the same"}`,
    );
  }

  // What the storefront holds once the calls are over and the garbage of the load is gone.
  await sleep(15_000);
  contract.rssSettledMB = treeRssMB(pid);
  contract.memory = sampler.stop();
  contract.storefrontLog = storeLogged();
  log(
    `contract: storefront RSS ${contract.rssBeforeLoadMB} MB before the load, ` +
      `${contract.rssLoadedMB} MB loaded, peak ${contract.memory.peakRssMB} MB, ` +
      `settled ${contract.rssSettledMB} MB`,
  );
}

async function formatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

async function writeOutputs() {
  fs.mkdirSync(outDir, { recursive: true });
  const files = { "results.json": `${JSON.stringify(results, null, 2)}\n` };
  files["RESULTS.md"] = markdown(results);
  if (results.scale?.plans) files["QUERY-PLANS.md"] = plansMarkdown(results);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(outDir, name);
    fs.writeFileSync(file, await formatted(file, text));
  }
}

if (args.from) {
  // Re-renders the outputs (targets, RESULTS.md) from a results.json of an earlier run.
  const earlier = JSON.parse(fs.readFileSync(args.from, "utf8"));
  Object.assign(results, earlier);
  results.targets = evaluateTargets(results);
  await writeOutputs();
  console.log(`\n${terminalTable(results.targets)}`);
  process.exit(0);
}

results.meta = meta();
let exitCode = 0;
try {
  await group("storefront", measureSmall);
  await stopAll();
  if (quick) results.skipped.scale = "--quick";
  else if (args["skip-scale"]) results.skipped.scale = "--skip-scale";
  else await group("scale", measureScale);
} finally {
  await stopAll();
}

results.meta.loadEnd = os.loadavg().map((l) => round(l, 2));
results.meta.tookS = Math.round((Date.now() - started) / 1000);
results.targets = evaluateTargets(results);
await writeOutputs();
console.log(`\n${terminalTable(results.targets)}`);
for (const [name, reason] of Object.entries(results.skipped))
  console.log(`skipped ${name}: ${reason}`);
for (const [name, error] of Object.entries(results.errors)) console.log(`FAILED ${name}: ${error}`);
console.log(`wrote ${path.join(outDir, "results.json")} and RESULTS.md in ${results.meta.tookS} s`);

if (Object.keys(results.errors).length) exitCode = 1;
if (quick) {
  // The smoke run guards the harness itself: every measured call must have answered.
  const broken = (results.load?.runs ?? []).filter((run) => run.errors > 0 || run.requests === 0);
  const noJs = (results.js?.pages ?? []).some((page) => page.scripts === 0);
  // The edge's own answers (not the storefront's at many connections, a measurement): every
  // one answered, and every probe came from the cache. A missing nginx skips the group.
  const edgeBroken = (results.edge?.pages ?? []).some(
    (page) =>
      [page.edge, page.static].some((run) => run.errors > 0 || run.requests === 0) ||
      Object.keys(page.xCache).some((status) => !FROM_CACHE.includes(status)),
  );
  if (broken.length || noJs || edgeBroken || !results.load || !results.js) {
    console.log(
      "smoke: FAILED (a page errored, shipped no scripts, the edge did not answer from its " +
        "cache, or a group did not run)",
    );
    exitCode = 1;
  } else console.log("smoke: ok");
}
process.exit(exitCode);
