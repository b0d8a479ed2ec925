/**
 * Order ids are the backend's opaque ids: letters, digits, "-" and "_" (docs/contract.md,
 * Conventions).
 */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The order id a shopper typed, trimmed and without a leading "#", or null when not valid. */
export function parseOrderId(raw: string): string | null {
  const id = raw.trim().replace(/^#/, "");
  return ORDER_ID.test(id) ? id : null;
}

/** The spec's message for an empty or malformed id (docs/contract.md, Validation). */
export const INVALID_ORDER_ID = "Please enter a valid Order ID.";

/** The props of a page that reads `?order={id}` (the success pages, the local payment page). */
export interface OrderPageProps {
  searchParams: Promise<{ order?: string | string[] }>;
}
