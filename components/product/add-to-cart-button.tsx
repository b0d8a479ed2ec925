"use client";

import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { askToLogin, isSignedIn } from "@/components/cart/sign-in-gate";
import { cn } from "@/lib/cn";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";
import { CART_LOGIN_REQUIRED } from "@/lib/validations/cart";

/**
 * 'Add to Cart' (seed-spec §2, §5): a visitor is asked to log in; a shopper's product goes
 * into the cart ('Added to cart') and they go on to /cartlist.
 */
export function AddToCartButton({
  product,
  className,
}: {
  product: CartProduct;
  className?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await isSignedIn())) {
        askToLogin(CART_LOGIN_REQUIRED);
        return;
      }
      if (await useCart.getState().add(product)) router.push("/cartlist");
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-800 aria-busy:cursor-wait",
        className,
      )}
    >
      {busy ? (
        <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden />
      ) : (
        <ShoppingCart className="size-5 shrink-0" aria-hidden />
      )}
      Add to Cart
    </button>
  );
}
