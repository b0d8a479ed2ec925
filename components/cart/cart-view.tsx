"use client";

import { ShieldCheck, ShoppingBag } from "lucide-react";
import { useEffect, useRef } from "react";
import { cartTotals } from "@/lib/cart/lines";
import { formatINR } from "@/lib/money";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { CART_EMPTY } from "@/lib/validations/cart";
import { CartLineItem } from "./cart-line-item";
import { CartSkeleton } from "./cart-skeleton";
import { ContinueButton } from "./continue-button";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { PriceDetails } from "./price-details";

/** /cartlist's body (seed-spec §2 Cart): the lines, the price panel and Continue. */
export function CartView() {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);

  // The page already checked the session on the server, so there is no need to wait for it.
  useEffect(() => {
    void useCart.getState().load();
  }, []);

  if (lines.length === 0) {
    if (status === "idle" || status === "loading") return <CartSkeleton />;
    if (status === "error") return <LoadError what="cart" />;
    return (
      <EmptyState
        icon={ShoppingBag}
        title={CART_EMPTY}
        text="Cakes, flowers and little surprises are waiting. Add a gift and it will show up here."
        action={{ href: "/", label: "Continue shopping" }}
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <CartLines lines={lines} />
      <div className="lg:sticky lg:top-6">
        <PriceDetails id="price-details" lines={lines}>
          <ContinueButton disabled={lines.length === 0} className="hidden lg:inline-flex" />
          <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-500 lg:mt-3">
            <ShieldCheck aria-hidden className="size-4 text-green-700" />
            Safe and secure payments
          </p>
        </PriceDetails>
      </div>
      <PhoneCheckoutBar lines={lines} />
    </div>
  );
}

function CartLines({ lines }: { lines: CartLine[] }) {
  const region = useRef<HTMLDivElement>(null);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  const remove = (productId: string) => {
    // The removed line took the focus with it; keep the keyboard in the list.
    region.current?.focus();
    void useCart.getState().remove(productId);
  };

  return (
    <section
      aria-labelledby="cart-items-heading"
      className="min-w-0 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-neutral-100 px-4 py-4 sm:px-5">
        <h2 id="cart-items-heading" className="text-base font-bold text-neutral-900">
          {count} {count === 1 ? "item" : "items"} in your cart
        </h2>
        <p className="text-sm font-medium text-green-700">Free delivery</p>
      </div>
      <div
        ref={region}
        role="region"
        aria-label="Items in your cart"
        tabIndex={0}
        className="max-h-[430px] overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <ul className="divide-y divide-neutral-100">
          {lines.map((line) => (
            <CartLineItem key={line.product.id} line={line} onRemove={remove} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Phones: the amount payable and Continue stay in reach at the bottom of the screen. */
function PhoneCheckoutBar({ lines }: { lines: CartLine[] }) {
  const { total } = cartTotals(lines);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
      <div className="min-w-0">
        <p className="text-lg leading-tight font-bold text-neutral-900 tabular-nums">
          {formatINR(total)}
        </p>
        <a
          href="#price-details"
          className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          View price details
        </a>
      </div>
      <ContinueButton disabled={lines.length === 0} className="ml-auto w-auto flex-1" />
    </div>
  );
}
