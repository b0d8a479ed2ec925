import { ChevronLeft } from "@/components/ui/icons/chevron-left";
import { ChevronRight } from "@/components/ui/icons/chevron-right";
import Link from "next/link";
import { cn } from "@/lib/cn";

type Slot = number | "gap";

/** The page numbers to offer: the first, the last, and the current one with its neighbours. */
export function pageSlots(current: number, last: number): Slot[] {
  const wanted = new Set([1, last, current - 1, current, current + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const slots: Slot[] = [];
  for (const page of pages) {
    const previous = slots.at(-1);
    if (typeof previous === "number" && page - previous === 2) slots.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) slots.push("gap");
    slots.push(page);
  }
  return slots;
}

const box =
  "flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none";

/**
 * Pagination as real links (`?page=2`), so crawlers reach every product. Phones get Previous,
 * "Page 2 of 5" and Next; wider screens also get the page numbers.
 */
export function Pagination({
  page,
  lastPage,
  href,
}: {
  page: number;
  lastPage: number;
  href: (page: number) => string;
}) {
  if (lastPage <= 1) return null;
  const edge = (target: number, rel: "prev" | "next", children: React.ReactNode) =>
    target >= 1 && target <= lastPage ? (
      <Link
        href={href(target)}
        rel={rel}
        className={cn(
          box,
          "gap-1 border border-neutral-300 text-neutral-800 hover:border-brand-500",
        )}
      >
        {children}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={cn(box, "gap-1 border border-neutral-200 text-neutral-400")}
      >
        {children}
      </span>
    );

  return (
    <nav
      aria-label="Pagination"
      className="mt-8 flex items-center justify-between gap-2 sm:justify-center"
    >
      {edge(
        page - 1,
        "prev",
        <>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </>,
      )}
      <p className="text-sm text-neutral-600 sm:hidden">
        Page {page} of {lastPage}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageSlots(page, lastPage).map((slot, index) =>
          slot === "gap" ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-neutral-400">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                href={href(slot)}
                aria-current={slot === page ? "page" : undefined}
                aria-label={`Page ${slot}`}
                className={cn(
                  box,
                  slot === page
                    ? "bg-brand-600 text-white"
                    : "text-neutral-700 hover:bg-brand-50 hover:text-brand-700",
                )}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(
        page + 1,
        "next",
        <>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </>,
      )}
    </nav>
  );
}
