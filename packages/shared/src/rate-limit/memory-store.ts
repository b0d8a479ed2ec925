import type { Counter, CounterAnswer, CounterStore } from "./limiter";

const SWEEP_INTERVAL_MS = 1_000;

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Counters in this process: the default, right for one instance. Bounded to `maxKeys`
 * windows, and a live window is never dropped to make room: forgetting one would hand its
 * key a fresh allowance, so a flood of made-up keys could reset a victim's count. Ended
 * windows are swept when the bound is reached; when every window is still live, a request that needs
 * a new one gets no answer from the store, and its rules fail open or closed (rules.ts).
 */
export class MemoryStore implements CounterStore {
  // A Map keeps insertion order and a window is re-inserted when it restarts, so the first
  // entries are the oldest windows: the sweep stops at the first one still live.
  private readonly windows = new Map<string, Window>();
  private full = false;
  private sweptAt = -Infinity;

  constructor(
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
    private readonly warn: (message: string) => void = console.warn,
  ) {}

  async hit(counters: readonly Counter[], count: boolean): Promise<CounterAnswer | null> {
    const now = this.now();
    const live = counters.map(({ key }) => {
      const window = this.windows.get(key);
      return window && window.endsAt > now ? window : undefined;
    });
    let over: CounterAnswer["over"] = null;
    counters.forEach(({ limit }, index) => {
      const window = live[index];
      if (!window || window.count < limit) return;
      const resetInMs = window.endsAt - now;
      if (!over || resetInMs > over.resetInMs) over = { index, resetInMs };
    });
    if (over || !count) return { counts: live.map((window) => window?.count ?? 0), over };

    const fresh = live.filter((window) => !window).length;
    if (fresh > 0 && !this.roomFor(fresh, now)) return null;
    const counts = counters.map(({ key, windowMs }, index) => {
      let window = live[index];
      if (!window) {
        window = { count: 0, endsAt: now + windowMs };
        this.windows.delete(key);
        this.windows.set(key, window);
      }
      window.count += 1;
      return window.count;
    });
    return { counts, over: null };
  }

  /**
   * Sweeps ended windows when the bound is reached; true when `fresh` new ones fit. Rules
   * have windows of different lengths, so ended ones may sit behind live ones: the sweep
   * reads the whole map, at most once a second, so a store kept full costs no request more
   * than a lookup.
   */
  private roomFor(fresh: number, now: number): boolean {
    if (this.windows.size + fresh > this.maxKeys && now - this.sweptAt >= SWEEP_INTERVAL_MS) {
      this.sweptAt = now;
      for (const [key, window] of this.windows) {
        if (window.endsAt <= now) this.windows.delete(key);
      }
    }
    const fits = this.windows.size + fresh <= this.maxKeys;
    if (!fits && !this.full) {
      this.warn(
        `[rate-limit] ${this.windows.size} live windows fill the memory store; new keys are refused by fail-closed rules until some end.`,
      );
    }
    this.full = !fits;
    return fits;
  }

  /** How many keys are held (tests check the bound). */
  get size(): number {
    return this.windows.size;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
