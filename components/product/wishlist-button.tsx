"use client";

import { Heart } from "lucide-react";
import { askToLogin, isSignedIn } from "@/components/cart/sign-in-gate";
import { cn } from "@/lib/cn";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";
import { WISHLIST_LOGIN_REQUIRED } from "@/lib/validations/cart";

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
    <Heart
      aria-hidden
      className={cn(
        "shrink-0 transition-transform",
        variant === "icon" ? "size-[1.125rem]" : "size-5",
        wishlisted && "scale-110 fill-brand-600 text-brand-600",
      )}
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
        className={cn(
          "flex size-9 items-center justify-center rounded-full bg-white/95 text-neutral-700 shadow-md ring-1 ring-neutral-900/5 backdrop-blur transition hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-95",
          className,
        )}
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
      className={cn(
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
