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
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** "pglite" or "postgres", for logs. */
  engine: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
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
    const db = drizzlePg(pool, {
      schema,
      logger: target.queryLog ? fileLogger(target.queryLog) : false,
    });
    return {
      db,
      engine: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
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
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      unlock();
    },
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
