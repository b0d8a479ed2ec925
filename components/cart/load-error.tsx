"use client";

import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { buttonStyles } from "@/components/ui/button-styles";
import { useCart } from "@/lib/stores/cart";

/** Shown when the cart or wishlist could not be read: say so, and offer another try. */
export function LoadError({ what }: { what: "cart" | "wishlist" }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-neutral-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <h2 className="text-lg font-bold text-neutral-900">We could not load your {what}</h2>
      <p className="mt-2 max-w-sm text-sm text-neutral-600">
        Please check your connection and try again.
      </p>
      <button
        type="button"
        onClick={() => void useCart.getState().load({ force: true })}
        className={buttonStyles({ variant: "secondary", className: "mt-6" })}
      >
        <RefreshCw aria-hidden className="size-4" />
        Try again
      </button>
    </div>
  );
}
