import { ShieldCheck } from "@/components/ui/icons/shield-check";
import type { ReactNode } from "react";
import type { QuoteState } from "@/components/checkout/use-delivery-quote";
import { chargeLabel } from "@/components/orders/order-delivery";
import { Shimmer } from "@/components/ui/skeleton";
import { cartTotals } from "@/lib/cart/lines";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { deliveryFees, type DeliveryFee } from "@giftshop/shared/delivery-words";
import { formatINR } from "@giftshop/shared/money";
import type { CartLine } from "@/lib/types";

/**
 * What delivery adds to the order, as the price summary shows it: the quote's charge in rupees
 * (0 is free delivery), "loading" while the quote is asked for, "unknown" when it could not be.
 */
export type DeliveryCharge = DeliveryQuote["deliveryCharge"] | "loading" | "unknown";

/** What delivery adds to the order, and each paid delivery by name ("Midnight delivery, …"). */
export interface DeliveryCost {
  charge: DeliveryCharge;
  fees: DeliveryFee[];
}

/**
 * The cost for a delivery quote's state. "none" (the shop keeps no delivery, or no line has a
 * delivery chosen) costs nothing more: standard delivery is free.
 */
export function deliveryCostOf(state: QuoteState): DeliveryCost {
  switch (state.status) {
    case "ready":
      return { charge: state.quote.deliveryCharge, fees: deliveryFees(state.quote.deliveries) };
    case "loading":
      return { charge: "loading", fees: [] };
    case "failed":
      return { charge: "unknown", fees: [] };
    case "none":
      return { charge: 0, fees: [] };
  }
}

type PriceSummaryProps = {
  lines: CartLine[];
  delivery: DeliveryCost;
  /** The screen's next step: Continue on the cart, Pay Now on the order summary. */
  children: ReactNode;
};

/**
 * The price panel of the cart and the order summary (docs/contract.md, Screens: Cart; Order
 * summary): the items at their old prices, the discount, the delivery charges (docs/delivery.md)
 * and the amount payable, then the saving and the next step. On a large screen it sits beside
 * the lines and sticks as the page scrolls.
 */
export function PriceSummary({ lines, delivery: cost, children }: PriceSummaryProps) {
  const { items, oldTotal, discount } = cartTotals(lines);
  const delivery = cost.charge;
  return (
    <div className="lg:sticky lg:top-6">
      <section
        id="price-details"
        aria-labelledby="price-details-heading"
        aria-busy={delivery === "loading" || undefined}
        className="scroll-mt-6 rounded-2xl border border-neutral-200 bg-white shadow-sm"
      >
        <h2
          id="price-details-heading"
          className="border-b border-neutral-100 px-5 py-4 text-sm font-bold tracking-wider text-neutral-500 uppercase"
        >
          Price details
        </h2>
        <dl className="space-y-3.5 px-5 py-5 text-sm text-neutral-800 sm:text-base">
          <div className="flex justify-between gap-4">
            <dt>
              Price ({items} {items === 1 ? "item" : "items"})
            </dt>
            <dd className="tabular-nums">{formatINR(oldTotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Discount</dt>
            <dd className="font-medium text-green-700 tabular-nums">
              {discount > 0 ? `−${formatINR(discount)}` : formatINR(0)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Delivery Charges</dt>
            <dd className={delivery === 0 ? "font-medium text-green-700" : "tabular-nums"}>
              {typeof delivery === "number" ? (
                chargeLabel(delivery)
              ) : (
                <NotKnown delivery={delivery} size="h-5 w-14 rounded" />
              )}
            </dd>
          </div>
          {cost.fees.map((fee) => (
            <div
              key={fee.name}
              className="-mt-2 flex justify-between gap-4 pl-3 text-xs text-neutral-600 sm:text-sm"
            >
              <dt>{fee.name}</dt>
              <dd className="tabular-nums">{formatINR(fee.charge)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-dashed border-neutral-300 pt-4 text-base font-bold text-neutral-900 sm:text-lg">
            <dt>Total Amount</dt>
            <dd className="tabular-nums">
              <Payable lines={lines} delivery={delivery} />
            </dd>
          </div>
        </dl>
        {discount > 0 ? (
          <p className="mx-5 mb-5 rounded-xl bg-green-50 px-4 py-2.5 text-sm font-semibold text-green-800">
            You will save {formatINR(discount)} on this order
          </p>
        ) : null}
        <div className="border-t border-neutral-100 p-5">
          {children}
          <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-500 lg:mt-3">
            <ShieldCheck aria-hidden="true" className="size-4 text-green-700" />
            Safe and secure payments
          </p>
        </div>
      </section>
    </div>
  );
}

/** Phones: the amount payable and the next step stay in reach at the bottom of the screen. */
export function PriceSummaryBar({ lines, delivery, children }: PriceSummaryProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
      <div className="min-w-0">
        <div className="text-lg leading-tight font-bold text-neutral-900 tabular-nums">
          <Payable lines={lines} delivery={delivery.charge} />
        </div>
        <a
          href="#price-details"
          className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          View price details
        </a>
      </div>
      {children}
    </div>
  );
}

/** The items and the delivery charge in rupees, once the charge is known. */
export function Payable({ lines, delivery }: { lines: CartLine[]; delivery: DeliveryCharge }) {
  if (typeof delivery !== "number") return <NotKnown delivery={delivery} size="h-6 w-20 rounded" />;
  return formatINR(cartTotals(lines).total + delivery);
}

/**
 * An amount that waits on the charge: a placeholder of `size` while it is quoted, a dash when it
 * could not be, so no total is shown that is not the one paid.
 */
function NotKnown({ delivery, size }: { delivery: "loading" | "unknown"; size: string }) {
  return delivery === "loading" ? <Shimmer className={size} /> : "—";
}
