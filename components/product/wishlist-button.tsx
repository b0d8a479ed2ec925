"use client";

import { clsx } from "clsx";
import { askToLogin, isSignedIn } from "@/components/cart/sign-in-gate";
import { WISHLIST_LOGIN_REQUIRED } from "@giftshop/shared/messages/cart";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";

/**
 * The wishlist toggle (docs/contract.md, Screens: Product detail; Behaviour): whether `product` is
 * wishlisted, and the toggle. A visitor is asked to log in; a shopper's toggle flips at once and
 * flips back if the server refuses.
 */
function useWishlistToggle(product: CartProduct) {
  const wishlisted = useCart((state) => state.wishlist.some((item) => item.id === product.id));

  const toggle = async () => {
    if (!(await isSignedIn())) {
      askToLogin(WISHLIST_LOGIN_REQUIRED);
      return;
    }
    await useCart.getState().toggleWishlist(product);
  };

  return { wishlisted, toggle };
}

/** 'Add to Wishlist' / 'Wishlisted' on the product page (useWishlistToggle). */
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

/**
 * The heart over a product card (useWishlistToggle). A page holds ~70 of them, so its look,
 * place and heart are the `card-heart` class (app/globals.css): the button has no content of
 * its own (the heart is its ::before, filled while pressed), and its label names it. Its own
 * export, so that pages of cards do not ship the product page's button.
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
