"use client";

import { History } from "@/components/ui/icons/history";
import { X } from "@/components/ui/icons/x";
import Link from "next/link";
import type { SearchCategorySuggestion } from "@/lib/types";

/**
 * What the search box's dropdown offers beside its suggestions (search-panel.tsx): the
 * shopper's recent searches and category pills. Every control keeps focus in the input.
 */

/** The recent searches, each searched again by a press; one or all can be forgotten. */
export function RecentSearches({
  labelId,
  searches,
  onSearch,
  onForget,
}: {
  labelId: string;
  searches: readonly string[];
  onSearch: (query: string) => void;
  /** Forgets one search, or all of them when `query` is undefined. */
  onForget: (query?: string) => void;
}) {
  return (
    <section aria-labelledby={labelId} className="py-2">
      <div className="flex items-center justify-between px-4 pb-1">
        <h2 id={labelId} className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          Recent searches
        </h2>
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onForget()}
          className="rounded px-1 text-xs font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          Clear
        </button>
      </div>
      <ul>
        {searches.map((query) => (
          <li key={query} className="flex items-center hover:bg-neutral-50">
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSearch(query)}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-3 px-4 text-left text-sm text-neutral-800 focus-visible:bg-brand-50 focus-visible:outline-none"
            >
              <History aria-hidden className="size-4 shrink-0 text-neutral-400" />
              <span className="truncate">{query}</span>
            </button>
            <button
              type="button"
              aria-label={`Remove ${query} from recent searches`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onForget(query)}
              className="mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Categories as pills; a choice goes through the box's `onChoose`, so the box closes first. */
export function CategoryLinks({
  categories,
  onChoose,
}: {
  categories: readonly SearchCategorySuggestion[];
  onChoose: (href: string) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.href}>
          <Link
            href={category.href}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.preventDefault();
              onChoose(category.href);
            }}
            className="inline-flex h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
