"use client";

import { Heart, ShoppingCart } from "lucide-react";
import { countLabel } from "@/lib/badge";
import { PATHS } from "@/lib/routing/paths";
import { useCounts } from "@/lib/stores/counts";
import { CountBadge } from "./count-badge";
import { IconTooltipLink } from "./icon-tooltip-link";

/**
 * The header's wishlist and cart icons with their count badges (docs/contract.md, Screens: Header).
 */
export function CountLinks() {
  const wishlist = useCounts((state) => state.wishlist);
  const cart = useCounts((state) => state.cart);
  return (
    <>
      <IconTooltipLink
        href={PATHS.wishlist}
        tooltip="Wishlist"
        label={countLabel("Wishlist", wishlist)}
      >
        <Heart aria-hidden className="size-6" strokeWidth={1.75} />
        <CountBadge count={wishlist} />
      </IconTooltipLink>
      <IconTooltipLink href={PATHS.cart} tooltip="Cart" label={countLabel("Cart", cart)}>
        <ShoppingCart aria-hidden className="size-6" strokeWidth={1.75} />
        <CountBadge count={cart} />
      </IconTooltipLink>
    </>
  );
}
