"use client";

import { RotateCw } from "@/components/ui/icons/rotate-cw";
import Link from "next/link";
import { useEffect } from "react";
import { PATHS } from "@/lib/routing/paths";

/**
 * What a list shows when the catalogue cannot be read (the backend is down, say): a plain
 * apology and a retry that fetches the page again. Never the error's text: in production it
 * is a digest, and in any case not for shoppers.
 */
export function ListError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-neutral-900">We couldn’t load these products</h1>
      <p className="mt-2 text-neutral-600">
        Something went wrong on our side. Please try again in a moment.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <RotateCw aria-hidden className="size-4" />
          Try again
        </button>
        <Link
          href={PATHS.home}
          className="inline-flex h-11 items-center rounded-xl border border-neutral-300 px-5 text-sm font-semibold text-neutral-800 hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          Go to home
        </Link>
      </div>
    </div>
  );
}
