/** A bounded in-memory "at most once per interval" record, keyed by a string. */
export class ThrottleMemory {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Records a hit for `key`; returns 0 when allowed, else the seconds left to wait. */
  hit(key: string, now = Date.now()): number {
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.intervalMs) {
      return Math.ceil((this.intervalMs - (now - previous)) / 1000);
    }
    this.last.delete(key);
    this.last.set(key, now);
    // Map keeps insertion order, so the first key is the oldest hit.
    if (this.last.size > this.maxKeys) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
    return 0;
  }
}
