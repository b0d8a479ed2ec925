"use client";

import { useCart } from "@/lib/stores/cart";
import { CartLoadState } from "./cart-load-state";
import { WISHLIST_GRID } from "./cart-skeleton";
import { useLoadCart } from "./use-load-cart";
import { WishlistItem } from "./wishlist-item";

/** /wishlist's body (docs/contract.md, Screens: Wishlist): the saved gifts, or the empty state. */
export function WishlistView() {
  const status = useCart((state) => state.status);
  const items = useCart((state) => state.wishlist);

  useLoadCart();

  if (items.length === 0) {
    return (
      <CartLoadState
        list="wishlist"
        status={status}
        emptyText="Tap the heart on any gift to keep it here for later."
      />
    );
  }

  return (
    <div>
      <p className="mb-4 text-sm text-neutral-600">
        {items.length} {items.length === 1 ? "gift" : "gifts"} saved for later
      </p>
      <ul className={WISHLIST_GRID}>
        {items.map((product) => (
          <WishlistItem key={product.id} product={product} />
        ))}
      </ul>
    </div>
  );
}
