"use client";

import { useEffect } from "react";
import { useCart } from "@/lib/stores/cart";
import { CartLineList } from "./cart-line-list";
import { CartLoadState } from "./cart-load-state";
import { ContinueButton } from "./continue-button";
import { PhoneCheckoutBar, PricePanel } from "./price-panel";

/** /cartlist's body (seed-spec §2 Cart): the lines, the price panel and Continue. */
export function CartView() {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);

  // The page already checked the session on the server, so there is no need to wait for it.
  useEffect(() => {
    void useCart.getState().load();
  }, []);

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
      <CartLineList lines={lines} headingId="cart-items-heading" where="your cart" />
      <PricePanel lines={lines}>
        <ContinueButton disabled={lines.length === 0} className="w-full max-lg:hidden" />
      </PricePanel>
      <PhoneCheckoutBar lines={lines}>
        <ContinueButton disabled={lines.length === 0} className="ml-auto flex-1" />
      </PhoneCheckoutBar>
    </div>
  );
}
