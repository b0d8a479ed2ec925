/**
 * Answers that are slow to work out, kept for a short while, per key, in this process:
 *
 * - exact filter totals and their matches' cheapest and dearest price, for the filters whose count cannot be made cheap (`totalIsSlow` in
 *   product-filter.ts): a text search's total looks at every product whose title matches (a
 *   common word: a quarter of the catalogue, 40–120 ms at 100,000 products even through the
 *   trigram index), a recipient's at every approved product's recipient list (25–40 ms). Each
 *   further page or sort of the same filter asks for the same number again;
 * - the earliest each kind of gift can arrive (delivery/store.ts `loadEarliest`), which every
 *   catalogue answer carries and which reads the whole zone table (25–45 ms on PGlite).
 *
 * Nothing in this process writes the catalogue or the delivery tables: they change by a reseed
 * (`npm run seed`) or an operator's SQL (docs/delivery.md), which no hook here can see. So the
 * lifetime bounds how stale an answer can be after such a change, and it is kept short.
 */

export interface KeptAnswers<T> {
  /** The kept answer for `key`, or `work()` (remembered unless it fails). */
  get(key: string, work: () => Promise<T>): Promise<T>;
}

interface Entry<T> {
  expiresAt: number;
  answer: Promise<T>;
}

/** A cache of at most `maxEntries` answers, each kept `ttlMs`. */
export function createKeptAnswers<T>({
  ttlMs = 60_000,
  maxEntries = 500,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): KeptAnswers<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, work) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.answer;
      entries.delete(key);
      // The promise is stored, so concurrent calls for one key share one piece of work.
      const answer = work();
      entries.set(key, { expiresAt: now() + ttlMs, answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}
