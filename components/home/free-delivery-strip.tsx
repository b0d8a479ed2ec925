import { Truck } from "lucide-react";
import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";

/** The free-shipping strip, worded exactly as the shop always has. */
export function FreeDeliveryStrip() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <div className="flex items-center gap-3 rounded-2xl bg-gradient-to-r from-brand-800 via-brand-700 to-brand-600 px-4 py-3 text-white shadow-sm sm:gap-5 sm:px-8 sm:py-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15 sm:size-12">
          <Truck className="size-5 sm:size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm leading-snug font-semibold sm:text-lg">
            Free Delivery Now On Your First Order and Over ₹200
          </p>
          <Link
            href={PATHS.shippingInfo}
            className="text-xs text-white/80 underline-offset-2 hover:text-white hover:underline"
          >
            *See delivery terms
          </Link>
        </div>
        <p className="shrink-0 rounded-full bg-white px-3 py-1.5 text-sm font-bold whitespace-nowrap text-brand-700 sm:px-4 sm:text-base">
          Only ₹200*
        </p>
      </div>
    </section>
  );
}
