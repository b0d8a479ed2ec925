"use client";

import { clsx } from "clsx";
import { LoaderCircle, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { CartLineList } from "@/components/cart/cart-line-list";
import { CartLoadState } from "@/components/cart/cart-load-state";
import { useLoadCart } from "@/components/cart/use-load-cart";
import { PhoneCheckoutBar, PricePanel } from "@/components/cart/price-panel";
import { buttonStyles } from "@/components/ui/button-styles";
import { useCart } from "@/lib/stores/cart";
import { DeliveryAddressCard } from "./delivery-address-card";
import { PaymentChoice, type PaymentMethod } from "./payment-choice";
import { PaymentRetry } from "./payment-retry";
import { useDeliveryAddress } from "./use-delivery-address";
import { usePayNow } from "./use-pay-now";

/**
 * /ordersummery's body (docs/contract.md, Screens: Order summary): where the order goes, the items
 * with their quantity controls, the payment choice, the price panel and Pay Now.
 */
export function OrderSummaryView() {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);
  const address = useDeliveryAddress();
  const [method, setMethod] = useState<PaymentMethod>("online");
  const checkout = usePayNow(address, method);

  useLoadCart();

  // The store forgets the (now empty) cart as the order is placed: say where the shopper is
  // going rather than flash an empty cart.
  if (checkout.placed) return <GoingToConfirmation />;

  if (lines.length === 0) {
    return (
      <CartLoadState
        status={status}
        emptyText="There is nothing to pay for yet. Add a gift to your cart and come back here."
      />
    );
  }

  const payDisabled = lines.length === 0 || address === undefined || checkout.unsaved !== null;
  const payButton = (className: string) => (
    <PayNowButton
      busy={checkout.busy}
      disabled={payDisabled}
      onClick={() => void checkout.payNow()}
      className={className}
    />
  );

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
      <div className="min-w-0 space-y-5">
        {checkout.unsaved ? (
          <PaymentRetry
            error={checkout.unsaved.error}
            saving={checkout.saving}
            onRetry={() => void checkout.retry()}
          />
        ) : null}
        <DeliveryAddressCard address={address} />
        <CartLineList lines={lines} headingId="summary-items-heading" where="this order" />
        <PaymentChoice value={method} onChange={setMethod} disabled={checkout.busy} />
      </div>
      <PricePanel lines={lines}>{payButton("w-full max-lg:hidden")}</PricePanel>
      <PhoneCheckoutBar lines={lines}>{payButton("ml-auto flex-1")}</PhoneCheckoutBar>
    </div>
  );
}

function PayNowButton({
  busy,
  disabled,
  onClick,
  className,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      className={clsx(buttonStyles(), className)}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <LockKeyhole aria-hidden="true" className="size-4" />
      )}
      {busy ? "Processing..." : "Pay Now"}
    </button>
  );
}

function GoingToConfirmation() {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-600" />
      <p className="mt-5 text-lg font-bold text-neutral-900">Order placed</p>
      <p className="mt-1 text-sm text-neutral-600">Taking you to your confirmation…</p>
    </div>
  );
}
