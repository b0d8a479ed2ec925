"use client";

import { clsx } from "clsx";
import { askToLogin, isSignedIn } from "@/components/cart/sign-in-gate";
import { WISHLIST_LOGIN_REQUIRED } from "@/lib/cart/messages";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";

/**
 * The wishlist toggle (seed-spec §2, §4): 'Add to Wishlist' / 'Wishlisted' on the product
 * page, a heart on cards. A visitor is asked to log in; a shopper's toggle flips at once and
 * flips back if the server refuses.
 */
export function WishlistButton({
  product,
  variant = "full",
  className,
}: {
  product: CartProduct;
  variant?: "full" | "icon";
  className?: string;
}) {
  const wishlisted = useCart((state) => state.wishlist.some((item) => item.id === product.id));

  const toggle = async () => {
    if (!(await isSignedIn())) {
      askToLogin(WISHLIST_LOGIN_REQUIRED);
      return;
    }
    await useCart.getState().toggleWishlist(product);
  };

  const heart = (
    <HeartIcon
      className={clsx(variant === "icon" ? "size-[1.125rem]" : "size-5", wishlisted && "heart-on")}
    />
  );

  if (variant === "icon") {
    return (
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={wishlisted}
        aria-label={`Save ${product.title} to wishlist`}
        title={wishlisted ? "Wishlisted" : "Add to Wishlist"}
        className={clsx("card-heart", className)}
      >
        {heart}
      </button>
    );
  }

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
      {heart}
      {wishlisted ? "Wishlisted" : "Add to Wishlist"}
    </button>
  );
}

/**
 * lucide's heart, written lean: a home page draws ~70 of these into its HTML, and the stroke
 * settings live once in the `heart` class of app/globals.css instead of on each.
 */
function HeartIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={clsx("heart", className)}>
      <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
    </svg>
  );
}
