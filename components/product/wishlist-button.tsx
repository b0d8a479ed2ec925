"use client";

import { Heart } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { cn } from "@/lib/cn";

/** seed-spec §5: the exact words a visitor sees. */
export const LOGIN_FOR_WISHLIST = "Please login to manage your wishlist";

/**
 * 'Add to Wishlist' / 'Wishlisted' toggle. A visitor is asked to log in; a shopper's toggle
 * flips at once (seed-spec §4, optimistic).
 */
export function WishlistButton({
  isLoggedIn,
  initialWishlisted = false,
  className,
}: {
  isLoggedIn: boolean;
  initialWishlisted?: boolean;
  className?: string;
}) {
  const [wishlisted, setWishlisted] = useState(initialWishlisted);

  const toggle = () => {
    if (!isLoggedIn) {
      toast.error(LOGIN_FOR_WISHLIST);
      return;
    }
    // The session issue sends this change to the wishlist BFF here and flips it back on failure.
    setWishlisted((current) => !current);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={wishlisted}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        wishlisted
          ? "border-brand-600 bg-brand-50 text-brand-700"
          : "border-neutral-300 bg-white text-neutral-800 hover:border-brand-500 hover:text-brand-700",
        className,
      )}
    >
      <Heart
        className={cn("size-5 shrink-0", wishlisted && "fill-brand-600 text-brand-600")}
        aria-hidden
      />
      {wishlisted ? "Wishlisted" : "Add to Wishlist"}
    </button>
  );
}
