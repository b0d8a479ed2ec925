import { isBackendId } from "@giftshop/shared/validations/ids";

/** The order id a shopper typed, trimmed and without a leading "#", or null when not valid. */
export function parseOrderId(raw: string): string | null {
  const id = raw.trim().replace(/^#/, "");
  return isBackendId(id) ? id : null;
}

/** The spec's message for an empty or malformed id (docs/contract.md, Validation). */
export const INVALID_ORDER_ID = "Please enter a valid Order ID.";

/** The props of a page that reads `?order={id}` (the success pages, the local payment page). */
export interface OrderPageProps {
  searchParams: Promise<{ order?: string | string[] }>;
}
