import { create } from "zustand";
import { pincodeFromCookies } from "@/lib/delivery/pincode-view";

interface PincodeState {
  /** The shopper's pincode for this visit; null: none given. */
  pincode: string | null;
  /** False until the cookie has been read in the browser (the server render knows none). */
  known: boolean;
  /** Reads the `pincode` cookie once; later calls do nothing. */
  read: () => void;
  /**
   * Remembers `pincode` for the visit (PUT /api/delivery/pincode sets the cookie) and tells
   * every island that shows it. Resolves null on success, else the shop's reason.
   */
  save: (pincode: string) => Promise<string | null>;
}

/**
 * The shopper's pincode (docs/delivery.md "The storefront"): the header shows it, the delivery
 * check and the cart's pickers start from it, and a change in one is seen by the others.
 * Module-level, filled in the browser only, so it never holds a shopper's data on the server.
 */
export const usePincode = create<PincodeState>()((set, get) => ({
  pincode: null,
  known: false,
  read: () => {
    if (get().known) return;
    set({ pincode: pincodeFromCookies(document.cookie), known: true });
  },
  save: async (pincode) => {
    if (get().pincode === pincode) return null;
    // Loaded when a pincode is first saved: the header that reads this store is on every page,
    // and most visits never save one (docs/performance.md §2).
    const { deliveryApi } = await import("@/lib/api/delivery");
    const result = await deliveryApi.savePincode(pincode);
    if (!result.ok) return result.error ?? "Could not save your PIN code. Please try again.";
    set({ pincode, known: true });
    return null;
  },
}));
