/**
 * @jest-environment node
 */
import { contractMarkdown, evaluateTargets, markdown } from "../../../../bench/lib/report.mjs";

/** The run's context, which every rendered RESULTS.md opens with. */
const META = {
  date: "2026-01-01T00:00:00Z",
  nproc: 2,
  cpu: "cpu",
  memGB: 8,
  loadStart: [1, 1, 1],
  loadEnd: [1, 1, 1],
  commit: "abc",
  flags: "",
  tookS: 1,
};

const side = (p95: number) => ({ count: 40, p50: p95 / 2, p95, max: p95 * 2, bytesMax: 60_000 });

function scaleWith(contract: Record<string, unknown> | undefined) {
  return {
    products: 100_000,
    seedS: 55,
    server: "PostgreSQL",
    suggestions: { count: 240, p50: 3, p95: 6, p99: 9, max: 12, bytesMax: 1600, words: ["cake"] },
    ...(contract ? { contract } : {}),
  };
}

const contract = {
  rssBeforeLoadMB: 150,
  rssLoadedMB: 260,
  rssSettledMB: 240,
  memory: { peakRssMB: 530 },
  loadMs: 2400,
  clientSearch: { bytes: 41_000_000, gzipBytes: 4_000_000, ms: 900, items: 100_000 },
  suggestions: { count: 240, p50: 3, p95: 24, p99: 30, max: 40, bytesMax: 1700, words: ["cake"] },
  filter: {
    "search cake": {
      path: "/search-results?query=cake",
      full: side(40),
      contract: side(48),
      p95Ratio: 1.2,
    },
    "list, 2 categories": {
      path: "/productlist?cat=a,b&min=500&max=2000",
      products: { full: 24, contract: 23, same: false },
      full: side(40),
      contract: side(80),
      p95Ratio: 2,
    },
  },
};

describe("evaluateTargets: the contract-mode rows", () => {
  it("holds the storefront on a §7 backend to the full mode's suggestion and memory targets", () => {
    const rows = evaluateTargets({ scale: scaleWith(contract) }).filter((t) =>
      t.figure.startsWith("contract mode"),
    );
    const row = (start: string) => rows.find((t) => t.figure.startsWith(start));
    expect(row("contract mode: suggestions p95 (100k)")).toMatchObject({
      target: "≤ 20 ms",
      value: 24,
      met: false,
    });
    expect(row("contract mode: suggestion answer, largest (100k)")).toMatchObject({
      value: 1.7,
      met: true,
    });
    expect(row("contract mode: storefront peak RSS (100k)")).toMatchObject({
      value: 530,
      met: false,
    });
  });

  it("proposes each filter page's p95 against the same page in full mode", () => {
    const rows = evaluateTargets({ scale: scaleWith(contract) }).filter((t) =>
      t.figure.includes("÷ full mode"),
    );
    expect(rows.map((t) => [t.figure, t.met])).toEqual([
      ["contract mode: search cake, p95 ÷ full mode (100k)", true],
      ["contract mode: list, 2 categories, p95 ÷ full mode (100k)", false],
    ]);
  });

  it("misses a page that lists other products than full mode", () => {
    const row = evaluateTargets({ scale: scaleWith(contract) }).find(
      (t) => t.figure === "contract mode: list, 2 categories, same products as full mode (100k)",
    );
    expect(row).toMatchObject({ target: "= yes", value: "no", met: false });
  });

  it("adds no contract rows when the contract group did not run", () => {
    const rows = evaluateTargets({ scale: scaleWith(undefined) });
    expect(rows.some((t) => t.figure.includes("contract"))).toBe(false);
    expect(rows.some((t) => t.figure === "suggestions p95 (100k)")).toBe(true);
  });
});

describe("contractMarkdown: RESULTS.md's contract-mode lines", () => {
  it("gives the load time, the memory, the suggestions and each page beside full mode", () => {
    const text = contractMarkdown(scaleWith(contract)).join("\n");
    expect(text).toContain("### Contract mode: the storefront keeps the 100,000 products itself");
    expect(text).toContain("to the first answer with results, 2400 ms.");
    expect(text).toContain(
      "150 MB before the load, 260 MB with the catalogue loaded, peak 530 MB, 240 MB settled",
    );
    expect(text).toContain("p95 24 ms");
    expect(text).toContain(
      "| list, 2 categories: `/productlist?cat=a,b&min=500&max=2000` | 20 | 40 | 40 | 80 | 2 | 24 / 23, **not the same** |",
    );
  });

  it("lists every first call when the first ones failed, and what the storefront logged", () => {
    const retried = {
      ...contract,
      firstCalls: [
        { status: 503, ms: 8100 },
        { status: 200, ms: 2300 },
      ],
      loadMs: 11_400,
      storefrontLog: ["[bff] backend unavailable: GET /api/product/filter?… failed"],
    };
    const text = contractMarkdown(scaleWith(retried)).join("\n");
    expect(text).toContain("11400 ms over 2 calls (503 in 8100 ms, 200 in 2300 ms)");
    expect(text).toContain("logged 1 backend or catalogue lines");
  });

  it("says when the catalogue never loaded with the default timeout, and misses a target for it", () => {
    const timedOut = {
      ...contract,
      defaultTimeout: {
        firstCalls: [503, 503, 503].map((status) => ({ status, ms: 8050 })),
        storefrontLog: ["[bff] backend unavailable: … no answer within 8000 ms"],
      },
      backendTimeoutMs: 60_000,
    };
    const text = contractMarkdown(scaleWith(timedOut)).join("\n");
    expect(text).toContain("the local catalogue never loaded");
    expect(text).toContain("started again with BACKEND_TIMEOUT_MS=60000");
    const row = evaluateTargets({ scale: scaleWith(timedOut) }).find((t) =>
      t.figure.startsWith("contract mode: suggestion calls failed while loading"),
    );
    expect(row).toMatchObject({ value: 3, met: false });
  });
});

describe("markdown: a contract-mode miss never stands alone", () => {
  it("explains the timeout, the suggestions and the memory misses with the run's own figures", () => {
    const results: Record<string, unknown> = {
      meta: META,
      scale: scaleWith({
        ...contract,
        filterProbe: { status: 200, bytes: 107_000_000, ms: 3600 },
        defaultTimeout: { firstCalls: [{ status: 503, ms: 8000 }], storefrontLog: [] },
        backendTimeoutMs: 60_000,
      }),
    };
    results.targets = evaluateTargets(results);
    const text = markdown(results);
    expect(text).toContain("did not load within the default backend timeout");
    expect(text).toContain("107,000,000 bytes in 3600 ms alone");
    expect(text).toContain("24 ms against 6 ms in full mode in the same run");
    expect(text).toContain("150 MB before the catalogue was read, 260 MB once built");
  });
});

const run = (figures: Record<string, number>) => ({
  requests: 5000,
  reqPerSec: 1000,
  p50Ms: 20,
  p90Ms: 40,
  p99Ms: 60,
  errors: 0,
  timeouts: 0,
  bytesPerResponse: 41_000,
  ...figures,
});

function edgeResults(homeRatio: number) {
  return {
    nginx: "nginx/1.22.1",
    connections: 50,
    highConnections: 200,
    rounds: 4,
    sliceS: 5,
    pages: [
      {
        path: "/",
        gzipBytes: 41_341,
        edge: run({ reqPerSec: 600, p50Ms: 45, bytesPerResponse: 43_358 }),
        static: run({ reqPerSec: 1500, p50Ms: 26, bytesPerResponse: 41_584 }),
        direct: run({ reqPerSec: 200 }),
        ratioToStatic: homeRatio,
        ratioToStaticRange: [homeRatio - 0.05, homeRatio + 0.05],
        ratioToDirect: 3.1,
        ratioToDirectRange: [2.9, 3.4],
        oneAtATime: { edgeP50Ms: 43.9, edgeP95Ms: 44.1, staticP50Ms: 0.3, staticP95Ms: 0.6 },
        xCache: { HIT: 7, STALE: 1 },
      },
      {
        path: "/productlist",
        edge: run({ reqPerSec: 900, errors: 2 }),
        static: run({ reqPerSec: 1400 }),
        direct: run({ reqPerSec: 300 }),
        ratioToStatic: 0.64,
        ratioToStaticRange: [0.6, 0.7],
        ratioToDirect: 3,
        ratioToDirectRange: [2.8, 3.2],
        xCache: { HIT: 8 },
      },
    ],
    highLoad: [
      {
        path: "/",
        edge: run({ p99Ms: 310 }),
        direct: run({ p99Ms: 1900, requests: 900, timeouts: 20 }),
        p99RatioToDirect: 0.16,
        ratioToDirect: 4,
      },
    ],
  };
}

describe("evaluateTargets: the edge cache rows", () => {
  it("holds a page through the edge to half of nginx sending the same bytes as a file", () => {
    const rows = evaluateTargets({ edge: edgeResults(0.45) }).filter(
      (t) => t.group === "Edge cache",
    );
    expect(rows).toEqual([
      expect.objectContaining({
        figure: "home: req/s ÷ nginx static file",
        value: 0.45,
        met: false,
      }),
      expect.objectContaining({ figure: "home: errors through the edge", value: 0, met: true }),
      expect.objectContaining({
        figure: "list: req/s ÷ nginx static file",
        value: 0.64,
        met: true,
      }),
      expect.objectContaining({ figure: "list: errors through the edge", value: 2, met: false }),
    ]);
  });

  it("sets no target on the edge against next start, nor on its latency at 200 connections", () => {
    const figures = evaluateTargets({ edge: edgeResults(0.7) }).map((t) => t.figure);
    expect(figures.some((f) => /next start|200|p99/.test(f))).toBe(false);
  });

  it("adds no edge rows when the edge group was skipped", () => {
    const results = { skipped: { edge: "nginx is not installed" } };
    expect(evaluateTargets(results).filter((t) => t.group === "Edge cache")).toEqual([]);
  });
});

describe("markdown: the edge cache section", () => {
  it("gives each page against the file and next start, the probes, and the 200-connection p99", () => {
    const results: Record<string, unknown> = { meta: META, edge: edgeResults(0.45) };
    results.targets = evaluateTargets(results);
    const text = markdown(results);
    expect(text).toContain("## Edge cache (nginx in front of one `next start`");
    expect(text).toMatch(
      /\| home `\/` \| 600 \| 0.45 \| 0.4–0.5 \| 3.1 \| 2.9–3.4 \| 1500 \| 200 \|/,
    );
    expect(text).toContain("### Latency at 200 connections");
    // 20 timeouts in 920 attempts: the direct p99 is at least autocannon's 10 s timeout.
    expect(text).toMatch(/\| home `\/` \| 20 \| 310 \| 20 \| ≥ 10000 \| 0.16 \|/);
    expect(text).toContain("0 / 0 (20 timeouts)");
    expect(text).toContain("| 43358 / 41584 | 43.9 / 0.3 | HIT 7, STALE 1 |");
    expect(text).toContain(
      "home: p50 45 ms through the edge against 26 ms from the file under load, one request at " +
        "a time 43.9 against 0.3 ms",
    );
    // The list met its target: no reason is given for it.
    expect(text).not.toMatch(/list: p50 \d+ ms through the edge/);
  });

  it("records why the group was skipped", () => {
    const results: Record<string, unknown> = {
      meta: META,
      skipped: { edge: "nginx is not installed: install it" },
    };
    results.targets = evaluateTargets(results);
    const text = markdown(results);
    expect(text).toContain("- edge: skipped (nginx is not installed: install it)");
    expect(text).not.toContain("## Edge cache");
  });
});

describe("evaluateTargets: issue 35's rows", () => {
  const inp = {
    cpuSlowdown: 4,
    productPath: "/products/p1",
    steps: {
      "choose a variant": { ms: 184, runs: [184] },
      "add to cart": { ms: 230, runs: [230] },
    },
    inpMs: 230,
    bareButtonMs: 64,
    bareRuns: [64],
  };

  it("holds each product-page tap to good INP and to 100 ms over the bare button", () => {
    const rows = evaluateTargets({ inp });
    const row = (figure: string) => rows.find((r: { figure: string }) => r.figure === figure);
    expect(row("product: choose a variant")).toMatchObject({ value: 184, met: true });
    expect(row("product: add to cart")).toMatchObject({ value: 230, met: false });
    expect(row("product: choose a variant − bare Next button (same run)")).toMatchObject({
      value: 120,
      met: false,
    });
  });

  it("holds every catalogue page to 150 kB of JS beside 170, and home's HTML to 250 kB", () => {
    const rows = evaluateTargets({
      js: { pages: [{ path: "/", jsGzipKB: 160 }] },
      pageSizes: { "/": { htmlKB: 384, gzipKB: 60 } },
    });
    const figures = Object.fromEntries(
      rows.map((r: { figure: string; met: boolean }) => [r.figure, r.met]),
    );
    expect(figures).toMatchObject({
      "home: JS gzip": true,
      "home: JS gzip (issue 35)": false,
      "home: HTML (issue 35)": false,
    });
    expect(rows.map((r: { figure: string }) => r.figure)).not.toContain(
      "home: JS gzip − bare Next page (same run)",
    );
  });

  it("reads the shop's share of a page's JS against the bare Next page of the same run", () => {
    const withChunks = (page: object) => ({ ...page, scripts: 1, chunks: [] });
    const js = {
      pages: [
        { path: "/", jsGzipKB: 154.7 },
        { path: "/products/p1", jsGzipKB: 163.1 },
      ],
      baseline: { path: "/button", jsGzipKB: 132 },
    };
    const rows = evaluateTargets({ js });
    const row = (figure: string) => rows.find((r: { figure: string }) => r.figure === figure);
    expect(row("home: JS gzip − bare Next page (same run)")).toMatchObject({
      group: "Proposed",
      value: 22.7,
      met: true,
    });
    expect(row("product: JS gzip − bare Next page (same run)")).toMatchObject({
      value: 31.1,
      met: false,
    });
    const text = markdown({
      meta: META,
      js: { ...js, pages: js.pages.map(withChunks) },
      targets: rows,
    });
    expect(text).toMatch(/\| bare Next page \(baseline\) +\| /);
  });
});
