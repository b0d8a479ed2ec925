import { Gift } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { BackButton } from "@/components/ui/back-button";

export const metadata: Metadata = { title: "Gift not found", robots: { index: false } };

/** An unknown or malformed product id: the gift is gone, the shop is not. */
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
          <BackButton />
          <Link
            href="/"
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-200 bg-white px-6 font-semibold text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
