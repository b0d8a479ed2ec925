"use client";

import { Minus } from "@/components/ui/icons/minus";
import { Plus } from "@/components/ui/icons/plus";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import { useCart } from "@/lib/stores/cart";

const stepClass =
  "flex size-10 items-center justify-center rounded-full text-neutral-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-100 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent";

/**
 * − quantity +, from 1 to 10 (docs/contract.md, Validation). Each click shows at once; the store
 * sends the final quantity after a pause, so quick clicking costs one request.
 */
export function QuantityStepper({
  lineKey,
  title,
  quantity,
}: {
  /** The line's key (docs/gifting.md): two lines of one product change apart. */
  lineKey: string;
  title: string;
  quantity: number;
}) {
  const setQuantity = useCart((state) => state.setQuantity);
  return (
    <div
      role="group"
      aria-label={`Quantity of ${title}`}
      className="inline-flex items-center rounded-full border border-neutral-300 bg-white"
    >
      <button
        type="button"
        aria-label={`Decrease quantity of ${title}`}
        disabled={quantity <= 1}
        onClick={() => setQuantity(lineKey, quantity - 1)}
        className={stepClass}
      >
        <Minus aria-hidden className="size-4" strokeWidth={2.5} />
      </button>
      <span
        aria-live="polite"
        className="min-w-8 text-center text-sm font-bold text-neutral-900 tabular-nums"
      >
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <button
        type="button"
        aria-label={`Increase quantity of ${title}`}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => setQuantity(lineKey, quantity + 1)}
        className={stepClass}
      >
        <Plus aria-hidden className="size-4" strokeWidth={2.5} />
      </button>
    </div>
  );
}
