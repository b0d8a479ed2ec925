import { useEffect } from "react";
import { useCart } from "@/lib/stores/cart";

/**
 * Loads the shopper's cart and wishlist into the store as a page of them mounts. The page has
 * already checked the session on the server, so this does not wait for the browser's.
 */
export function useLoadCart(): void {
  useEffect(() => {
    void useCart.getState().load();
  }, []);
}
