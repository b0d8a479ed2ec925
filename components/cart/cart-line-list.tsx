"use client";

import { itemCount } from "@/lib/cart/lines";
import type { CartLine } from "@/lib/types";
import { CartLineItem } from "./cart-line-item";
import { ItemsCard, useLineRemoval } from "./items-card";

/**
 * The cart's lines in a card headed "N items in `where`", scrolling inside the card when
 * long: the cart page ("your cart") and the order summary ("this order") show the same list.
 */
export function CartLineList({
  lines,
  headingId,
  where,
  delivery = false,
}: {
  lines: CartLine[];
  headingId: string;
  where: string;
  /** The shop delivers by pincode: each line shows its delivery (docs/delivery.md). */
  delivery?: boolean;
}) {
  const { region, remove } = useLineRemoval();

  return (
    <ItemsCard
      headingId={headingId}
      count={itemCount(lines)}
      where={where}
      // With delivery by pincode, a fixed-time or midnight slot has a charge (docs/delivery.md).
      note={delivery ? null : <p className="text-sm font-medium text-green-700">Free delivery</p>}
    >
      <div
        ref={region}
        role="region"
        aria-label={`Items in ${where}`}
        tabIndex={0}
        className="max-h-[430px] overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <ul className="divide-y divide-neutral-100">
          {lines.map((line) => (
            <CartLineItem key={line.key} line={line} onRemove={remove} delivery={delivery} />
          ))}
        </ul>
      </div>
    </ItemsCard>
  );
}
