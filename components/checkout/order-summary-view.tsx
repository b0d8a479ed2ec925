"use client";

import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { LoaderCircle } from "@/components/ui/icons/loader-circle";
import { LockKeyhole } from "@/components/ui/icons/lock-keyhole";
import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { useState } from "react";
import { CartLineList } from "@/components/cart/cart-line-list";
import { CartLoadState } from "@/components/cart/cart-load-state";
import { PriceSummary, PriceSummaryBar, deliveryCostOf } from "@/components/cart/price-summary";
import { useLoadCart } from "@/components/cart/use-load-cart";
import { BusyIcon } from "@/components/ui/busy-icon";
import { buttonStyles } from "@/components/ui/button-styles";
import { quotedDeliveries } from "@/lib/api/checkout";
import { useCart } from "@/lib/stores/cart";
import { codUnavailable } from "@/lib/validations/checkout";
import {
  DEFAULT_SUBSTITUTION,
  type SubstitutionChoice as Substitution,
} from "@giftshop/shared/substitution";
import { DeliveryAddressCard } from "./delivery-address-card";
import { DeliveryGroups, DeliveryGroupsSkeleton } from "./delivery-groups";
import { PaymentChoice, type PaymentMethod } from "./payment-choice";
import { PaymentRetry } from "./payment-retry";
import { SubstitutionChoice } from "./substitution-choice";
import { useDeliveryAddress } from "./use-delivery-address";
import { useDeliveryQuote, type QuoteState } from "./use-delivery-quote";
import { usePayNow } from "./use-pay-now";

/** Why Pay Now waits on delivery, in words; null when it does not. */
function deliveryHold(state: QuoteState): string | null {
  switch (state.status) {
    case "loading":
      return "Checking delivery to your address…";
    case "failed":
      return "Delivery could not be checked yet. Retry above to pay.";
    case "ready":
      return state.quote.ok ? null : "Change the delivery of the items marked above to pay.";
    case "none":
      return null;
  }
}

/**
 * /ordersummery's body (docs/contract.md, Screens: Order summary): where the order goes, the items
 * with their quantity controls, the payment choice, the price panel and Pay Now. Where the shop
 * keeps delivery (docs/delivery.md) the items are grouped by the delivery they get at the
 * address's pincode, the charges are in the total, and Pay Now waits until every line can be
 * delivered as shown. A cart with a cake or flowers asks what the shop may do if one cannot be
 * made as shown (docs/after-the-order.md).
 */
export function OrderSummaryView() {
  const status = useCart((state) => state.status);
  const lines = useCart((state) => state.lines);
  const address = useDeliveryAddress();
  const [method, setMethod] = useState<PaymentMethod>("online");
  const [substitution, setSubstitution] = useState<Substitution>(DEFAULT_SUBSTITUTION);
  const delivery = useDeliveryQuote(address === null ? null : address?.pin, lines);
  const quote = delivery.state.status === "ready" ? delivery.state.quote : null;
  const codReason = quote && !quote.cod ? codUnavailable(quote.pincode) : null;
  const payMethod = codReason ? "online" : method;
  // Asked only where the backend's quote says a line is a cake or flowers.
  const asksSubstitution = quote?.substitution === true;
  const checkout = usePayNow(
    address,
    payMethod,
    { lines: quote ? quotedDeliveries(quote) : undefined, refused: delivery.reload },
    asksSubstitution ? substitution : undefined,
  );

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

  const hold = deliveryHold(delivery.state);
  const payDisabled =
    lines.length === 0 || address === undefined || checkout.unsaved !== null || hold !== null;
  const payButton = (className: string, where: "panel" | "phone") => (
    <PayNowButton
      busy={checkout.busy}
      disabled={payDisabled}
      onClick={() => void checkout.payNow()}
      className={className}
      hold={hold}
      holdId={`pay-hold-${where}`}
    />
  );
  const cost = deliveryCostOf(delivery.state);

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
        {delivery.state.status === "failed" ? (
          <QuoteFailed error={delivery.state.error} onRetry={delivery.reload} />
        ) : null}
        {delivery.state.status === "loading" ? (
          <DeliveryGroupsSkeleton lines={lines} />
        ) : quote ? (
          <DeliveryGroups lines={lines} quote={quote} />
        ) : (
          <CartLineList lines={lines} headingId="summary-items-heading" where="this order" />
        )}
        {asksSubstitution ? (
          <SubstitutionChoice
            value={substitution}
            onChange={setSubstitution}
            disabled={checkout.busy}
          />
        ) : null}
        <PaymentChoice
          value={payMethod}
          onChange={setMethod}
          disabled={checkout.busy}
          codUnavailable={codReason}
        />
      </div>
      <PriceSummary lines={lines} delivery={cost}>
        {payButton("max-lg:hidden", "panel")}
      </PriceSummary>
      <PriceSummaryBar lines={lines} delivery={cost}>
        {payButton("ml-auto flex-1", "phone")}
      </PriceSummaryBar>
    </div>
  );
}

function PayNowButton({
  busy,
  disabled,
  onClick,
  className,
  hold,
  holdId,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  /** Where the button and its reason sit. */
  className: string;
  /** Why the button waits on delivery, shown beside it. */
  hold: string | null;
  holdId: string;
}) {
  return (
    <div className={className}>
      <button
        type="button"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={hold ? holdId : undefined}
        onClick={onClick}
        className={buttonStyles({ className: "w-full" })}
      >
        <BusyIcon busy={busy} icon={LockKeyhole} className="size-4" />
        {busy ? "Processing..." : "Pay Now"}
      </button>
      {hold ? (
        <p id={holdId} className="mt-1.5 text-center text-xs text-neutral-600">
          {hold}
        </p>
      ) : null}
    </div>
  );
}

/** The delivery check failed: say so, and offer to ask again. */
function QuoteFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <p className="flex min-w-0 flex-1 gap-2 text-sm font-medium text-amber-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {error}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className={buttonStyles({ variant: "secondary", className: "w-full sm:w-auto" })}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </button>
    </div>
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
