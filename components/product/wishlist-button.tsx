"use client";

import { clsx } from "clsx";
import { askToLogin, isSignedIn } from "@/components/cart/sign-in-gate";
import { WISHLIST_LOGIN_REQUIRED } from "@giftshop/shared/messages/cart";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";

/**
 * The wishlist toggle (docs/contract.md, Screens: Product detail; Behaviour): 'Add to Wishlist' /
 * 'Wishlisted' on the product page, a heart on cards. A visitor is asked to log in; a shopper's
 * toggle flips at once and flips back if the server refuses.
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

/** The heart: its drawing is the `heart` class's mask (app/globals.css), filled by `heart-on`. */
function HeartIcon({ className }: { className: string }) {
  return <span aria-hidden className={clsx("heart", className)} />;
}
