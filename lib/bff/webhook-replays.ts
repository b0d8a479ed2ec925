import "server-only";
import { WEBHOOK_TOLERANCE_SECONDS } from "@giftshop/shared/catalogue-webhook";
import { quickRedis } from "@giftshop/shared/redis/quick-client";
import { env } from "@/lib/env";

/**
 * The signatures of webhooks already received, kept as long as a signature is accepted
 * (twice the clock tolerance, either side of now), so a captured request replayed within its
 * window is refused (docs/security.md, "The delivery promise under abuse": replays). With
 * REDIS_URL every instance shares the list (`SET … NX EX`), so a replay to another instance
 * is refused too; without it, or while Redis is away, each instance keeps its own.
 */
const KEEP_SECONDS = 2 * WEBHOOK_TOLERANCE_SECONDS;
/** An instance keeps at most this many in memory; the oldest go first. */
const MEMORY_LIMIT = 10_000;

const seen = new Map<string, number>();

/** True the first time `signature` is seen within its window (in this instance's memory). */
function firstInMemory(signature: string, nowMs: number): boolean {
  for (const [key, until] of seen) {
    if (until > nowMs && seen.size < MEMORY_LIMIT) break;
    seen.delete(key);
  }
  if ((seen.get(signature) ?? 0) > nowMs) return false;
  seen.set(signature, nowMs + KEEP_SECONDS * 1000);
  return true;
}

let redis: ReturnType<typeof quickRedis> | null | undefined;

function sharedStore() {
  if (redis !== undefined) return redis;
  const url = env().REDIS_URL;
  redis = url
    ? quickRedis(url, 500, (error) => console.warn("[webhook] Redis:", error.message))
    : null;
  return redis;
}

/**
 * Whether a webhook signed `signature` is heard for the first time. Shared through Redis when
 * the shop has it; the instance's own memory always (so Redis away still refuses replays here).
 */
export async function firstDelivery(signature: string, nowMs = Date.now()): Promise<boolean> {
  if (!firstInMemory(signature, nowMs)) return false;
  const store = sharedStore();
  if (!store) return true;
  try {
    await store.connected();
    const set = await store.client.set(`webhook:seen:${signature}`, "1", "EX", KEEP_SECONDS, "NX");
    return set === "OK";
  } catch {
    return true;
  }
}

/**
 * Forgets `signature` after its work failed, so the sender's retry of that very request (the
 * backend retries a 5xx) is heard again.
 */
export async function forgetDelivery(signature: string): Promise<void> {
  seen.delete(signature);
  const store = sharedStore();
  if (!store) return;
  try {
    await store.connected();
    await store.client.del(`webhook:seen:${signature}`);
  } catch {
    // Redis away: the shared entry expires with its window.
  }
}
