/** What every command-line tool of the backend does around its work: database, exit code. */
import { type Database, openDatabase } from "../db/client";
import type { BackendEnv } from "../env";

/**
 * Opens the configured database (PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR),
 * brings it to the latest migration, runs `work` and closes it whatever happens.
 */
export async function withDatabase(
  env: BackendEnv,
  work: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  try {
    await database.migrate();
    await work(database);
  } finally {
    await database.close();
  }
}

/** Runs a tool's `main`; a failure prints `<name> failed: <reason>` and exits with 1. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
