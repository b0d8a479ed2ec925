"use client";

import { useEffect } from "react";
import Link from "next/link";
import { RotateCw } from "lucide-react";

/**
 * A page failed to render. The shopper sees a calm message and a way out, never the error
 * itself (it may carry internals); the details go to the console for developers.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-md text-center">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Something went wrong</h1>
        <p className="mt-4 leading-7 text-neutral-700">
          We couldn&apos;t load this page just now. Please try again; if it keeps happening, come
          back in a few minutes.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            // retry() refetches the server content before resetting the boundary; reset() alone
            // would re-render the same failed server payload.
            onClick={() => retry()}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
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
