import { create } from "zustand";

/** How many items the shopper has in the cart and the wishlist (0 for a visitor). */
interface Counts {
  cart: number;
  wishlist: number;
}

interface CountsState extends Counts {
  setCounts: (counts: Partial<Counts>) => void;
}

/**
 * The header badges' counts. The cart and account code fill it in the browser once the
 * session is known; the server never writes to it, so the module-level store holds no
 * shopper's data between requests and the server render always shows the visitor's zeros.
 */
export const useCounts = create<CountsState>()((set) => ({
  cart: 0,
  wishlist: 0,
  setCounts: (counts) => set(counts),
}));
