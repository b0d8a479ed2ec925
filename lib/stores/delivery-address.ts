import { boolean, nonEmptyString, object, string, withDefault } from "@/lib/parse";
import type { Address } from "@/lib/types";
import { TAB_KEYS, forgetInTab, keepInTab, readFromTab } from "./tab-storage";

/**
 * The sessionStorage key of the address chosen on /addaddress (docs/contract.md, Shapes: Address,
 * docs/accounts.md).
 */
export const DELIVERY_ADDRESS_KEY = TAB_KEYS.deliveryAddress;

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

/** Keeps the chosen delivery address for the rest of this tab's checkout. */
export function saveDeliveryAddress(address: Address): void {
  keepInTab(DELIVERY_ADDRESS_KEY, address);
}

/** The chosen delivery address, or null when none is kept or what is kept is not an address. */
export function readDeliveryAddress(): Address | null {
  return readFromTab(DELIVERY_ADDRESS_KEY, parseAddressRecord);
}

/** Forgets the chosen delivery address (after an order is placed, or at logout). */
export function clearDeliveryAddress(): void {
  forgetInTab(DELIVERY_ADDRESS_KEY);
}
