"use client";

import { clsx } from "clsx";
import type { CartProduct } from "@/lib/types";
import { useWishlistToggle } from "./use-wishlist-toggle";

/**
 * 'Add to Wishlist' / 'Wishlisted' on the product page (./use-wishlist-toggle.ts); the cards
 * have their heart (./wishlist-heart.tsx).
 */
export function WishlistButton({
  product,
  className,
}: {
  product: CartProduct;
  className?: string;
}) {
  const { wishlisted, toggle } = useWishlistToggle(product);
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={wishlisted}
      className={clsx(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        wishlisted
          ? "border-brand-600 bg-brand-50 text-brand-700"
          : "border-neutral-300 bg-white text-neutral-800 hover:border-brand-500 hover:text-brand-700",
        className,
      )}
    >
      <span className={clsx("heart size-5", wishlisted && "heart-on")} />
      {wishlisted ? "Wishlisted" : "Add to Wishlist"}
    </button>
  );
}
