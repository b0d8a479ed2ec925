import type { CounterStore, WindowCount } from "./limiter";

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Counters in this process: the default, right for one instance. Bounded: past `maxKeys`
 * the oldest windows are dropped (a flood of fresh keys can only forget old counts, not
 * grow the heap), and ended windows are swept as new ones start.
 */
export class MemoryStore implements CounterStore {
  // A Map keeps insertion order and a window is re-inserted when it restarts, so the first
  // entries are the oldest windows.
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  /** How many keys are held (tests check the bound). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now && this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
