import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";

/** Shown in place of a catalogue section when the backend could not be reached. */
export function CatalogueUnavailable({ what }: { what: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-brand-200 bg-brand-50/60 px-4 py-8 text-center"
    >
      <p className="font-semibold text-neutral-900">Our gift shelves are being restocked</p>
      <p className="max-w-md text-sm text-neutral-600">
        We couldn&apos;t load {what} just now. Please refresh the page in a moment.
      </p>
      {/* The home page renders per request, so coming back to it reads the backend again. */}
      <Link
        href={PATHS.home}
        prefetch={false}
        className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <RefreshCw className="size-4" aria-hidden />
        Try again
      </Link>
    </div>
  );
}
