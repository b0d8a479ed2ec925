// The scale group: a throwaway PostgreSQL database seeded with 100,000 products, the backend
// and storefront pointed at it, and the catalogue calls measured there; plus the query plans
// of the filter and search statements (EXPLAIN ANALYZE) for docs/performance.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { portAnswers } from "../../scripts/lib/processes.mjs";

/** The server the scale group uses: BENCH_PG_URL, else the machine's local PostgreSQL. */
function adminUrl() {
  return process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

/** Whether something answers on the PostgreSQL server's port. */
export function postgresAnswers(url = adminUrl()) {
  const { hostname, port } = new URL(url);
  return portAnswers(hostname, Number(port || 5432));
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `bench_<random>`; returns its name and URL. */
export async function createDatabase() {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

/** Drops the bench database (closing whatever still holds it). */
export async function dropDatabase(name) {
  if (!/^bench_[0-9a-f]{8}$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * `npm run seed -- --products N` against `databaseUrl` (the seed CLI reads DATABASE_URL and
 * DATA_DIR like the backend); output goes to `logFile`. Resolves the seconds taken.
 */
export function seedDatabase({ databaseUrl, dataDir, products, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  const started = Date.now();
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const child = spawn(
    "node_modules/.bin/tsx",
    ["backend/src/seed/cli.ts", "--products", String(products)],
    { env, stdio: ["ignore", log, log] },
  );
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code === 0) resolve(Math.round((Date.now() - started) / 1000));
      else reject(new Error(`seeding ${products} products failed (exit ${code}); see ${logFile}`));
    });
  });
}

/**
 * The filter calls the storefront makes (lib/backend/catalogue.ts filterQueryString, 24 a
 * page), from the plain list to the costlier shapes: a category, price sorts, a discount
 * floor, a recipient, a text query and a deep page.
 */
export function filterVariants({ categoryId }) {
  const base = { categoryname: "", minPrice: "0", maxPrice: "10000", discount: "", limit: "24" };
  const qs = (extra) => new URLSearchParams({ ...base, sort: "newest", ...extra }).toString();
  return {
    list: qs({}),
    category: qs({ categoryname: categoryId }),
    "category, price ↑": qs({ categoryname: categoryId, sort: "price-asc" }),
    "₹500–1500, price ↑": qs({ minPrice: "500", maxPrice: "1500", sort: "price-asc" }),
    "discount ≥ 30": qs({ discount: "30", sort: "discount-desc" }),
    "recipient mother": qs({ recipient: "mother" }),
    "q=cake": qs({ q: "cake" }),
    "q=cake, price ↑": qs({ q: "cake", sort: "price-asc" }),
    "q=pinata (rare)": qs({ q: "pinata" }),
    "q=zzqx (no match)": qs({ q: "zzqx" }),
    // Shoppers' queries as the search results page sends them (docs/search.md): every word
    // matched anywhere and ranked, a typo corrected, a Hinglish word read through its synonym.
    "q=birthday cake mother, relevance": qs({ q: "birthday cake for mom", sort: "relevance" }),
    "q=rosse (typo), relevance": qs({ q: "rosse", sort: "relevance" }),
    "q=gulab (Hinglish), relevance": qs({ q: "gulab", sort: "relevance" }),
    // One word by relevance whose best are few, or in no title (docs/search.md, "The best of
    // one word"): a recipient said "Mom" in its titles, its short form, one in no title, and a
    // category's name.
    "q=mother, relevance": qs({ q: "mother", sort: "relevance" }),
    "q=mom (synonym), relevance": qs({ q: "mom", sort: "relevance" }),
    "q=wife (in no title), relevance": qs({ q: "wife", sort: "relevance" }),
    "q=flowers, relevance": qs({ q: "flowers", sort: "relevance" }),
    // A delivery word as a filter ("midnight cake"): the kinds a midnight hub delivers.
    "q=cake, delivery midnight, relevance": qs({
      q: "cake",
      delivery: "midnight",
      sort: "relevance",
    }),
    "delivery same-day": qs({ delivery: "same-day" }),
    "page 100": qs({ page: "100" }),
  };
}

/**
 * The statements the backend sent for one call: it appends each to `queryLog` (DB_QUERY_LOG),
 * so this reads what was added while `call` ran.
 */
export async function statementsOf(queryLog, call) {
  const before = fs.existsSync(queryLog) ? fs.statSync(queryLog).size : 0;
  await call();
  const added = fs.readFileSync(queryLog).subarray(before).toString("utf8");
  return added
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement with its parameters, run twice so the second is
 * warm: `labelled` maps a label to the statements ({ query, params }) one call sent.
 */
export async function explainAll(databaseUrl, labelled) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = {};
  try {
    for (const [label, statements] of Object.entries(labelled)) {
      statements.forEach((statement, index) => {
        statement.label =
          statements.length > 1 ? `${label} (${index + 1}/${statements.length})` : label;
      });
      for (const { label: name, query, params } of statements) {
        const explain = `explain (analyze, buffers) ${query}`;
        await client.query(explain, params);
        const { rows } = await client.query(explain, params);
        const text = rows.map((row) => row["QUERY PLAN"]).join("\n");
        const ms = /Execution Time: ([\d.]+) ms/.exec(text);
        plans[name] = {
          executionMs: ms ? Number(ms[1]) : null,
          statement: query,
          params,
          plan: text,
        };
      }
    }
    const { rows } = await client.query(
      `select indexname, indexdef from pg_indexes where tablename = 'products' order by indexname`,
    );
    plans.indexes = rows.map((row) => row.indexdef);
  } finally {
    await client.end();
  }
  return plans;
}
