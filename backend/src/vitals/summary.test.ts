import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { p75 } from "@giftshop/shared/observability/vitals";
import { testAppPerFile } from "../test/test-app";
import { testEngine } from "../test/test-db";
import { formatSummary, summaryFromDb, summaryFromLog } from "./summary";

const t = testAppPerFile({ seedFixture: false });

const beacon = (page: string, name: string, value: number) => ({
  page,
  connection: "4g",
  metrics: [{ name, value, rating: "good" }],
});

/** A storefront's log: its web-vitals lines among others, as the BFF writes them. */
const LOG = [
  '{"time":"2026-11-29T06:00:00.000Z","level":"info","msg":"request","status":200}',
  ...[100, 200, 300, 400].map((value) =>
    JSON.stringify({ level: "info", msg: "web-vitals", vitals: beacon("home", "TTFB", value) }),
  ),
  JSON.stringify({ level: "info", msg: "web-vitals", vitals: beacon("list", "CLS", 0.25) }),
  JSON.stringify({ level: "info", msg: "web-vitals", vitals: beacon("admin", "LCP", 1) }),
  "not json at all",
  "",
].join("\n");

describe("p75", () => {
  test("is the nearest-rank 75th percentile", () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });
});

describe(`npm run vitals (${testEngine})`, () => {
  test("the table's p75 per page type and metric, from the backend's rows", async () => {
    for (const value of [1000, 2000, 3000, 4000]) {
      expect((await t.post("/api/vitals", beacon("product", "LCP", value))).status).toBe(201);
    }
    await t.post("/api/vitals", beacon("home", "INP", 120));
    const rows = await summaryFromDb(t.database.db, new Date(Date.now() - 60_000));
    expect(rows).toEqual([
      { page: "home", metric: "INP", p75: 120, count: 1 },
      { page: "product", metric: "LCP", p75: 3000, count: 4 },
    ]);
    expect(await summaryFromDb(t.database.db, new Date(Date.now() + 60_000))).toEqual([]);
  });

  test("the same table from a storefront's log lines, skipping every other line", () => {
    expect(summaryFromLog(LOG)).toEqual([
      { page: "home", metric: "TTFB", p75: 300, count: 4 },
      { page: "list", metric: "CLS", p75: 0.25, count: 1 },
    ]);
  });

  test("the command prints the table from a log file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-vitals-"));
    const file = path.join(dir, "storefront.log");
    fs.writeFileSync(file, LOG);
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: "test" };
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "backend/src/vitals-cli.ts", "--log", file],
      { env, encoding: "utf8", timeout: 60_000 },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${formatSummary(summaryFromLog(LOG))}\n`);
    expect(run.stdout).toMatch(/^home\s+TTFB\s+300 ms\s+4$/m);
    expect(run.stdout).toMatch(/^list\s+CLS\s+0\.250\s+1$/m);
  });
});
