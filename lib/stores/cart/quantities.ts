import type { CartLine } from "@/lib/types";

/** Quiet time after the last +/− click on a line before its final quantity is sent. */
export const QUANTITY_SETTLE_MS = 400;

/**
 * Quantities picked with − and + and not sent yet, by line key. They show over the cart at once;
 * a line's last click goes to `send` after QUANTITY_SETTLE_MS of quiet on that line (five quick
 * clicks make one request), or at once on flush().
 */
export class WaitingQuantities {
  private readonly waiting = new Map<
    string,
    { quantity: number; timer: ReturnType<typeof setTimeout> }
  >();

  constructor(private readonly send: (key: string, quantity: number) => void) {}

  /** Whether the line has a quantity waiting. */
  has(key: string): boolean {
    return this.waiting.has(key);
  }

  /** Holds `quantity` for the line and starts its quiet time again. */
  set(key: string, quantity: number): void {
    this.drop(key);
    const timer = setTimeout(() => this.sendNow(key), QUANTITY_SETTLE_MS);
    this.waiting.set(key, { quantity, timer });
  }

  /** Sends every waiting quantity now. */
  flush(): void {
    for (const key of [...this.waiting.keys()]) this.sendNow(key);
  }

  /** Forgets the line's waiting quantity, unsent. */
  drop(key: string): void {
    clearTimeout(this.waiting.get(key)?.timer);
    this.waiting.delete(key);
  }

  /** Forgets every waiting quantity, unsent. */
  clear(): void {
    for (const key of [...this.waiting.keys()]) this.drop(key);
  }

  /** `lines` as the shopper sees them: with the waiting quantities. */
  over(lines: CartLine[]): CartLine[] {
    return lines.map((line) => {
      const quantity = this.waiting.get(line.key)?.quantity;
      return quantity === undefined || quantity === line.quantity ? line : { ...line, quantity };
    });
  }

  private sendNow(key: string): void {
    const entry = this.waiting.get(key);
    if (!entry) return;
    this.drop(key);
    this.send(key, entry.quantity);
  }
}
