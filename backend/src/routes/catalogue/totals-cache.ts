/**
 * Exact filter totals kept for a short while, per filter, for the filters whose count cannot
 * be made cheap (`totalIsSlow` in product-filter.ts): a text search's total looks at every
 * product whose title matches (a common word: a quarter of the catalogue, 40–120 ms at
 * 100,000 products even through the trigram index), a recipient's at every approved
 * product's recipient list (25–40 ms). Each further page or sort of the same filter asks for
 * the same number again.
 *
 * Nothing in this process writes the catalogue: it changes only by a reseed (`npm run seed`,
 * another process), which no hook here can see. So the lifetime bounds how stale a total can
 * be after a reseed, and it is kept short.
 */

export interface TotalsCache {
  /** The cached total for `key`, or `count()` (remembered unless it fails). */
  get(key: string, count: () => Promise<number>): Promise<number>;
}

interface Entry {
  expiresAt: number;
  total: Promise<number>;
}

/** A totals cache of at most `maxEntries` filters, each kept `ttlMs`. */
export function createTotalsCache({
  ttlMs = 60_000,
  maxEntries = 500,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): TotalsCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, count) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.total;
      entries.delete(key);
      // The promise is stored, so concurrent calls for one filter share one count.
      const total = count();
      entries.set(key, { expiresAt: now() + ttlMs, total });
      total.catch(() => {
        if (entries.get(key)?.total === total) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return total;
    },
  };
}
