import { Clock } from "@/components/ui/icons/clock";
import { Truck } from "@/components/ui/icons/truck";

/**
 * the delivery policy of docs/contract.md, Constants, in the words a shopper scans for before
 * buying a gift.
 */
export function DeliveryPromise() {
  return (
    <ul className="divide-y divide-brand-100 rounded-xl bg-brand-50 text-sm ring-1 ring-brand-100">
      <li className="flex items-start gap-3 px-4 py-3">
        <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <p className="text-neutral-800">
          <strong className="font-semibold text-neutral-900">Same-day delivery</strong> when you
          order before 12 PM
        </p>
      </li>
      <li className="flex items-start gap-3 px-4 py-3">
        <Truck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <p className="text-neutral-800">
          <strong className="font-semibold text-neutral-900">Standard delivery</strong> in 3–5
          business days
        </p>
      </li>
    </ul>
  );
}
