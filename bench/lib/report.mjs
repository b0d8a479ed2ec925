// Turns the measured figures into the issue's targets (met / missed), a terminal table,
// results.json, RESULTS.md and QUERY-PLANS.md.
import path from "node:path";

const PAGE_LABELS = {
  "/": "home",
  "/productlist": "list",
  "/search-results?query=cake": "search results",
  "/privacy-policy": "policy (baseline)",
  "/api/search?q=cake": "search suggestions",
  "/icon.svg": "next start ceiling (prerendered /icon.svg)",
  bare: "bare Next page (baseline)",
};
export const label = (pagePath) =>
  PAGE_LABELS[pagePath] ?? (pagePath.startsWith("/products/") ? "product" : pagePath);

/** Pages whose JS and throughput targets apply (home, list, product). */
const catalogue = (pagePath) =>
  pagePath === "/" || pagePath === "/productlist" || pagePath.startsWith("/products/");

function check(targets, group, figure, value, op, limit, unit = "", atLeast = false) {
  if (value === null || value === undefined) return;
  const met = op === "≥" ? value >= limit : op === "=" ? value === limit : value <= limit;
  const shown = atLeast ? `≥ ${value}` : value;
  targets.push({ group, figure, target: `${op} ${limit}${unit}`, value: shown, unit, met });
}

/**
 * autocannon's latencies count answered requests only: when requests time out (10 s), the
 * slowest ones are missing. Past 1% (50%) timeouts, p99 (p50) is at least the timeout.
 */
function censorTimeouts(run, timeoutMs = 10_000) {
  const attempted = run.requests + (run.timeouts ?? 0);
  const share = attempted ? (run.timeouts ?? 0) / attempted : 1;
  if (share > 0.01) Object.assign(run, { p99Ms: timeoutMs, p99Censored: true });
  if (share > 0.5) Object.assign(run, { p50Ms: timeoutMs, p90Ms: timeoutMs, p50Censored: true });
  return run;
}

/** Every target of issue 6 that this run measured, with its value and met/missed. */
export function evaluateTargets(results) {
  const edgeRuns = [
    ...(results.edge?.pages ?? []).flatMap((page) => [page.edge, page.static, page.direct]),
    ...(results.edge?.highLoad ?? []).flatMap((run) => [run.edge, run.direct]),
  ];
  for (const run of [...(results.load?.runs ?? []), ...(results.scale?.pages ?? []), ...edgeRuns]) {
    censorTimeouts(run);
  }
  const targets = [];
  const lh = results.lighthouse?.pages ?? {};
  for (const [pagePath, page] of Object.entries(lh)) {
    const name = label(pagePath);
    check(targets, "Lighthouse", `${name}: Performance`, page.performance, "≥", 95);
    check(targets, "Lighthouse", `${name}: Accessibility`, page.accessibility, "=", 100);
    check(targets, "Lighthouse", `${name}: Best Practices`, page.bestPractices, "≥", 95);
    check(targets, "Lighthouse", `${name}: SEO`, page.seo, "=", 100);
    check(targets, "Lighthouse", `${name}: LCP`, page.lcpMs, "≤", 2000, " ms");
    check(targets, "Lighthouse", `${name}: TBT`, page.tbtMs, "≤", 100, " ms");
    check(targets, "Lighthouse", `${name}: CLS`, page.cls, "≤", 0.02);
  }
  // Proposed in docs/performance.md: on a machine where the bare framework alone misses the
  // absolute TBT target, what a page adds to it is the figure the shop controls.
  const bare = results.lighthouse?.baseline;
  if (bare) {
    for (const [pagePath, page] of Object.entries(lh)) {
      check(
        targets,
        "Proposed",
        `${label(pagePath)}: TBT − bare Next page (same run)`,
        page.tbtMs - bare.tbtMs,
        "≤",
        100,
        " ms",
      );
    }
  }
  // Proposed too: LCP measured with the throttling applied, which does not bill a page's
  // scripts to a paint that happened before them.
  for (const [pagePath, page] of Object.entries(results.lighthouse?.applied ?? {})) {
    check(
      targets,
      "Proposed",
      `${label(pagePath)}: LCP, throttling applied`,
      page.lcpMs,
      "≤",
      2000,
      " ms",
    );
  }
  for (const page of results.js?.pages ?? []) {
    if (catalogue(page.path)) {
      check(targets, "JS shipped", `${label(page.path)}: JS gzip`, page.jsGzipKB, "≤", 170, " kB");
      // Issue 35's tighter budget, beside issue 6's.
      check(
        targets,
        "JS shipped",
        `${label(page.path)}: JS gzip (issue 35)`,
        page.jsGzipKB,
        "≤",
        150,
        " kB",
      );
      // Proposed: what the shop adds to the framework's floor, which alone is about 132 kB of
      // the 150 above (docs/performance.md, "Where the first-load JS is").
      const bare = results.js.baseline?.jsGzipKB;
      if (typeof bare === "number") {
        check(
          targets,
          "Proposed",
          `${label(page.path)}: JS gzip − bare Next page (same run)`,
          Math.round((page.jsGzipKB - bare) * 10) / 10,
          "≤",
          30,
          " kB",
        );
      }
    }
  }
  // Issue 35: home's HTML, every card of its rails in it.
  const homeHtml = results.pageSizes?.["/"]?.htmlKB;
  if (typeof homeHtml === "number") {
    check(targets, "Page weight", "home: HTML (issue 35)", homeHtml, "≤", 250, " kB");
  }
  // Issue 35: the product page answers a shopper's taps within "good" INP (web.dev: 200 ms)
  // on a phone's CPU, and within 100 ms of a bare Next page's one button in the same run.
  const inp = results.inp;
  for (const [name, stepResult] of Object.entries(inp?.steps ?? {})) {
    check(targets, "INP", `product: ${name}`, stepResult.ms, "≤", 200, " ms");
    if (typeof inp.bareButtonMs === "number") {
      check(
        targets,
        "Proposed",
        `product: ${name} − bare Next button (same run)`,
        stepResult.ms - inp.bareButtonMs,
        "≤",
        100,
        " ms",
      );
    }
  }
  const load = results.load;
  for (const run of load?.runs ?? []) {
    if (!catalogue(run.path)) continue;
    const name = label(run.path);
    check(targets, "Throughput", `${name}: req/s ÷ baseline`, run.ratioToBaseline, "≥", 0.5);
    check(targets, "Throughput", `${name}: errors`, run.errors, "=", 0);
    check(targets, "Throughput", `${name}: p99`, run.p99Ms, "≤", 100, " ms", run.p99Censored);
  }
  // Proposed: p99 against the static page's p99 beside it, as the throughput already is.
  for (const run of load?.runs ?? []) {
    if (!catalogue(run.path) || run.p99Censored) continue;
    check(
      targets,
      "Proposed",
      `${label(run.path)}: p99 ÷ baseline p99 (same rounds)`,
      run.p99RatioToBaseline,
      "≤",
      1.5,
    );
  }
  if (load?.memory) {
    check(
      targets,
      "Memory",
      "storefront peak RSS under load",
      load.memory.peakRssMB,
      "≤",
      512,
      " MB",
    );
  }
  // Issue 21: a cached page through the edge against nginx sending its gzip bytes as a file.
  for (const page of results.edge?.pages ?? []) {
    const name = label(page.path);
    check(
      targets,
      "Edge cache",
      `${name}: req/s ÷ nginx static file`,
      page.ratioToStatic,
      "≥",
      0.5,
    );
    check(targets, "Edge cache", `${name}: errors through the edge`, page.edge.errors, "=", 0);
  }
  const scale = results.scale;
  const n = scale?.products >= 1000 ? `${scale.products / 1000}k` : String(scale?.products);
  if (scale?.suggestions) {
    check(targets, "Scale", `suggestions p95 (${n})`, scale.suggestions.p95, "≤", 20, " ms");
    check(
      targets,
      "Scale",
      `suggestion answer, largest (${n})`,
      Math.round((scale.suggestions.bytesMax / 1024) * 10) / 10,
      "≤",
      5,
      " kB",
    );
  }
  for (const [variant, figures] of Object.entries(scale?.filter ?? {})) {
    check(targets, "Scale", `filter p95, ${variant} (${n})`, figures.p95, "≤", 50, " ms");
  }
  for (const run of scale?.pages ?? []) {
    const name = label(run.path);
    check(targets, "Scale", `${name}: p99 (${n})`, run.p99Ms, "≤", 100, " ms", run.p99Censored);
    if (!run.p99Censored) {
      check(
        targets,
        "Proposed",
        `${name}: p99 ÷ baseline p99 (${n})`,
        run.p99RatioToBaseline,
        "≤",
        1.5,
      );
    }
    check(targets, "Scale", `${name}: errors (${n})`, run.errors, "=", 0);
    check(targets, "Scale", `${name}: HTML size ÷ small catalogue`, run.htmlRatio, "≤", 1.1);
  }
  if (scale?.memory) {
    check(targets, "Scale", `storefront peak RSS (${n})`, scale.memory.peakRssMB, "≤", 512, " MB");
  }
  contractTargets(targets, scale?.contract, n);
  return targets;
}

/**
 * The contract-mode rows (a storefront on a plain §7 backend, keeping the catalogue itself):
 * the full-mode suggestion and memory targets, and, proposed, each per-request filter page's
 * p95 against the same page in full mode in the same rounds.
 */
function contractTargets(targets, contract, n) {
  if (!contract) return;
  if (contract.defaultTimeout) {
    check(
      targets,
      "Scale",
      `contract mode: suggestion calls failed while loading, default timeout (${n})`,
      contract.defaultTimeout.firstCalls.filter((call) => call.status !== 200).length,
      "=",
      0,
    );
  }
  const s = contract.suggestions;
  if (s) {
    check(targets, "Scale", `contract mode: suggestions p95 (${n})`, s.p95, "≤", 20, " ms");
    check(
      targets,
      "Scale",
      `contract mode: suggestion answer, largest (${n})`,
      Math.round((s.bytesMax / 1024) * 10) / 10,
      "≤",
      5,
      " kB",
    );
  }
  for (const [name, paired] of Object.entries(contract.filter ?? {})) {
    if (paired.products) {
      check(
        targets,
        "Scale",
        `contract mode: ${name}, same products as full mode (${n})`,
        paired.products.same ? "yes" : "no",
        "=",
        "yes",
      );
    }
    // Search results within 50 ms at p95 whichever backend answers (issue 33's target),
    // measured as the page the shopper gets.
    if (name.startsWith("search ")) {
      for (const mode of ["full", "contract"]) {
        const p95 = paired[mode]?.p95;
        if (p95 !== undefined) {
          check(targets, "Scale", `${mode} mode: ${name}, page p95 (${n})`, p95, "≤", 50, " ms");
        }
      }
    }
    check(
      targets,
      "Proposed",
      `contract mode: ${name}, p95 ÷ full mode (${n})`,
      paired.p95Ratio,
      "≤",
      1.5,
    );
  }
  if (contract.memory) {
    check(
      targets,
      "Scale",
      `contract mode: storefront peak RSS (${n})`,
      contract.memory.peakRssMB,
      "≤",
      512,
      " MB",
    );
  }
}

const pad = (text, width) => String(text ?? "–").padEnd(width);

/** A plain-text table of the targets, for the terminal. */
export function terminalTable(targets) {
  const widths = [12, 52, 11, 12];
  const lines = [
    `${pad("group", widths[0])}${pad("figure", widths[1])}${pad("target", widths[2])}${pad("value", widths[3])}result`,
  ];
  for (const t of targets) {
    lines.push(
      `${pad(t.group, widths[0])}${pad(t.figure, widths[1])}${pad(t.target, widths[2])}${pad(`${t.value}${t.unit}`, widths[3])}${t.met ? "met" : "MISSED"}`,
    );
  }
  const missed = targets.filter((t) => !t.met).length;
  lines.push(`${targets.length - missed} met, ${missed} missed`);
  return lines.join("\n");
}

const row = (cells) => `| ${cells.map((cell) => String(cell ?? "–")).join(" | ")} |`;
const table = (head, rows) =>
  [row(head), row(head.map(() => "---")), ...rows.map((cells) => row(cells))].join("\n");

/**
 * For each kind of missed target, the same run's figure that explains it and where the
 * evidence is written up (docs/performance.md): a miss in RESULTS.md never stands alone.
 */
function whyMissed(results, missed) {
  const lines = [];
  const has = (test) => missed.some(test);
  const lh = results.lighthouse;
  const simulated = /: (Performance|LCP|TBT)$/;
  if (has((t) => t.group === "Lighthouse" && simulated.test(t.figure))) {
    const bare = lh?.baseline;
    const applied = Object.entries(lh?.applied ?? {})
      .map(([p, f]) => `${label(p)} ${f.lcpMs} ms`)
      .join(", ");
    lines.push(
      "- **Lighthouse, simulated Performance, LCP and TBT.** " +
        (bare
          ? `The bare Next page scored ${bare.performance} with a TBT of ${bare.tbtMs} ms in this run: ` +
            "the preset slows this host's CPU 4× whatever its own speed (benchmarkIndex below). "
          : "") +
        "The simulated LCP is computed from the first paint the unthrottled load saw (listed per " +
        "run below); when that paint comes late, every script before it is billed to the LCP." +
        (applied ? ` With the throttling applied, LCP: ${applied}.` : "") +
        ' Evidence: docs/performance.md, "Lighthouse on this host".',
    );
  }
  const noindex = Object.entries(lh?.pages ?? {}).filter(([, f]) =>
    f.failed?.seo?.includes("is-crawlable"),
  );
  if (has((t) => t.figure.endsWith(": SEO")) && noindex.length) {
    lines.push(
      `- **SEO on ${noindex.map(([p]) => label(p)).join(", ")}.** The one failed audit is ` +
        "`is-crawlable`: search result pages are `noindex` on purpose (docs/performance.md, " +
        "section 3).",
    );
  }
  const load = results.load;
  const runs = load?.runs ?? [];
  const baseline = runs[0];
  const besideIt = load?.rounds ? "in the same rounds" : "in the same run";
  const staticBaseline = load?.baselinePrerendered === false ? "baseline's" : "static baseline's";
  if (has((t) => t.figure.endsWith("req/s ÷ baseline")) && baseline) {
    // Size explains a miss only for a page that answered cleanly with more bytes than the baseline.
    const heavy = runs.filter(
      (r) =>
        catalogue(r.path) &&
        typeof r.ratioToBaseline === "number" &&
        r.ratioToBaseline < 0.5 &&
        r.errors === 0 &&
        r.bytesPerResponse > baseline.bytesPerResponse,
    );
    if (heavy.length) {
      lines.push(
        `- **Throughput of ${heavy.map((r) => label(r.path)).join(", ")}.** \`next start\` ` +
          "compresses every answer as it sends it, so a cached page costs the server in " +
          `proportion to its size: ${heavy.map((r) => `${label(r.path)} ${r.bytesPerResponse}`).join(", ")} ` +
          `bytes gzip per answer against the baseline's ${baseline.bytesPerResponse}. Evidence: ` +
          'docs/performance.md, "What the server spends a cached page on".',
      );
    }
  }
  if (has((t) => t.group === "Throughput" && t.figure.endsWith(": p99")) && baseline?.p99Ms > 100) {
    const ceiling = runs.find((r) => r.path === "/icon.svg");
    lines.push(
      `- **p99 ≤ 100 ms at 50 connections.** The ${staticBaseline} own p99 was ` +
        `${baseline.p99Ms} ms ${besideIt}` +
        (ceiling ? ` and a prerendered file's (\`/icon.svg\`) ${ceiling.p99Ms} ms` : "") +
        ": on this machine the target is missed before any catalogue page is rendered. The " +
        "proposed ratio to the baseline's p99 is in the table.",
    );
  }
  const slowEdge = (results.edge?.pages ?? []).filter((page) => page.ratioToStatic < 0.5);
  if (has((t) => t.figure.endsWith("÷ nginx static file")) && slowEdge.length) {
    const alone = (page) =>
      page.oneAtATime
        ? `, one request at a time ${page.oneAtATime.edgeP50Ms} against ${page.oneAtATime.staticP50Ms} ms`
        : "";
    lines.push(
      "- **The edge ÷ the static file.** The same nginx sends the same gzip body both ways; " +
        slowEdge
          .map(
            (page) =>
              `${label(page.path)}: p50 ${page.edge.p50Ms} ms through the edge against ` +
              `${page.static.p50Ms} ms from the file under load${alone(page)}`,
          )
          .join("; ") +
        ". A p50 near 40 ms whatever the load is a sending stall (delayed ACK), not work. " +
        'Evidence: docs/performance.md, "The edge cache".',
    );
  }
  const slowAtScale = (results.scale?.pages ?? []).filter(
    (r) => r.p99Ms > 100 && r.baselineP99Ms > 100,
  );
  if (has((t) => t.group === "Scale" && /: p99 \(/.test(t.figure)) && slowAtScale.length) {
    lines.push(
      "- **p99 at 100k.** The static baseline's p99 beside each page on the same server: " +
        slowAtScale.map((r) => `${r.baselineP99Ms} ms beside ${label(r.path)}`).join(", ") +
        ".",
    );
  }
  if (has((t) => t.figure.startsWith("filter p95"))) {
    lines.push("- **A product filter over 50 ms.** Its statements and plans: QUERY-PLANS.md.");
  }
  lines.push(...whyContractMissed(results.scale, missed));
  return lines;
}

/** The contract-mode misses, each with the same run's figure that explains it. */
function whyContractMissed(scale, missed) {
  const c = scale?.contract;
  const has = (start) => missed.some((t) => t.figure.startsWith(`contract mode: ${start}`));
  if (!c) return [];
  const lines = [];
  const evidence = ' Evidence: docs/performance.md, "The local catalogue at 100k products".';
  if (has("suggestion calls failed") && c.filterProbe) {
    lines.push(
      "- **Contract mode: the local catalogue did not load within the default backend timeout.** " +
        "The storefront first probes which extensions the backend honours, five calls at once; " +
        "a §7 backend ignores their `limit` and builds its whole list for each (one filter " +
        `probe: ${c.filterProbe.bytes.toLocaleString("en")} bytes in ${c.filterProbe.ms} ms alone), ` +
        "one after the other, so the later probes pass the 8 s timeout." +
        evidence,
    );
  }
  if (has("suggestions p95") && scale.suggestions) {
    lines.push(
      `- **Contract mode: suggestions p95.** ${c.suggestions.p95} ms against ${scale.suggestions.p95} ms ` +
        "in full mode in the same run: each suggestion marks every title match in the whole " +
        "catalogue before taking the newest 8." +
        evidence,
    );
  }
  if (has("storefront peak RSS")) {
    lines.push(
      `- **Contract mode: peak RSS.** ${c.rssBeforeLoadMB} MB before the catalogue was read, ` +
        `${c.rssLoadedMB} MB once built: the peak is the read (the whole answer as text, parsed, ` +
        "then validated product by product) before its garbage is collected, not the copy kept." +
        evidence,
    );
  }
  return lines;
}

/** RESULTS.md's head: the machine, the software and the commit the run measured. */
function contextSection(meta) {
  const out = [];
  out.push("# Benchmark results", "");
  out.push(
    `Written by \`npm run bench\` (bench/run.mjs) on ${meta.date}. Targets are issue 6's; every ` +
      "figure that drifts with the machine is also given as a ratio to a baseline measured in " +
      "the same run.",
    "",
  );
  out.push(
    table(
      ["", "this run"],
      [
        ["machine", `${meta.nproc} CPUs (\`nproc\`), ${meta.cpu}, ${meta.memGB} GB RAM`],
        [
          "load average",
          `${meta.loadStart.join(" / ")} at start, ${meta.loadEnd.join(" / ")} at end (1/5/15 min)`,
        ],
        [
          "software",
          `Node ${meta.node}, Next ${meta.next}, Lighthouse ${meta.lighthouse}, autocannon ${meta.autocannon}, ${meta.chromium ?? "no Chromium"}`,
        ],
        ["commit", meta.commit],
        ["flags", meta.flags || "(full run)"],
        ["took", `${meta.tookS} s${meta.buildS ? ` (of which next build ${meta.buildS} s)` : ""}`],
      ],
    ),
    "",
  );
  if (meta.note) out.push(`> ${meta.note}`, "");
  if (meta.loadStart[0] > meta.nproc) {
    out.push(
      `> The machine was busy (1-minute load ${meta.loadStart[0]} on ${meta.nproc} CPUs at the start): ` +
        "absolute req/s, latencies and Lighthouse's simulated TBT/LCP are pessimistic; the ratios " +
        "to the same-run baseline are the figures to compare.",
      "",
    );
  }
  return out;
}

/** Every target with its value, why each miss happened, and the groups skipped. */
function targetsSection(results) {
  const out = [];
  const targets = results.targets;
  const missed = targets.filter((t) => !t.met);
  out.push("## Targets", "");
  out.push(`${targets.length - missed.length} met, ${missed.length} missed.`, "");
  out.push(
    table(
      ["group", "figure", "target", "value", "result"],
      targets.map((t) => [
        t.group,
        t.figure,
        t.target,
        `${t.value}${t.unit}`,
        t.met ? "met" : "**missed**",
      ]),
    ),
    "",
  );

  const why = whyMissed(results, missed);
  if (why.length) out.push("### Why the misses", "", ...why, "");

  for (const [group, reason] of Object.entries(results.skipped ?? {})) {
    out.push(`- ${group}: skipped (${reason})`);
  }
  if (Object.keys(results.skipped ?? {}).length) out.push("");
  return out;
}

/** Lighthouse's medians per page, each run, and the same pages with the throttling applied. */
function lighthouseSection(lh) {
  if (!lh?.pages) return [];
  const out = [];
  // The shop's pages, then the same-run bare Next page when there is one.
  const measured = [...Object.entries(lh.pages), ...(lh.baseline ? [["bare", lh.baseline]] : [])];
  out.push(`## Lighthouse (mobile preset, median of ${lh.runs})`, "");
  out.push(
    table(
      [
        "page",
        "Perf",
        "A11y",
        "BP",
        "SEO",
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "CLS",
        "SI ms",
        "transfer kB",
      ],
      measured.map(([p, f]) => [
        label(p),
        f.performance,
        f.accessibility,
        f.bestPractices,
        f.seo,
        f.fcpMs,
        f.lcpMs,
        f.tbtMs,
        f.cls,
        f.speedIndexMs,
        f.transferKB,
      ]),
    ),
    "",
  );
  out.push(
    "Each run (Perf / LCP ms / TBT ms / CLS / the first paint the unthrottled load saw, ms), " +
      "and the audits that did not pass:",
    "",
  );
  for (const [p, f] of measured) {
    const runs = f.runs
      .map(
        (r) => `${r.performance} / ${r.lcpMs} / ${r.tbtMs} / ${r.cls} / ${r.observedFcpMs ?? "–"}`,
      )
      .join("; ");
    const failed = Object.entries(f.failed)
      .filter(([, ids]) => ids.length)
      .map(([category, ids]) => `${category}: ${ids.join(", ")}`)
      .join("; ");
    out.push(`- ${label(p)}: ${runs}${failed ? `. Not passed: ${failed}` : ""}`);
  }
  out.push(
    `- Lighthouse's benchmarkIndex (CPU speed it saw): ${measured
      .map(([, f]) => f.benchmarkIndex)
      .join(", ")}`,
  );
  out.push("");
  if (lh.applied) out.push(...lighthouseAppliedSection(lh));
  return out;
}

/** Lighthouse with `--throttling-method=devtools`: the throttling imposed, not simulated. */
function lighthouseAppliedSection(lh) {
  return [
    "### The same pages with the throttling applied",
    "",
    "Lighthouse's `--throttling-method=devtools`: the same 4× CPU and slow 4G imposed on " +
      "the browser during the load and measured, not simulated afterwards (medians of " +
      `${lh.runs}; each run's LCP in the last column).`,
    "",
    table(
      ["page", "Perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms", "LCP ms, each run"],
      Object.entries(lh.applied).map(([p, f]) => [
        label(p),
        f.performance,
        f.fcpMs,
        f.lcpMs,
        f.tbtMs,
        f.cls,
        f.speedIndexMs,
        f.runs.map((r) => r.lcpMs).join(" / "),
      ]),
    ),
    "",
  ];
}

/** The scripts each page ships, its cold load, and its largest chunks. */
function javascriptSection(js) {
  if (!js?.pages) return [];
  const out = [];
  out.push("## JavaScript shipped", "");
  out.push(
    "Scripts the page's HTML references (less the nomodule polyfill), as served with " +
      "`Accept-Encoding: gzip`; the cold load is one visit in a fresh headless Chromium " +
      "context with a phone's viewport, every byte on the wire.",
    "",
  );
  out.push(
    table(
      [
        "page",
        "scripts",
        "JS gzip kB",
        "JS raw kB",
        "HTML gzip kB",
        "cold load kB",
        "requests",
        "cold load by type (kB)",
      ],
      [...js.pages, ...(js.baseline ? [{ ...js.baseline, path: "bare" }] : [])].map((p) => {
        const cold = js.coldLoad?.pages?.[p.path];
        return [
          label(p.path),
          p.scripts,
          p.jsGzipKB,
          p.jsRawKB,
          p.htmlGzipKB,
          cold?.transferKB,
          cold?.requests,
          cold
            ? Object.entries(cold.byTypeKB)
                .map(([t, v]) => `${t} ${v}`)
                .join(", ")
            : null,
        ];
      }),
    ),
    "",
  );
  if (js.vitalsBeacon?.sampledExtraKB !== undefined) {
    out.push(
      `The sampled Web Vitals beacon (docs/operations.md) fetches ` +
        `${js.vitalsBeacon.sampledExtraKB} kB of script on the wire after the page is idle, on ` +
        "sampled loads only; none of it is in the figures above.",
      "",
    );
  }
  out.push("Largest chunks per page (gzip kB):", "");
  for (const p of js.pages) {
    const top = p.chunks.slice(0, 6).map((c) => `${path.basename(c.src)} ${c.gzipKB}`);
    out.push(`- ${label(p.path)}: ${top.join(", ")}`);
  }
  out.push("");
  return out;
}

/** autocannon's figures per page beside the baseline, and the storefront's peak RSS. */
function loadSection(load) {
  if (!load?.runs) return [];
  const out = [];
  out.push(
    `## Throughput and latency (autocannon, ${load.connections} connections, ${load.duration} s, gzip)`,
    "",
  );
  if (load.rounds) {
    out.push(
      `Each page's load ran as ${load.rounds} slices of ${load.sliceS ?? load.duration / load.rounds} s, ` +
        'each beside a slice of the baseline of the same length, the order alternating. "÷ baseline" is the median of ' +
        'the slices\' ratios and "range" their spread; the latencies are medians of the ' +
        "slices' percentiles. The baseline's row sums all of its slices.",
      "",
    );
  }
  out.push(
    table(
      [
        "target",
        "req/s",
        "÷ baseline",
        "range",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "errors",
        "bytes/answer",
        "x-nextjs-cache",
      ],
      load.runs.map((r) => [
        `${label(r.path)} \`${r.path}\``,
        r.reqPerSec,
        r.ratioToBaseline,
        r.ratioRange ? `${r.ratioRange[0]}–${r.ratioRange[1]}` : "–",
        r.p50Censored ? `≥ ${r.p50Ms}` : r.p50Ms,
        r.p50Censored ? `≥ ${r.p90Ms}` : r.p90Ms,
        r.p99Censored ? `≥ ${r.p99Ms}` : r.p99Ms,
        r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : r.errors,
        r.bytesPerResponse,
        r.cacheHeader ?? "–",
      ]),
    ),
    "",
  );
  if (load.baselinePrerendered === false) {
    out.push(
      "The baseline `/privacy-policy` is **not** prerendered in this build (it is rendered per " +
        "request), so the ratios compare catalogue pages with another per-request page; " +
        "the prerendered `/icon.svg` row shows what `next start` itself serves here.",
      "",
    );
  }
  if (load.memory) {
    out.push(
      `Storefront peak RSS during the load: ${load.memory.peakRssMB} MB (VmHWM ${load.memory.vmHwmMB} MB, ` +
        `sampled process tree ${load.memory.peakSampledTreeMB} MB).`,
      "",
    );
  }
  return out;
}

const censored = (run, key) =>
  run[`${key === "p99Ms" ? "p99" : "p50"}Censored`] ? `≥ ${run[key]}` : run[key];

/** The X-Cache answers the edge's probes saw, e.g. "HIT 16" or "HIT 15, STALE 1". */
const cacheProbes = (xCache) =>
  Object.entries(xCache ?? {})
    .map(([status, count]) => `${status} ${count}`)
    .join(", ");

/**
 * nginx's edge cache in front of the storefront: each page against nginx sending its gzip
 * answer as a file and against `next start` directly, then its latency at many connections.
 */
function edgeSection(edge) {
  if (!edge?.pages) return [];
  const range = (r) => (r ? `${r[0]}–${r[1]}` : "–");
  const out = [
    `## Edge cache (nginx in front of one \`next start\`, autocannon, ${edge.connections} connections, gzip)`,
    "",
    `${edge.nginx} with the repo's edge (deploy/nginx/giftshop.conf.template) in front of the ` +
      "storefront; its copy of each page is cached first (the first request is a MISS). The " +
      "same nginx serves that copy's gzip answer, saved to disk, as a static file " +
      "(`gzip_static`): the same body bytes, checked, with `Accept-Encoding: gzip` on every " +
      `request. Each page ran ${edge.rounds} rounds of one ${edge.sliceS} s slice on the edge, ` +
      "the static file and `next start` directly, the order rotating; a ratio is the median of " +
      "the rounds' ratios. The edge's X-Cache was asked before and after each of its slices, " +
      'each slice starting on a HIT. "One at a time": 20 sequential requests on one kept-alive ' +
      "connection before the load.",
    "",
    table(
      [
        "page",
        "edge req/s",
        "÷ static file",
        "range",
        "÷ next start",
        "range",
        "static file req/s",
        "next start req/s",
        "edge p50 / p99 ms",
        "static p50 / p99 ms",
        "edge errors",
        "bytes/answer edge / file",
        "one at a time p50 ms edge / file",
        "X-Cache probes",
      ],
      edge.pages.map((p) => [
        `${label(p.path)} \`${p.path}\``,
        p.edge.reqPerSec,
        p.ratioToStatic,
        range(p.ratioToStaticRange),
        p.ratioToDirect,
        range(p.ratioToDirectRange),
        p.static.reqPerSec,
        p.direct.reqPerSec,
        `${censored(p.edge, "p50Ms")} / ${censored(p.edge, "p99Ms")}`,
        `${censored(p.static, "p50Ms")} / ${censored(p.static, "p99Ms")}`,
        p.edge.errors,
        `${p.edge.bytesPerResponse} / ${p.static.bytesPerResponse}`,
        p.oneAtATime ? `${p.oneAtATime.edgeP50Ms} / ${p.oneAtATime.staticP50Ms}` : "–",
        cacheProbes(p.xCache),
      ]),
    ),
    "",
  ];
  if (edge.highLoad?.length) {
    out.push(
      `### Latency at ${edge.highConnections} connections`,
      "",
      `The same pages through the edge and from \`next start\` directly (what the edge is ` +
        `compared with), ${edge.highConnections} connections, ${edge.rounds} rounds of one ` +
        `${edge.sliceS} s slice each, the order alternating; percentiles are the slices' medians.`,
      "",
      table(
        [
          "page",
          "edge p50 ms",
          "edge p99 ms",
          "next start p50 ms",
          "next start p99 ms",
          "edge p99 ÷ next start p99",
          "edge req/s",
          "next start req/s",
          "errors edge / next start",
        ],
        edge.highLoad.map((r) => [
          `${label(r.path)} \`${r.path}\``,
          censored(r.edge, "p50Ms"),
          censored(r.edge, "p99Ms"),
          censored(r.direct, "p50Ms"),
          censored(r.direct, "p99Ms"),
          r.p99RatioToDirect,
          r.edge.reqPerSec,
          r.direct.reqPerSec,
          `${r.edge.errors} / ${r.direct.errors}${r.direct.timeouts ? ` (${r.direct.timeouts} timeouts)` : ""}`,
        ]),
      ),
      "",
    );
  }
  return out;
}

/** The backend calls at scale: each call shape's first call, then 30 sequential ones. */
function scaleCallsTable(scale) {
  const first = scale.firstCallMs ?? {};
  const callRow = (name, key, f) => [name, first[key], f.p50, f.p95, f.max, f.bytesMean];
  const rows = Object.entries(scale.filter).map(([v, f]) => callRow(`\`${v}\``, v, f));
  if (scale.backendSuggestions) {
    rows.push(
      callRow("suggestions `q=cake&limit=8`", "suggestions q=cake", scale.backendSuggestions),
    );
  }
  if (scale.homeCall) {
    rows.push(callRow("home's `productsbycategory`", "home: productsbycategory", scale.homeCall));
  }
  return [
    "Backend calls straight after `npm run seed` (which ends with `VACUUM ANALYZE`): the " +
      "first call of each shape, then 30 sequential ones (ms). A text or recipient filter's " +
      "exact total is counted on its first call and kept a minute by the backend.",
    "",
    table(["call", "first", "p50", "p95", "max", "bytes"], rows),
    "",
  ];
}

/** The catalogue at 100k products: suggestions, backend calls, pages, memory, contract mode. */
function scaleSection(scale) {
  if (!scale?.products) return [];
  const out = [];
  out.push(`## Scale (${scale.products.toLocaleString("en")} products on PostgreSQL)`, "");
  out.push(`Seeding took ${scale.seedS} s. ${scale.server}.`, "");
  const s = scale.suggestions;
  if (s) {
    out.push(
      `- Search suggestions (\`/api/search?q=…\`, ${s.count} sequential calls over ${s.words.length} words): ` +
        `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms; answers up to ${s.bytesMax} bytes ` +
        `(mean ${s.bytesMean}, ${s.wireBytesMean} gzip). The first call took ${s.firstCallMs} ms.`,
    );
  }
  if (scale.clientSearch) {
    const c = scale.clientSearch;
    out.push(
      `- The spec's whole-list \`GET /api/client/search\`: ${c.bytes.toLocaleString("en")} bytes ` +
        `(${c.gzipBytes.toLocaleString("en")} gzip) in ${c.ms} ms, ${c.items.toLocaleString("en")} products.`,
    );
  }
  out.push("");
  if (scale.filter) out.push(...scaleCallsTable(scale));
  if (scale.pages) {
    out.push(
      table(
        [
          "page at 100k",
          "req/s",
          "p50 ms",
          "p99 ms",
          "errors",
          "HTML kB",
          "HTML kB small",
          "ratio",
        ],
        scale.pages.map((r) => [
          label(r.path),
          r.reqPerSec,
          r.p50Censored ? `≥ ${r.p50Ms}` : r.p50Ms,
          r.p99Censored ? `≥ ${r.p99Ms}` : r.p99Ms,
          r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : r.errors,
          r.htmlKB,
          r.smallHtmlKB,
          r.htmlRatio,
        ]),
      ),
      "",
    );
  }
  if (scale.memory) out.push(`Storefront peak RSS at 100k: ${scale.memory.peakRssMB} MB.`, "");
  if (scale.plans) out.push("Query plans: [QUERY-PLANS.md](QUERY-PLANS.md).", "");
  if (scale.contract) out.push(...contractMarkdown(scale), "");
  return out;
}

/** bench/RESULTS.md: the run's context, every target, then each group's figures. */
export function markdown(results) {
  const out = [
    ...contextSection(results.meta),
    ...targetsSection(results),
    ...lighthouseSection(results.lighthouse),
    ...javascriptSection(results.js),
    ...loadSection(results.load),
    ...edgeSection(results.edge),
    ...scaleSection(results.scale),
  ];
  for (const [group, error] of Object.entries(results.errors ?? {})) {
    out.push(`**${group} failed:** ${error}`, "");
  }
  return out.join("\n");
}

/**
 * RESULTS.md's contract-mode subsection: the same catalogue through a storefront on a plain
 * §7 backend, which reads the whole catalogue once and searches, filters and pages it itself.
 */
export function contractMarkdown(scale) {
  const c = scale.contract;
  const n = scale.products.toLocaleString("en");
  const out = [`### Contract mode: the storefront keeps the ${n} products itself`, ""];
  out.push(
    "A second reference backend on the same database with `BACKEND_PROFILE=contract` (extension " +
      "parameters ignored, §3 fields only) and a storefront of the same build on it: it reads " +
      "`GET /api/client/search` once into its local catalogue (lib/backend/local-catalogue.ts) " +
      "and answers suggestions and filtered lists from it.",
    "",
  );
  if (c.clientSearch) {
    out.push(
      `- The whole list it reads: ${c.clientSearch.bytes.toLocaleString("en")} bytes ` +
        `(${c.clientSearch.gzipBytes.toLocaleString("en")} gzip), ` +
        `${c.clientSearch.items.toLocaleString("en")} products, answered in ${c.clientSearch.ms} ms.`,
    );
  }
  if (c.filterProbe) {
    out.push(
      `- One capability probe of the filter call, as this backend answers it (it ignores \`q\` ` +
        `and \`limit\`): ${c.filterProbe.bytes.toLocaleString("en")} bytes in ${c.filterProbe.ms} ms.`,
    );
  }
  if (c.defaultTimeout) {
    const calls = c.defaultTimeout.firstCalls;
    out.push(
      `- **With the storefront's default backend timeout (8 s) the local catalogue never loaded:** ` +
        `${calls.length} suggestion calls answered ${calls.map((call) => `${call.status} in ${call.ms} ms`).join(", ")}` +
        (c.defaultTimeout.storefrontLog?.[0] ? ` (\`${c.defaultTimeout.storefrontLog[0]}\`)` : "") +
        `. The figures below are of the storefront started again with BACKEND_TIMEOUT_MS=${c.backendTimeoutMs}.`,
    );
  }
  if (c.loadMs !== undefined) {
    const calls = c.firstCalls ?? [];
    out.push(
      "- Loading the local catalogue: from the first suggestion call (capability probes, the " +
        `whole list read and built) to the first answer with results, ${c.loadMs} ms` +
        (calls.length > 1
          ? ` over ${calls.length} calls (${calls.map((call) => `${call.status} in ${call.ms} ms`).join(", ")}).`
          : "."),
    );
  }
  const s = c.suggestions;
  if (s) {
    out.push(
      `- Search suggestions (${s.count} sequential calls over the same ${s.words.length} words): ` +
        `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms; answers up to ` +
        `${s.bytesMax} bytes.`,
    );
  }
  if (c.memory) {
    out.push(
      `- Storefront RSS: ${c.rssBeforeLoadMB} MB before the load, ${c.rssLoadedMB} MB with the ` +
        `catalogue loaded, peak ${c.memory.peakRssMB} MB, ${c.rssSettledMB} MB settled ` +
        "(15 s after the last call).",
    );
  }
  if (c.storefrontLog?.length) {
    out.push(
      `- The storefront logged ${c.storefrontLog.length} backend or catalogue lines, the first: ` +
        `\`${c.storefrontLog[0]}\`.`,
    );
  }
  const pages = Object.entries(c.filter ?? {});
  if (pages.length) {
    out.push(
      "",
      "Pages rendered per request that go through the local catalogue, each beside the same " +
        "page on the full-mode storefront: sequential calls alternating between the two in 4 " +
        "rounds of 10 (ms).",
      "",
      table(
        [
          "page",
          "full p50",
          "full p95",
          "contract p50",
          "contract p95",
          "p95 ratio",
          "products full / contract",
        ],
        pages.map(([name, p]) => [
          `${name}: \`${p.path}\``,
          p.full.p50,
          p.full.p95,
          p.contract.p50,
          p.contract.p95,
          p.p95Ratio,
          p.products
            ? `${p.products.full} / ${p.products.contract}${p.products.same ? ", the same" : ", **not the same**"}`
            : "–",
        ]),
      ),
    );
  }
  return out;
}

/** QUERY-PLANS.md: EXPLAIN (ANALYZE, BUFFERS) of each statement at the scale size. */
export function plansMarkdown(results) {
  const { plans, products } = results.scale;
  const out = [
    `# Query plans at ${products.toLocaleString("en")} products (PostgreSQL)`,
    "",
    `Written by \`npm run bench\` on ${results.meta.date}: \`EXPLAIN (ANALYZE, BUFFERS)\` (the second, ` +
      "warm run) of the statements the reference backend sent for each catalogue call, as it " +
      "logged them (`DB_QUERY_LOG`), with their parameters.",
    "",
    "Indexes on `products`:",
    "",
    "```",
    ...plans.indexes,
    "```",
    "",
    "| statement | ms |",
    "| --- | --- |",
  ];
  const entries = Object.entries(plans).filter(([name]) => name !== "indexes");
  for (const [name, entry] of entries) out.push(`| ${name} | ${entry.executionMs} |`);
  out.push("");
  for (const [name, entry] of entries) {
    out.push(`## ${name} — ${entry.executionMs} ms`, "");
    out.push("```sql", entry.statement, "```", "");
    if (entry.params?.length) out.push(`Parameters: \`${JSON.stringify(entry.params)}\``, "");
    out.push("```", entry.plan, "```", "");
  }
  return out.join("\n");
}
