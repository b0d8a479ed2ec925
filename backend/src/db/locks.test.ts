/**
 * Several backends on one database (db/locks.ts): they prepare it together at start, and each
 * periodic job's round runs in one of them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { generateCatalogue } from "../seed/generate";
import { seedOnFirstStart } from "../startup";
import { createPostgresTestDatabase, openTestDatabase, testEngine } from "../test/test-db";
import { type Database, openDatabase } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl) {
  console.log(
    "db/locks.test.ts: start-up across processes needs PostgreSQL (TEST_DATABASE_URL); skipped",
  );
}

const journal: { entries: unknown[] } = JSON.parse(
  fs.readFileSync(path.join(__dirname, "migrations/meta/_journal.json"), "utf8"),
);
const SEED_PRODUCTS = 12;

async function queryOne(url: string, text: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(text);
    return rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

onPostgres("backends starting together on an empty PostgreSQL database", () => {
  let fresh: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let uploadsDir: string;
  const backends: Database[] = [];
  beforeEach(async () => {
    fresh = await createPostgresTestDatabase(serverUrl);
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-locks-"));
  });
  afterEach(async () => {
    await Promise.all(backends.splice(0).map((backend) => backend.close()));
    await fresh.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });
  const open = async () => {
    const backend = await openDatabase({ kind: "postgres", url: fresh.url, maxConnections: 2 });
    backends.push(backend);
    return backend;
  };

  test("both start; the migrations are applied once and the catalogue seeded once", async () => {
    const [first, second] = [await open(), await open()];
    const logs: string[] = [];
    const prepare = (backend: Database) =>
      backend.prepare((db) =>
        seedOnFirstStart(db, {
          uploadsDir,
          imageCacheDir: null,
          products: SEED_PRODUCTS,
          log: (line) => logs.push(line),
        }),
      );
    await Promise.all([prepare(first), prepare(second)]);

    expect(logs.filter((line) => line.startsWith("empty catalogue"))).toHaveLength(1);
    expect(logs.filter((line) => line.startsWith("delivery: seeded"))).toHaveLength(1);
    expect(
      await queryOne(fresh.url, "select count(*)::int as n from drizzle.__drizzle_migrations"),
    ).toBe(journal.entries.length);
    const catalogue = generateCatalogue({ products: SEED_PRODUCTS });
    expect(await queryOne(fresh.url, "select count(*)::int as n from products")).toBe(
      catalogue.products.length,
    );
    expect(await queryOne(fresh.url, "select count(*)::int as n from categories")).toBe(
      catalogue.categories.length,
    );
  }, 120_000);

  test("a start that fails releases the lock: the next backend prepares the database", async () => {
    const [first, second] = [await open(), await open()];
    await expect(
      first.prepare(async () => {
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    await second.prepare(async (db) => {
      await seedOnFirstStart(db, {
        uploadsDir,
        imageCacheDir: null,
        products: SEED_PRODUCTS,
        log: () => {},
      });
    });
    expect(await queryOne(fresh.url, "select count(*)::int as n from products")).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * Backends of one cluster: on PostgreSQL separate pools on one database, as separate
 * processes have; on PGlite the one process that owns the database, twice.
 */
async function openCluster(): Promise<{ backends: [Database, Database]; close(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openTestDatabase();
    return { backends: [database, database], close: () => database.close() };
  }
  const fresh = await createPostgresTestDatabase(serverUrl);
  const open = () => openDatabase({ kind: "postgres", url: fresh.url, maxConnections: 1 });
  const backends: [Database, Database] = [await open(), await open()];
  return {
    backends,
    close: async () => {
      await Promise.all(backends.map((backend) => backend.close()));
      await fresh.drop();
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a periodic job's round runs in one backend at a time (${testEngine})`, () => {
  let cluster: Awaited<ReturnType<typeof openCluster>>;
  beforeEach(async () => {
    cluster = await openCluster();
  });
  afterEach(() => cluster.close());

  test("two rounds started together: one does the work, the other skips", async () => {
    const [a, b] = cluster.backends;
    let worked = 0;
    const work = async () => {
      worked++;
      await pause(500);
      return worked;
    };
    const rounds = await Promise.all([
      a.runJob("paymentReconcile", work),
      b.runJob("paymentReconcile", work),
    ]);
    expect(worked).toBe(1);
    expect(rounds.filter((round) => round.ran)).toEqual([{ ran: true, value: 1 }]);
    expect(rounds.filter((round) => !round.ran)).toEqual([{ ran: false }]);
  });

  test("a round in progress blocks only its own job, and the next round runs after it", async () => {
    const [a, b] = cluster.backends;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let started = false;
    const running = a.runJob("uploadCleanUp", async () => {
      started = true;
      await finished;
      return "cleaned";
    });
    while (!started) await pause(10);

    expect(await b.runJob("uploadCleanUp", async () => "twice")).toEqual({ ran: false });
    expect(await b.runJob("paymentReconcile", async () => "other job")).toEqual({
      ran: true,
      value: "other job",
    });
    finish();
    expect(await running).toEqual({ ran: true, value: "cleaned" });
    expect(await b.runJob("uploadCleanUp", async () => "next round")).toEqual({
      ran: true,
      value: "next round",
    });
  });

  test("a round that fails releases its lock", async () => {
    const [a, b] = cluster.backends;
    await expect(
      a.runJob("uploadCleanUp", async () => {
        throw new Error("lost the disk");
      }),
    ).rejects.toThrow("lost the disk");
    expect(await b.runJob("uploadCleanUp", async () => "ran")).toEqual({ ran: true, value: "ran" });
    expect(await a.runJob("uploadCleanUp", async () => "ran")).toEqual({ ran: true, value: "ran" });
  });
});
