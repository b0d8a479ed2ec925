import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cartTotals } from "@/lib/cart/lines";
import { formatINR } from "@giftshop/shared/money";
import type { CartLine } from "@/lib/types";
import { PriceDetails } from "./price-details";

/**
 * The price panel beside the lines on a large screen, sticking as the page scrolls, with
 * `children` (the page's next step) above the "Safe and secure payments" note.
 */
export function PricePanel({
  lines,
  deliveryCharge,
  children,
}: {
  lines: CartLine[];
  /** What the chosen deliveries cost, where the shop delivers by pincode (PriceDetails). */
  deliveryCharge?: number | "loading";
  children: ReactNode;
}) {
  return (
    <div className="lg:sticky lg:top-6">
      <PriceDetails
        id="price-details"
        lines={lines}
        {...(deliveryCharge === undefined ? {} : { deliveryCharge })}
      >
        {children}
        <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-500 lg:mt-3">
          <ShieldCheck aria-hidden="true" className="size-4 text-green-700" />
          Safe and secure payments
        </p>
      </PriceDetails>
    </div>
  );
}

/** Phones: the amount payable and `children` (the next step) stay in reach at the bottom. */
export function PhoneCheckoutBar({
  lines,
  deliveryCharge = 0,
  children,
}: {
  lines: CartLine[];
  deliveryCharge?: number | "loading";
  children: ReactNode;
}) {
  const total = cartTotals(lines).total + (deliveryCharge === "loading" ? 0 : deliveryCharge);
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
      {children}
    </div>
  );
}
