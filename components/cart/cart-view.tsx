"use client";

import { useCart } from "@/lib/stores/cart";
import { CartLineList } from "./cart-line-list";
import { CartLoadState } from "./cart-load-state";
import { ContinueButton } from "./continue-button";
import { PhoneCheckoutBar, PricePanel } from "./price-panel";
import { useLoadCart } from "./use-load-cart";

/**
 * /cartlist's body (docs/contract.md, Screens: Cart): the lines, the price panel and Continue.
 * `delivery`: the shop delivers by pincode, so each line shows its delivery (docs/delivery.md).
 */
export function CartView({ delivery = false }: { delivery?: boolean }) {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);

  useLoadCart();

  if (lines.length === 0) {
    return (
      <CartLoadState
        status={status}
        emptyText="Cakes, flowers and little surprises are waiting. Add a gift and it will show up here."
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <CartLineList
        lines={lines}
        headingId="cart-items-heading"
        where="your cart"
        delivery={delivery}
      />
      <PricePanel lines={lines}>
        <ContinueButton disabled={lines.length === 0} className="w-full max-lg:hidden" />
      </PricePanel>
      <PhoneCheckoutBar lines={lines}>
        <ContinueButton disabled={lines.length === 0} className="ml-auto flex-1" />
      </PhoneCheckoutBar>
    </div>
  );
}
