"use client";

import { ShoppingCart } from "lucide-react";
import { toast } from "sonner";
import { cn } from "@/lib/cn";

/** seed-spec §5: the exact words a visitor sees. */
export const LOGIN_FOR_CART = "Please login to add products to cart";

/** 'Add to Cart'. A visitor is asked to log in first (seed-spec §5). */
export function AddToCartButton({
  isLoggedIn,
  className,
}: {
  isLoggedIn: boolean;
  className?: string;
}) {
  const add = () => {
    if (!isLoggedIn) {
      toast.error(LOGIN_FOR_CART);
      return;
    }
    // The session issue posts to the cart BFF here, toasts 'Added to cart' and opens /cartlist.
  };

  return (
    <button
      type="button"
      onClick={add}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-800",
        className,
      )}
    >
      <ShoppingCart className="size-5 shrink-0" aria-hidden />
      Add to Cart
    </button>
  );
}
