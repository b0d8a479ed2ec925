/**
 * What a tab keeps across its own pages (sessionStorage): written, read back through a parser,
 * forgotten. Private mode, a full quota or a server render may leave storage missing or refuse a
 * write; each call then does nothing and a read answers null, so a page falls back to asking.
 */

/**
 * The keys, apart from the parsers: the session store, on every page, forgets the chosen
 * address at logout without loading what reads it back.
 */
export const TAB_KEYS = {
  /** The address chosen on /addaddress (lib/stores/delivery-address.ts). */
  deliveryAddress: "deliveryAddress",
  /** The deliveries an online payment pays for (lib/stores/checkout-deliveries.ts). */
  checkoutDeliveries: "checkoutDeliveries",
  /** A visitor's Add to Cart, added once they sign in (lib/cart/pending-line.ts). */
  pendingCartLine: "pendingCartLine",
} as const;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` (as JSON) under `key`; a refused write keeps nothing. */
export function keepInTab(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept: the reader finds nothing and asks again.
  }
}

/** What is kept under `key`, through `parse`; null when nothing is kept or it does not parse. */
export function readFromTab<T>(
  key: string,
  parse: (json: unknown) => T | null | undefined,
): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (parse(JSON.parse(raw)) ?? null) : null;
  } catch {
    return null;
  }
}

/** Forgets what is kept under `key`. */
export function forgetInTab(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept that could be removed.
  }
}
