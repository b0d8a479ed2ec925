import { cartTotals } from "@/lib/cart/lines";
import { cn } from "@/lib/cn";
import { formatINR } from "@giftshop/shared/money";
import type { CartLine } from "@/lib/types";

/**
 * The price panel (docs/contract.md, Screens: Cart; Constants): the items at their old prices, the
 * discount, free delivery and the amount payable, then the saving. `children` is the panel's
 * action. `deliveryCharge`: where the shop delivers by pincode, what the chosen deliveries cost
 * (docs/delivery.md), added to the total; "loading" while it is asked for.
 */
export function PriceDetails({
  lines,
  id,
  className,
  deliveryCharge = 0,
  children,
}: {
  lines: readonly CartLine[];
  id?: string;
  className?: string;
  deliveryCharge?: number | "loading";
  children?: React.ReactNode;
}) {
  const totals = cartTotals(lines);
  const { items, oldTotal, discount } = totals;
  const charge = deliveryCharge === "loading" ? 0 : deliveryCharge;
  const total = totals.total + charge;
  return (
    <section
      id={id}
      aria-labelledby="price-details-heading"
      className={cn(
        "scroll-mt-6 rounded-2xl border border-neutral-200 bg-white shadow-sm",
        className,
      )}
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
          {deliveryCharge === "loading" ? (
            <dd className="text-neutral-500">Checking…</dd>
          ) : charge > 0 ? (
            <dd className="tabular-nums">{formatINR(charge)}</dd>
          ) : (
            <dd className="font-medium text-green-700">Free</dd>
          )}
        </div>
        <div className="flex justify-between gap-4 border-t border-dashed border-neutral-300 pt-4 text-base font-bold text-neutral-900 sm:text-lg">
          <dt>Total Amount</dt>
          <dd className="tabular-nums">{formatINR(total)}</dd>
        </div>
      </dl>
      {discount > 0 ? (
        <p className="mx-5 mb-5 rounded-xl bg-green-50 px-4 py-2.5 text-sm font-semibold text-green-800">
          You will save {formatINR(discount)} on this order
        </p>
      ) : null}
      {children ? <div className="border-t border-neutral-100 p-5">{children}</div> : null}
    </section>
  );
}
