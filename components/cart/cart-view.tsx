"use client";

import { PATHS } from "@/lib/routing/paths";
import { useCart } from "@/lib/stores/cart";
import { CartLineList } from "./cart-line-list";
import { CartLoadState } from "./cart-load-state";
import { ContinueButton } from "./continue-button";
import { PriceSummary, PriceSummaryBar } from "./price-summary";
import { useCartDeliveryCost } from "./use-cart-delivery";
import { useLoadCart } from "./use-load-cart";

/**
 * /cartlist's body (docs/contract.md, Screens: Cart): the lines, the price panel and Continue.
 * `delivery`: the shop delivers by pincode, so each line shows its delivery (docs/delivery.md).
 * `next`: where Continue goes (the add-ons step when there is one, docs/gifting.md).
 */
export function CartView({
  delivery = false,
  next = PATHS.addAddress,
}: {
  delivery?: boolean;
  next?: string;
}) {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);
  const deliveryCost = useCartDeliveryCost(lines, delivery);

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
      <PriceSummary lines={lines} delivery={deliveryCost}>
        <ContinueButton
          disabled={lines.length === 0}
          href={next}
          className="w-full max-lg:hidden"
        />
      </PriceSummary>
      <PriceSummaryBar lines={lines} delivery={deliveryCost}>
        <ContinueButton disabled={lines.length === 0} href={next} className="ml-auto flex-1" />
      </PriceSummaryBar>
    </div>
  );
}
