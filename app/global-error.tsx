"use client";

import { useEffect } from "react";
import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";
import "./globals.css";

/**
 * The root layout itself failed, so this replaces the whole document: no header, footer or
 * fonts, only the message, a retry and a plain link home. Error details are never shown.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh items-center justify-center bg-white px-4 font-sans text-neutral-900 antialiased">
        <title>Something went wrong | Uphaar</title>
        <main className="max-w-md text-center">
          <p className="text-3xl font-extrabold tracking-tight text-brand-600 italic">Uphaar</p>
          <h1 className="mt-6 text-2xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-3 leading-7 text-neutral-700">
            We couldn&apos;t load the shop just now. Please try again in a moment.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => retry()}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Try again
            </button>
            <Link
              href={PATHS.home}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-200 px-6 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Go to the home page
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
