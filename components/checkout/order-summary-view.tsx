"use client";

import { LoaderCircle, LockKeyhole, ShieldCheck, ShoppingBag } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CartLineItem } from "@/components/cart/cart-line-item";
import { CartSkeleton } from "@/components/cart/cart-skeleton";
import { EmptyState } from "@/components/cart/empty-state";
import { LoadError } from "@/components/cart/load-error";
import { PriceDetails } from "@/components/cart/price-details";
import { buttonStyles } from "@/components/ui/button-styles";
import { cartTotals, itemCount } from "@/lib/cart/lines";
import { cn } from "@/lib/cn";
import { formatINR } from "@/lib/money";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { CART_EMPTY } from "@/lib/validations/cart";
import { DeliveryAddressCard } from "./delivery-address-card";
import { PaymentChoice, type PaymentMethod } from "./payment-choice";
import { PaymentRetry } from "./payment-retry";
import { useDeliveryAddress } from "./use-delivery-address";
import { usePayNow } from "./use-pay-now";

/**
 * /ordersummery's body (seed-spec §2 Order summary): where the order goes, the items with
 * their quantity controls, the payment choice, the price panel and Pay Now.
 */
export function OrderSummaryView() {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);
  const address = useDeliveryAddress();
  const [method, setMethod] = useState<PaymentMethod>("online");
  const checkout = usePayNow(address, method);

  // The page already checked the session on the server, so there is no need to wait for it.
  useEffect(() => {
    void useCart.getState().load();
  }, []);

  // The store forgets the (now empty) cart as the order is placed: say where the shopper is
  // going rather than flash an empty cart.
  if (checkout.placed) return <GoingToConfirmation />;

  if (lines.length === 0) {
    if (status === "idle" || status === "loading") return <CartSkeleton />;
    if (status === "error") return <LoadError what="cart" />;
    return (
      <EmptyState
        icon={ShoppingBag}
        title={CART_EMPTY}
        text="There is nothing to pay for yet. Add a gift to your cart and come back here."
        action={{ href: "/", label: "Continue shopping" }}
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
        <SummaryLines lines={lines} />
        <PaymentChoice value={method} onChange={setMethod} disabled={checkout.busy} />
      </div>
      <div className="lg:sticky lg:top-6">
        <PriceDetails id="price-details" lines={lines}>
          {payButton("hidden lg:inline-flex")}
          <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-500 lg:mt-3">
            <ShieldCheck aria-hidden="true" className="size-4 text-green-700" />
            Safe and secure payments
          </p>
        </PriceDetails>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold text-neutral-900 tabular-nums">
            {formatINR(cartTotals(lines).total)}
          </p>
          <a
            href="#price-details"
            className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            View price details
          </a>
        </div>
        {payButton("ml-auto w-auto flex-1")}
      </div>
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
      className={cn(buttonStyles(), "w-full", className)}
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

function SummaryLines({ lines }: { lines: CartLine[] }) {
  const region = useRef<HTMLDivElement>(null);
  const count = itemCount(lines);

  const remove = (productId: string) => {
    // The removed line took the focus with it; keep the keyboard in the list.
    region.current?.focus();
    void useCart.getState().remove(productId);
  };

  return (
    <section
      aria-labelledby="summary-items-heading"
      className="min-w-0 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-neutral-100 px-4 py-4 sm:px-5">
        <h2 id="summary-items-heading" className="text-base font-bold text-neutral-900">
          {count} {count === 1 ? "item" : "items"} in this order
        </h2>
        <p className="text-sm font-medium text-green-700">Free delivery</p>
      </div>
      <div
        ref={region}
        role="region"
        aria-label="Items in this order"
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
