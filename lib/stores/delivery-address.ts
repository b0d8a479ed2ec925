import { boolean, nonEmptyString, object, string, withDefault } from "@/lib/parse";
import type { Address } from "@/lib/types";

/**
 * The sessionStorage key of the address chosen on /addaddress (docs/contract.md, Shapes: Address,
 * docs/accounts.md).
 */
export const DELIVERY_ADDRESS_KEY = "deliveryAddress";

/** An Address as the storefront holds it; parses what comes back from storage or the BFF. */
export const parseAddressRecord = object<Address>({
  id: nonEmptyString,
  fullName: string,
  phoneNumber: string,
  alternatephone: withDefault(string, ""),
  address: string,
  city: string,
  state: string,
  pin: string,
  country: string,
  isDefaultBilling: withDefault(boolean, false),
});

// Private mode, a full quota or a server render: storage may be missing or refuse a write.
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the chosen delivery address for the rest of this tab's checkout. */
export function saveDeliveryAddress(address: Address): void {
  try {
    storage()?.setItem(DELIVERY_ADDRESS_KEY, JSON.stringify(address));
  } catch {
    // A refused write leaves no address; the order summary then asks for one again.
  }
}

/** The chosen delivery address, or null when none is kept or what is kept is not an address. */
export function readDeliveryAddress(): Address | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(DELIVERY_ADDRESS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parseAddressRecord(JSON.parse(raw)) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the chosen delivery address (after an order is placed, or at logout). */
export function clearDeliveryAddress(): void {
  try {
    storage()?.removeItem(DELIVERY_ADDRESS_KEY);
  } catch {
    // Nothing kept that could be removed.
  }
}
