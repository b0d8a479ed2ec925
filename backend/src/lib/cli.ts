/** What every command-line tool of the backend does around its work: database, exit code. */
import { type Database, openDatabase } from "../db/client";
import type { BackendEnv } from "../env";

/**
 * Opens the configured database (PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR),
 * brings it to the latest migration (waiting for a backend that is starting), runs `work` and
 * closes it whatever happens.
 */
export async function withDatabase(
  env: BackendEnv,
  work: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, maxConnections: env.DB_POOL_MAX }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  try {
    await database.prepare();
    await work(database);
  } finally {
    await database.close();
  }
}

/**
 * What the operator asked for cannot be done (bad arguments, a rule it breaks): the tool
 * changes nothing and exits with 2, apart from a failure (1).
 */
export class RefusedError extends Error {
  override name = "RefusedError";
}

/**
 * Runs a tool's `main`; a RefusedError prints `<name>: <reason>` and exits with 2, any other
 * failure prints `<name> failed: <reason>` and exits with 1.
 */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof RefusedError) {
      console.error(`${name}: ${error.message}`);
      process.exit(2);
    }
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
