import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { PhoneCheckoutBar, PricePanel } from "@/components/cart/price-panel";
import { Shimmer } from "@/components/ui/skeleton";
import { cartTotals } from "@/lib/cart/lines";
import { formatINR } from "@giftshop/shared/money";
import type { CartLine } from "@/lib/types";
import { chargeLabel } from "@/components/orders/order-delivery";

/**
 * What delivery adds to the order: its charge in rupees, "loading" while it is being checked,
 * "unknown" when it could not be, or null where the shop keeps no delivery (the cart's own
 * panel, delivery free).
 */
export type DeliveryCharge = number | "loading" | "unknown" | null;

/** The amount payable: the items and the delivery charge; null while the charge is not known. */
function payable(lines: CartLine[], delivery: DeliveryCharge): number | null {
  if (typeof delivery === "string") return null;
  return cartTotals(lines).total + (delivery ?? 0);
}

/** Rupees, a placeholder while the charge loads, or a dash when it could not be known. */
function shown(value: number | null, delivery: DeliveryCharge, placeholder: string) {
  if (value !== null) return formatINR(value);
  return delivery === "loading" ? <Shimmer className={placeholder} /> : "—";
}

/**
 * The order summary's price panel (docs/contract.md, Screens: Cart): the cart's own, with the
 * delivery charges in the total where the shop keeps delivery (docs/delivery.md).
 */
export function SummaryPricePanel({
  lines,
  delivery,
  children,
}: {
  lines: CartLine[];
  delivery: DeliveryCharge;
  children: ReactNode;
}) {
  if (delivery === null) return <PricePanel lines={lines}>{children}</PricePanel>;
  const { items, oldTotal, discount } = cartTotals(lines);
  const total = payable(lines, delivery);
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
          <Row term={`Price (${items} ${items === 1 ? "item" : "items"})`}>
            <dd className="tabular-nums">{formatINR(oldTotal)}</dd>
          </Row>
          <Row term="Discount">
            <dd className="font-medium text-green-700 tabular-nums">
              {discount > 0 ? `−${formatINR(discount)}` : formatINR(0)}
            </dd>
          </Row>
          <Row term="Delivery Charges">
            <dd
              className={
                typeof delivery === "string" || delivery > 0
                  ? "tabular-nums"
                  : "font-medium text-green-700"
              }
            >
              {typeof delivery === "number"
                ? chargeLabel(delivery)
                : shown(null, delivery, "h-5 w-14 rounded")}
            </dd>
          </Row>
          <div className="flex justify-between gap-4 border-t border-dashed border-neutral-300 pt-4 text-base font-bold text-neutral-900 sm:text-lg">
            <dt>Total Amount</dt>
            <dd className="tabular-nums">{shown(total, delivery, "h-6 w-20 rounded")}</dd>
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

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{term}</dt>
      {children}
    </div>
  );
}

/** Phones: the amount payable, delivery included, and the next step at the bottom. */
export function SummaryPhoneBar({
  lines,
  delivery,
  children,
}: {
  lines: CartLine[];
  delivery: DeliveryCharge;
  children: ReactNode;
}) {
  if (delivery === null) return <PhoneCheckoutBar lines={lines}>{children}</PhoneCheckoutBar>;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
      <div className="min-w-0">
        <div className="text-lg leading-tight font-bold text-neutral-900 tabular-nums">
          {shown(payable(lines, delivery), delivery, "h-6 w-20 rounded")}
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
