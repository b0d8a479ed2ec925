import { Redis } from "ioredis";

/**
 * A Redis client for state shared by every instance of the shop (rate-limit counters,
 * backend cookies) that must never hold a request up: it connects on first use, every
 * command gives up after `timeoutMs`, nothing queues while Redis is away, and ioredis keeps
 * reconnecting in the background. `connected()` waits for the first connection, shared by
 * racing first calls, and never longer than the timeout (a server that accepts but never
 * answers included).
 */
export function quickRedis(url: string, timeoutMs: number, onError: (error: Error) => void) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    disconnectTimeout: timeoutMs,
    // No queue while disconnected: a command then fails at once instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  client.on("error", onError);
  let connecting: Promise<void> | null = null;

  async function connected(): Promise<void> {
    if (client.status === "wait") {
      connecting ??= client.connect().finally(() => {
        connecting = null;
      });
    }
    if (!connecting) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("connection timed out")), timeoutMs);
    });
    try {
      await Promise.race([connecting, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return { client, connected };
}
