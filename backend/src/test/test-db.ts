/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type Database } from "../db/client";
import { perFile } from "./per-file";

/** Which engine the suite runs on, for test names and skip messages. */
export const testEngine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A brand-new, empty database on the TEST_DATABASE_URL server: its URL, and `drop` to remove
 * it (closing whatever still connects). For tests that open it several times, as several
 * backends of a cluster would.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `giftshop_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Opens an empty, migrated database that belongs to the calling test file alone. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "memory" });
    await database.migrate();
    return database;
  }
  const fresh = await createPostgresTestDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: fresh.url, maxConnections: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** One test database for the whole file (see `perFile`). */
export const testDatabasePerFile = (): Database => perFile(openTestDatabase);
