"use client";

import { RotateCw } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";

/** The product could not be loaded (backend down or a broken answer); the shopper can retry. */
export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">
        We couldn&apos;t load this gift
      </h1>
      <p className="mt-4 text-base leading-7 text-neutral-700">
        Something went wrong on our side. Please try again in a moment.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <RotateCw className="size-4" aria-hidden />
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-200 bg-white px-6 font-semibold text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
