/**
 * A value the server owns plus the changes the shopper made that the server has not answered
 * yet. The shown value is the server's with every pending change replayed in order, so when
 * one request fails only its own change disappears, never a change made after it.
 */
export class Optimistic<T> {
  private confirmed: T;
  private readonly pending = new Map<number, (value: T) => T>();
  private appliedTicket = 0;

  constructor(initial: T) {
    this.confirmed = initial;
  }

  /** The server's value as last answered. */
  get server(): T {
    return this.confirmed;
  }

  /** Whether any change still waits for its answer. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** What the shopper sees: the server's value with the pending changes on top. */
  view(): T {
    let value = this.confirmed;
    for (const change of this.pending.values()) value = change(value);
    return value;
  }

  /** Shows `change` until the request under `ticket` is answered. */
  begin(ticket: number, change: (value: T) => T): void {
    this.pending.set(ticket, change);
  }

  /**
   * The request under `ticket` was answered: its change is dropped, and a value the server
   * sent is kept unless a request started later has already answered (answers can overtake).
   */
  settle(ticket: number, answer?: { value: T }): void {
    this.pending.delete(ticket);
    if (answer) this.adopt(ticket, answer.value);
  }

  /** Takes a value the server sent for the request under `ticket`, unless a newer one landed. */
  adopt(ticket: number, value: T): void {
    if (ticket < this.appliedTicket) return;
    this.appliedTicket = ticket;
    this.confirmed = value;
  }

  /** Forgets everything: a new shopper starts from `value`. */
  reset(value: T): void {
    this.pending.clear();
    this.confirmed = value;
    this.appliedTicket = 0;
  }
}
