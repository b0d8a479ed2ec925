"use client";

import { Heart } from "lucide-react";
import { useEffect } from "react";
import { WISHLIST_EMPTY } from "@/lib/cart/messages";
import { useCart } from "@/lib/stores/cart";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { WishlistItem } from "./wishlist-item";

const GRID = "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3";

/** /wishlist's body (seed-spec §2 Wishlist): the saved gifts, or the empty state. */
export function WishlistView() {
  const status = useCart((state) => state.status);
  const items = useCart((state) => state.wishlist);

  // The page already checked the session on the server, so there is no need to wait for it.
  useEffect(() => {
    void useCart.getState().load();
  }, []);

  if (items.length === 0) {
    if (status === "idle" || status === "loading") return <WishlistSkeleton />;
    if (status === "error") return <LoadError what="wishlist" />;
    return (
      <EmptyState
        icon={Heart}
        title={WISHLIST_EMPTY}
        text="Tap the heart on any gift to keep it here for later."
        action={{ href: "/", label: "Start shopping" }}
      />
    );
  }

  return (
    <div>
      <p className="mb-4 text-sm text-neutral-600">
        {items.length} {items.length === 1 ? "gift" : "gifts"} saved for later
      </p>
      <ul className={GRID}>
        {items.map((product) => (
          <WishlistItem key={product.id} product={product} />
        ))}
      </ul>
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your wishlist…</span>
      <div aria-hidden className="mb-4 h-4 w-40 animate-pulse rounded bg-neutral-100" />
      <div aria-hidden className={GRID}>
        {[0, 1, 2].map((card) => (
          <div key={card} className="overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200">
            <div className="aspect-square animate-pulse bg-neutral-100" />
            <div className="space-y-2.5 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-neutral-100" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-neutral-100" />
              <div className="h-11 animate-pulse rounded-xl bg-neutral-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
