/**
 * What the backends of one cluster (several processes on one PostgreSQL) do one at a time:
 * preparing the database at start (migrations and the first-start seed), and each periodic
 * job's round. PostgreSQL advisory locks, session-level, each held on a connection of its own
 * outside the pool: the work inside runs on the pool as usual (its transactions commit as they
 * go), and a pool of one connection (DB_POOL_MAX=1) cannot starve itself. A holder whose
 * connection drops loses its lock with it, so a crashed backend never blocks the others.
 */
import { Client } from "pg";

// "gift" in the high 32 bits, the purpose in the low: another application sharing the server
// would have to pick these very numbers to collide.
const NAMESPACE = 0x67696674n << 32n;

/** The advisory lock keys (bigint) the backend takes, by what they guard. */
export const LOCK_KEYS = {
  /** Migrations and the start-up writes after them (Database.prepare). */
  startup: NAMESPACE | 1n,
  /** A round of payment reconciliation (payments/reconcile.ts). */
  paymentReconcile: NAMESPACE | 2n,
  /** A round of the clean-up of unused photo uploads (uploads/store.ts). */
  uploadCleanUp: NAMESPACE | 3n,
} as const;

/** The periodic jobs that run in one process of the cluster at a time. */
export type ClusterJob = "paymentReconcile" | "uploadCleanUp";

/** A job's round: run (with what it answered), or skipped because another holder ran it. */
export type JobRun<T> = { ran: true; value: T } | { ran: false };

function lockClient(url: string): Client {
  // keepAlive: a lock held through a long migration must not lose its connection to an idle
  // timeout on the way (a NAT, a cloud load balancer).
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // A lock connection the server drops must not crash the process; its lock is gone with it.
  client.on("error", (error) => console.error("[db] lock connection error:", error.message));
  return client;
}

async function tryLock(client: Client, key: bigint): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    "select pg_try_advisory_lock($1::bigint) as locked",
    [key.toString()],
  );
  return rows[0]?.locked === true;
}

async function release(client: Client, key: bigint): Promise<void> {
  try {
    const { rows } = await client.query<{ released: boolean }>(
      "select pg_advisory_unlock($1::bigint) as released",
      [key.toString()],
    );
    // Taken on one server connection and released on another: DATABASE_URL goes through a
    // pooler in transaction mode, where the lock stays held on a pooled connection.
    if (rows[0]?.released !== true) console.error(LOCK_NOT_HELD);
  } catch (error) {
    // The connection is gone, and the lock with it; closing below is all there is to do.
    console.error("[db] could not release an advisory lock:", (error as Error).message);
  }
}

/** What a backend says when an advisory lock was not held on the connection that took it. */
const LOCK_NOT_HELD =
  "[db] an advisory lock was not held when released: DATABASE_URL must reach PostgreSQL " +
  'directly or through a pooler in session mode (docs/scale-out.md "The backends")';

/**
 * Runs `work` holding advisory lock `key` on PostgreSQL at `url`, waiting for the process that
 * holds it (saying so through `log` once); releases it whether `work` succeeds or throws.
 */
export async function withAdvisoryLock<T>(
  url: string,
  key: bigint,
  work: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  const client = lockClient(url);
  await client.connect();
  try {
    if (!(await tryLock(client, key))) {
      log("another process is preparing the database: waiting for it");
      await client.query("select pg_advisory_lock($1::bigint)", [key.toString()]);
    }
    try {
      return await work();
    } finally {
      await release(client, key);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Runs `work` when advisory lock `key` on PostgreSQL at `url` is free, holding it meanwhile;
 * answers `{ ran: false }` at once when another connection holds it.
 */
export async function tryAdvisoryLock<T>(
  url: string,
  key: bigint,
  work: () => Promise<T>,
): Promise<JobRun<T>> {
  const client = lockClient(url);
  await client.connect();
  try {
    if (!(await tryLock(client, key))) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await release(client, key);
    }
  } finally {
    await client.end().catch(() => {});
  }
}
