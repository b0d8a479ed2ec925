"use client";

import type { ReactNode } from "react";
import { countLabel } from "@/lib/badge";
import { PATHS } from "@/lib/routing/paths";
import { useCounts } from "@/lib/stores/counts";
import { CountBadge } from "./count-badge";
import { IconTooltipLink } from "./icon-tooltip-link";

/**
 * The header's wishlist and cart icons with their count badges (docs/contract.md, Screens: Header).
 * The icons come drawn from the server (header-actions.tsx); only the counts are read here.
 */
export function CountLinks({
  wishlistIcon,
  cartIcon,
}: {
  wishlistIcon: ReactNode;
  cartIcon: ReactNode;
}) {
  const wishlist = useCounts((state) => state.wishlist);
  const cart = useCounts((state) => state.cart);
  return (
    <>
      <IconTooltipLink
        href={PATHS.wishlist}
        tooltip="Wishlist"
        label={countLabel("Wishlist", wishlist)}
      >
        {wishlistIcon}
        <CountBadge count={wishlist} />
      </IconTooltipLink>
      <IconTooltipLink href={PATHS.cart} tooltip="Cart" label={countLabel("Cart", cart)}>
        {cartIcon}
        <CountBadge count={cart} />
      </IconTooltipLink>
    </>
  );
}
