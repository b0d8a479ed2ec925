import { Gift } from "@/components/ui/icons/gift";
import type { Metadata } from "next";
import { LazyBackButton } from "@/components/ui/lazy-back-button";
import { HomeLink } from "@/components/ui/home-link";

export const metadata: Metadata = { title: "Gift not found", robots: { index: false } };

/**
 * An unknown or malformed product id, on the product page or a twin: the gift is gone, the
 * shop is not.
 */
export default function ProductNotFound() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white px-4 py-14 sm:py-20">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
          <Gift className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
          This gift is no longer available
        </h1>
        <p className="mt-4 text-base leading-7 text-neutral-700 sm:text-lg">
          It may have sold out, or the link may be mistyped. There are plenty more gifts to choose
          from.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
          <LazyBackButton />
          <HomeLink />
        </div>
      </div>
    </div>
  );
}
