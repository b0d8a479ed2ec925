"use client";

import { useRef, type ReactNode } from "react";
import { useCart } from "@/lib/stores/cart";

/**
 * The card a list of cart lines sits in, headed "N items in `where`": the cart page, the order
 * summary and the order summary's skeleton. `note`, when given (even as null), sits at the
 * heading's right.
 */
export function ItemsCard({
  headingId,
  count,
  where,
  note,
  children,
}: {
  headingId: string;
  count: number;
  where: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div
        className={
          note === undefined
            ? "border-b border-neutral-100 px-4 py-4 sm:px-5"
            : "flex items-baseline justify-between gap-3 border-b border-neutral-100 px-4 py-4 sm:px-5"
        }
      >
        <h2 id={headingId} className="text-base font-bold text-neutral-900">
          {count} {count === 1 ? "item" : "items"} in {where}
        </h2>
        {note}
      </div>
      {children}
    </section>
  );
}

/**
 * Removing a line from a list of lines: the removed line takes the focus with it, so the focus
 * moves to the list (`region`) to keep the keyboard there.
 */
export function useLineRemoval() {
  const region = useRef<HTMLDivElement>(null);
  const remove = (key: string) => {
    region.current?.focus();
    void useCart.getState().remove(key);
  };
  return { region, remove };
}
