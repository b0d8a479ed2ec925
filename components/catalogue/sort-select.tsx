"use client";

import { ArrowUpDown } from "@/components/ui/icons/arrow-up-down";
import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { SORT_LABELS, defaultSort, filterHref } from "@/lib/filters";
import { SORTS, type Category, type ProductFilter, type Sort } from "@/lib/types";

function isSort(value: string): value is Sort {
  return SORTS.some((sort) => sort === value);
}

/**
 * The list's sort select: a choice applies at once and goes back to the first page. Relevance
 * is offered (and the default) only where there are search words to be relevant to.
 */
export function SortSelect({
  pathname,
  filter,
  categories,
}: {
  pathname: string;
  filter: ProductFilter;
  categories?: readonly Pick<Category, "id" | "name">[];
}) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const sorts = filter.query ? SORTS : SORTS.filter((sort) => sort !== "relevance");

  function choose(value: string) {
    if (!isSort(value)) return;
    const href = filterHref(pathname, { ...filter, sort: value, page: undefined }, categories);
    startTransition(() => router.push(href, { scroll: false }));
  }

  return (
    <div className="flex items-center gap-2 [grid-area:sort]">
      <label htmlFor={id} className="sr-only text-sm text-neutral-600 sm:not-sr-only">
        Sort by
      </label>
      <div className="relative w-full sm:w-auto">
        <ArrowUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
        />
        <select
          id={id}
          value={filter.sort ?? defaultSort(filter)}
          onChange={(event) => choose(event.target.value)}
          aria-busy={pending}
          className="h-11 w-full appearance-none rounded-xl border border-neutral-300 bg-white pr-8 pl-9 text-sm font-medium text-neutral-800 hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:w-56"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
        />
      </div>
    </div>
  );
}
