"use client";

import { useRef } from "react";
import { itemCount } from "@/lib/cart/lines";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { CartLineItem } from "./cart-line-item";

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
  const region = useRef<HTMLDivElement>(null);
  const count = itemCount(lines);

  const remove = (key: string) => {
    // The removed line took the focus with it; keep the keyboard in the list.
    region.current?.focus();
    void useCart.getState().remove(key);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-neutral-100 px-4 py-4 sm:px-5">
        <h2 id={headingId} className="text-base font-bold text-neutral-900">
          {count} {count === 1 ? "item" : "items"} in {where}
        </h2>
        {/* With delivery by pincode, a fixed-time or midnight slot has a charge (docs/delivery.md). */}
        {delivery ? null : <p className="text-sm font-medium text-green-700">Free delivery</p>}
      </div>
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
    </section>
  );
}
