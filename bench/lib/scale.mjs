// The scale group: a throwaway PostgreSQL database seeded with 100,000 products, the backend
// and storefront pointed at it, and the catalogue calls measured there; plus the query plans
// of the filter and search statements (EXPLAIN ANALYZE) for docs/performance.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

/** The server the scale group uses: BENCH_PG_URL, else the machine's local PostgreSQL. */
export function adminUrl() {
  return process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

/** Whether something answers on the PostgreSQL server's port. */
export function postgresAnswers(url = adminUrl()) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
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
    "page 100": qs({ page: "100" }),
  };
}

// The statements the backend sends for those calls (as drizzle writes them for
// backend/src/routes/catalogue/catalogue.routes.ts), for EXPLAIN ANALYZE.
const PRODUCT_COLUMNS = `"products"."id", "products"."title", "products"."name", "products"."price",
  "products"."old_price", "products"."discount", "products"."brand", "products"."description",
  "products"."care_instructions", "products"."ingredients", "products"."flavor", "products"."type",
  "products"."shape", "products"."weight", "products"."net_quantity", "products"."diameter",
  "products"."serves", "products"."approved", "products"."seller_id", "products"."images",
  "products"."recipients", "products"."created_at", "products"."category_id", "categories"."name",
  "products"."subcategory_id", "subcategories"."name"`;
const FROM = `from "products"
  inner join "categories" on "categories"."id" = "products"."category_id"
  left join "subcategories" on "subcategories"."id" = "products"."subcategory_id"`;
const TEXT = `("products"."title" ilike $T or "categories"."name" ilike $T or "subcategories"."name" ilike $T)`;

function planStatements({ categoryId }) {
  const list = (where, order, offset = 0) =>
    `select ${PRODUCT_COLUMNS} ${FROM} where ${where} order by ${order} limit 24 offset ${offset}`;
  const count = (where) => `select count(*)::int ${FROM} where ${where}`;
  const newest = `"products"."created_at" desc, "products"."id" asc`;
  const priced = `"products"."price" >= 0 and "products"."price" <= 10000`;
  const approved = `"products"."approved" = true`;
  const cat = `"products"."category_id" in ('${categoryId}')`;
  const text = TEXT.replaceAll("$T", "'%cake%'");
  return {
    "filter list (page 1, newest)": list(`(${approved} and ${priced})`, newest),
    "filter list count": count(`(${approved} and ${priced})`),
    "filter category, price ↑": list(
      `(${approved} and ${cat} and ${priced})`,
      `"products"."price" asc, ${newest}`,
    ),
    "filter discount ≥ 30": list(
      `(${approved} and ${priced} and "products"."discount" >= 30)`,
      `"products"."discount" desc, ${newest}`,
    ),
    "filter recipient mother": list(
      `(${approved} and 'mother' = any("products"."recipients") and ${priced})`,
      newest,
    ),
    "filter q=cake": list(`(${approved} and ${text} and ${priced})`, newest),
    "filter q=cake count": count(`(${approved} and ${text} and ${priced})`),
    "filter page 100": list(`(${approved} and ${priced})`, newest, 99 * 24),
    "client/search q=cake (limit 12)": `select "products"."id", "products"."title", "products"."price",
  "products"."old_price", "products"."discount", "products"."images", "products"."category_id",
  "categories"."name", "products"."subcategory_id", "subcategories"."name" ${FROM}
  where (${approved} and ${text}) order by ${newest} limit 12`,
  };
}

/**
 * `ANALYZE` on the catalogue tables: what autovacuum does on its own a while after a bulk load
 * (the seed runs none, and CI-style servers run with autovacuum off).
 */
export async function analyzeCatalogue(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("show autovacuum");
    await client.query("analyze products, categories, subcategories, reviews");
    return { autovacuum: rows[0]?.autovacuum ?? null };
  } finally {
    await client.end();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, run twice so the second is warm. */
export async function explainAll(databaseUrl, context) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = {};
  try {
    for (const [label, statement] of Object.entries(planStatements(context))) {
      const explain = `explain (analyze, buffers) ${statement}`;
      await client.query(explain);
      const { rows } = await client.query(explain);
      const text = rows.map((row) => row["QUERY PLAN"]).join("\n");
      const ms = /Execution Time: ([\d.]+) ms/.exec(text);
      plans[label] = { executionMs: ms ? Number(ms[1]) : null, statement, plan: text };
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
