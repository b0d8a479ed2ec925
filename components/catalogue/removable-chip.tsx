import { X } from "@/components/ui/icons/x";
import Link from "next/link";

/**
 * A filter shown as a pill that removes itself: a link to the list without it. Used for the
 * list's applied filters and for the filters a search's words named.
 */
export function RemovableChip({
  href,
  label,
  removeLabel,
}: {
  href: string;
  label: string;
  /** What a screen reader hears: "Remove filter Under ₹500". */
  removeLabel: string;
}) {
  return (
    <Link
      href={href}
      aria-label={removeLabel}
      className="hover:border-brand-400 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {label}
      <X aria-hidden className="size-4" />
    </Link>
  );
}
