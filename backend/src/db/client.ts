/**
 * One database handle for the backend, whichever engine is underneath: embedded PGlite
 * (files under DATA_DIR, or in memory for tests) or a PostgreSQL server through `pg`.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import {
  type ClusterJob,
  type JobRun,
  LOCK_KEYS,
  tryAdvisoryLock,
  withAdvisoryLock,
} from "./locks";
import * as schema from "./schema";
import { tracingConfigured } from "@giftshop/shared/observability/tracing";
import { tracePgPool, tracePglite } from "../observability/db-spans";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** "pglite" or "postgres", for logs. */
  engine: "pglite" | "postgres";
  /**
   * Applies the committed migrations, with no lock: for a database no other process is
   * preparing (a test's fresh one). Starting processes use `prepare`.
   */
  migrate(): Promise<void>;
  /**
   * Applies the migrations and then runs `setUp` (the start-up writes: first-start seeding) as
   * the only process doing so: on PostgreSQL under an advisory lock (LOCK_KEYS.startup) that
   * other backends and tools starting at the same moment wait for, so none fails on a
   * half-made schema or seeds a second time. Safe to call on every start.
   */
  prepare(setUp?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * Runs a round of periodic `job` unless one is running already, in this process or (on
   * PostgreSQL, under the job's advisory lock) in another backend of the cluster; a skipped
   * round answers `{ ran: false }`.
   */
  runJob<T>(job: ClusterJob, work: () => Promise<T>): Promise<JobRun<T>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, "migrations");

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** A file to append each statement and its parameters to, as JSON lines (DB_QUERY_LOG). */
      queryLog?: string;
    }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

/** Opens the database described by `target`; the caller runs `migrate()` before use. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // A server that accepts but does not answer (mid-restart, overloaded) fails the request
      // after this long instead of holding it forever; the next query connects afresh.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", (error) => console.error("[db] idle client error:", error.message));
    if (tracingConfigured()) tracePgPool(pool);
    const db = drizzlePg(pool, {
      schema,
      logger: target.queryLog ? fileLogger(target.queryLog) : false,
    });
    const migrate = () => migratePg(db, { migrationsFolder });
    return {
      db,
      engine: "postgres",
      migrate,
      prepare: (setUp) =>
        withAdvisoryLock(target.url, LOCK_KEYS.startup, async () => {
          await migrate();
          await setUp?.(db);
        }),
      runJob: inProcessOnce((job, work) => tryAdvisoryLock(target.url, LOCK_KEYS[job], work)),
      close: () => pool.end(),
    };
  }
  const unlock = target.kind === "pglite" ? lockDataDir(target.dataDir) : () => {};
  // pg_trgm backs the product title search index (migration 0003); PGlite loads it on request.
  const client = new PGlite({
    dataDir: target.kind === "memory" ? undefined : path.join(target.dataDir, "pglite"),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  if (tracingConfigured()) tracePglite(client);
  const db = drizzlePglite(client, { schema });
  const migrate = () => migratePglite(db, { migrationsFolder });
  // One process owns PGlite's files (lockDataDir): that process is the whole cluster, and the
  // in-process guard alone keeps a job's rounds from overlapping.
  return {
    db,
    engine: "pglite",
    migrate,
    prepare: async (setUp) => {
      await migrate();
      await setUp?.(db);
    },
    runJob: inProcessOnce(async (_job, work) => ({ ran: true, value: await work() })),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

type RunJob = <T>(job: ClusterJob, work: () => Promise<T>) => Promise<JobRun<T>>;

/**
 * Wraps `run` so a job's round that starts while the same process's previous round is still
 * going (a slow reconcile outlasting its interval) is skipped rather than run beside it.
 */
function inProcessOnce(run: RunJob): RunJob {
  const running = new Set<ClusterJob>();
  return async (job, work) => {
    if (running.has(job)) return { ran: false };
    running.add(job);
    try {
      return await run(job, work);
    } finally {
      running.delete(job);
    }
  };
}

/**
 * Appends every statement to `file` as `{"query", "params"}` lines: `npm run bench` replays them
 * under EXPLAIN ANALYZE, so the plans it publishes are of the SQL the backend really sends.
 */
function fileLogger(file: string): Logger {
  return {
    logQuery(query, params) {
      fs.appendFileSync(file, `${JSON.stringify({ query, params })}\n`);
    },
  };
}

/**
 * PGlite is one process's database: a second process opening the same files corrupts them.
 * A pid file guards the folder, so `npm run seed` beside a running `npm run dev` stops cleanly.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "pglite.lock");
  const holder = Number(fs.existsSync(lockFile) ? fs.readFileSync(lockFile, "utf8") : NaN);
  if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
    throw new Error(
      `The database in ${dataDir} is in use by process ${holder} (is \`npm run dev\` running?). Stop it first.`,
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
