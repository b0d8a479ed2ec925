"use client";

import type { CartProduct } from "@/lib/types";
import { useWishlistToggle } from "./use-wishlist-toggle";

/**
 * The wishlist heart over a product card (useWishlistToggle). A page holds ~70 of them, so its
 * look, place and heart are the `card-heart` class (app/globals.css): the button has no content
 * of its own (the heart is its ::before, filled while pressed), and its label names it.
 */
export function WishlistHeart({ product }: { product: CartProduct }) {
  const { wishlisted, toggle } = useWishlistToggle(product);
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={wishlisted}
      aria-label={`Save ${product.title} to wishlist`}
      title={wishlisted ? "Wishlisted" : "Add to Wishlist"}
      className="card-heart"
    />
  );
}
