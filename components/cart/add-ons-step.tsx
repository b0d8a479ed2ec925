"use client";

import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { BusyIcon } from "@/components/ui/busy-icon";
import { buttonStyles } from "@/components/ui/button-styles";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";
import { AddOnCard } from "./add-on-card";
import { ADD_ON_GRID } from "./add-on-grid";
import { CartLoadState } from "./cart-load-state";
import { LoadError } from "./load-error";
import { Payable } from "./price-summary";
import { useCartDeliveryCost } from "./use-cart-delivery";
import { useLoadCart } from "./use-load-cart";

/**
 * The add-ons step's body (docs/gifting.md "Add-ons step"): the add-ons as cards, none chosen
 * until the shopper adds one, the cart's running total (the cart's Total Amount, delivery
 * included), and Skip and Continue, both to `next`
 * (the address). A cart that cannot be read still lets the shopper go on.
 */
export function AddOnsStep({
  addOns,
  next,
  delivery = false,
}: {
  addOns: CartProduct[];
  next: string;
  /** The shop delivers by pincode: the total carries the chosen deliveries' charges. */
  delivery?: boolean;
}) {
  const router = useRouter();
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);
  const [changing, setChanging] = useState<ReadonlySet<string>>(new Set());
  const [leaving, setLeaving] = useState<"skip" | "continue" | null>(null);
  // Adds and removals still on their way: the next step waits for them, so it sees them.
  const requests = useRef(new Set<Promise<boolean>>());

  const deliveryCost = useCartDeliveryCost(lines, delivery);

  useLoadCart();

  if (status === "ready" && lines.length === 0) {
    return (
      <CartLoadState
        status={status}
        emptyText="Add a gift to your cart first; candles, cards and chocolates go with it."
      />
    );
  }

  const change = (productId: string, request: () => Promise<boolean>) => {
    setChanging((ids) => new Set(ids).add(productId));
    const sent = request().finally(() => {
      requests.current.delete(sent);
      setChanging((ids) => {
        const left = new Set(ids);
        left.delete(productId);
        return left;
      });
    });
    requests.current.add(sent);
  };

  const go = async (how: "skip" | "continue") => {
    setLeaving(how);
    try {
      await Promise.allSettled([...requests.current]);
      router.push(next);
    } finally {
      setLeaving(null);
    }
  };

  const ready = status === "ready";

  return (
    <div>
      {status === "error" ? (
        <div className="mb-6">
          <LoadError what="cart" />
        </div>
      ) : null}
      <ul aria-label="Add-ons" className={ADD_ON_GRID}>
        {addOns.map((product) => {
          // A plain add-on's line is keyed by its product id; one with a variant (number
          // candles' digits) by more, so its line is found by product.
          const line = lines.find((entry) => entry.product.id === product.id);
          return (
            <AddOnCard
              key={product.id}
              product={product}
              added={Boolean(line)}
              addedAs={line?.variant?.label}
              disabled={!ready || changing.has(product.id) || leaving !== null}
              onAdd={(variant) =>
                change(product.id, () =>
                  useCart
                    .getState()
                    .add(
                      variant ? { product, gift: { variant, personalisation: null } } : { product },
                    ),
                )
              }
              onRemove={() =>
                change(product.id, () => useCart.getState().remove(line?.key ?? product.id))
              }
            />
          );
        })}
      </ul>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center gap-3 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
        <p className="min-w-0 text-sm text-neutral-600">
          Cart total{" "}
          <span className="block text-lg leading-tight font-bold text-neutral-900 tabular-nums sm:inline sm:text-base">
            {ready ? <Payable lines={lines} delivery={deliveryCost.charge} /> : "…"}
          </span>
        </p>
        <button
          type="button"
          onClick={() => void go("skip")}
          disabled={leaving !== null}
          aria-busy={leaving === "skip" || undefined}
          className="ml-auto min-h-11 rounded px-3 text-sm font-semibold text-neutral-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          Skip
        </button>
        <button
          type="button"
          onClick={() => void go("continue")}
          disabled={leaving !== null}
          aria-busy={leaving === "continue" || undefined}
          className={buttonStyles({ className: "px-5 sm:px-6" })}
        >
          Continue
          <BusyIcon busy={leaving === "continue"} icon={ArrowRight} />
        </button>
      </div>
    </div>
  );
}
