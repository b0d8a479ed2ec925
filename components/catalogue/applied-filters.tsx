import Link from "next/link";
import type { AppliedFilter } from "@/lib/filters";
import { RemovableChip } from "./removable-chip";

/**
 * The filters narrowing a list, as chips above its products: each a link to the list without
 * it, and "Clear all" when there are two or more. Server-rendered links: they work before any
 * script, and a shopper on a phone sees what is applied without opening the filter panel.
 */
export function AppliedFilters({
  chips,
  clearHref,
}: {
  chips: AppliedFilter[];
  clearHref?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <section aria-label="Applied filters" className="mb-4 flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.href}>
            <RemovableChip href={chip.href} label={chip.label} removeLabel={chip.removeLabel} />
          </li>
        ))}
      </ul>
      {clearHref && chips.length > 1 ? (
        <Link
          href={clearHref}
          className="inline-flex min-h-9 items-center rounded px-2 text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          Clear all
        </Link>
      ) : null}
    </section>
  );
}
