import { Gift } from "@/components/ui/icons/gift";
import { Headset } from "@/components/ui/icons/headset";
import { RefreshCcw } from "@/components/ui/icons/refresh-ccw";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { Truck } from "@/components/ui/icons/truck";
import { formatINR } from "@giftshop/shared/money";

/**
 * docs/contract.md, The shop: the footer's five service promises (Constants: free shipping over
 * ₹100 here).
 */
const PROMISES = [
  { Icon: Truck, title: "Free Shipping", detail: `Orders over ${formatINR(100)}` },
  { Icon: RefreshCcw, title: "30 Days Returns", detail: "For an exchange" },
  { Icon: ShieldCheck, title: "Secured Payment", detail: "Cards & UPI, safely" },
  { Icon: Gift, title: "Special Gifts", detail: "On your first order" },
  { Icon: Headset, title: "Support 24/7", detail: "We are here to help" },
] as const;

/** The strip of service promises at the top of the footer. */
export function ServicePromises() {
  return (
    <section aria-label="Our promises" className="border-b border-brand-100 bg-brand-50">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-5 px-4 py-6 sm:grid-cols-3 lg:grid-cols-5 lg:py-7">
        {PROMISES.map(({ Icon, title, detail }, index) => (
          <li
            key={title}
            className={
              // Five in a two-column phone grid: the last one spans both, centred.
              index === PROMISES.length - 1
                ? "col-span-2 flex items-center gap-3 justify-self-center sm:col-span-1 sm:justify-self-start"
                : "flex items-center gap-3"
            }
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
              <Icon aria-hidden className="size-5" strokeWidth={1.75} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-neutral-900">{title}</span>
              <span className="block text-xs text-neutral-600">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
