import "server-only";

/**
 * A value the storefront keeps in process memory and reads again every `ttlMs`: the first
 * call waits for it (and fails when it cannot be had, so the next call tries again); later
 * calls get the kept value at once while a fresh one is read, one read at a time, and keep
 * the last good value when that read fails (`what` names it in the log).
 */
export function keptFresh<T>(what: string, ttlMs: number, read: () => Promise<T>) {
  let held: { value: T; at: number } | null = null;
  let reading: Promise<T> | null = null;
  return {
    async get(): Promise<T> {
      if (held && Date.now() - held.at < ttlMs) return held.value;
      reading ??= read()
        .then((value) => {
          held = { value, at: Date.now() };
          return value;
        })
        .finally(() => {
          reading = null;
        });
      if (!held) return reading;
      reading.catch((error: unknown) => {
        console.error(`[backend] could not read ${what} again; keeping the last one:`, error);
      });
      return held.value;
    },
    /** Forgets the kept value (tests; a backend swapped under a running storefront). */
    forget(): void {
      held = null;
    },
  };
}
