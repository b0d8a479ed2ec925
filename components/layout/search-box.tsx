"use client";

import { clsx } from "clsx";
import { History, Search, X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { searchResultsHref } from "@/lib/search";
import { SEARCH_QUERY_MAX } from "@giftshop/shared/limits/search";
import { popularCategories } from "@/lib/api/search";
import type { SearchCategorySuggestion, SearchSuggestion } from "@/lib/types";
import { SuggestionContent } from "./search-suggestion";
import { useSearchSuggestions } from "./use-search-suggestions";
import { productPath } from "@/lib/routing/paths";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";
import { forgetSearch, readRecentSearches, rememberSearch } from "./recent-searches";

/**
 * The header's search box (docs/contract.md, Screens: Header; Behaviour; Validation): suggestions
 * under the input as the shopper types, chosen by pointer or by arrows and Enter (ARIA combobox
 * with a listbox); Enter or the button opens the full results page. Beside the products, the
 * categories whose names hold the words are offered as links, and the empty box, focused, offers
 * the shopper's recent searches (kept in this browser only: recent-searches.ts) and the popular
 * categories (asked for once, when the empty box is first opened).
 */
export function SearchBox({ className }: { className?: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { results, categories, settled, reset } = useSearchSuggestions(text);
  // Read from this browser's storage once the box is used, never during the server render.
  const [recent, setRecent] = useState<string[]>([]);
  const [popular, setPopular] = useState<SearchCategorySuggestion[]>([]);
  const popularAsked = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (id: string) => `${listboxId}-${id}`;

  const activeIndex = results.findIndex((result) => result.id === activeId);
  const noResults = settled && results.length === 0;
  const expanded = open && Boolean(text.trim()) && (results.length > 0 || noResults);
  const empty = open && !text.trim();
  const showRecent = empty && recent.length > 0;
  const showPopular = empty && popular.length > 0;
  const showCategories = expanded && categories.length > 0;
  const showStart = showRecent || showPopular;

  useOutsidePointerDown(root, expanded || showStart, () => setOpen(false));

  // Keeps the option chosen with the arrows inside the scrolling dropdown.
  useEffect(() => {
    if (!activeId) return;
    document.getElementById(`${listboxId}-${activeId}`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId, listboxId]);

  /** Empties the box after a choice; on phones also drops the keyboard from the new page. */
  const finish = (href: string) => {
    setText("");
    setOpen(false);
    setActiveId(null);
    reset();
    if (window.matchMedia?.("(pointer: coarse)").matches) input.current?.blur();
    router.push(href);
  };

  const choose = (suggestion: SearchSuggestion) => finish(productPath(suggestion.id));

  /** Shows the dropdown again: the suggestions for the text, or the empty box's offers. */
  const reopen = () => {
    setRecent(readRecentSearches());
    setOpen(true);
    if (!popularAsked.current) {
      popularAsked.current = true;
      // Without them the empty box still offers the recent searches: a failure stays quiet.
      void popularCategories().then((answer) => {
        if (answer.ok) setPopular(answer.value.categories);
      });
    }
  };

  /** Opens the results for `query` and keeps it among the recent searches. */
  const searchFor = (query: string) => {
    const href = searchResultsHref(query);
    if (!href) return;
    setRecent(rememberSearch(query));
    finish(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const from = expanded ? activeIndex : -1;
      const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
      setOpen(true);
      setActiveId(results[next]?.id ?? null);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveId(null);
    } else if (event.key === "Enter" && expanded) {
      const active = results[activeIndex];
      if (active) {
        event.preventDefault();
        choose(active);
      }
    }
  };

  return (
    <div ref={root} className={clsx("relative", className)}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // docs/contract.md, Validation: blank or whitespace-only text does nothing.
          searchFor(text);
        }}
        className="flex h-11 items-center rounded-full border border-neutral-300 bg-neutral-50 transition-colors focus-within:border-brand-600 focus-within:bg-white focus-within:ring-3 focus-within:ring-brand-100 hover:border-neutral-400 focus-within:hover:border-brand-600"
      >
        <label htmlFor={`${listboxId}-input`} className="sr-only">
          Search products
        </label>
        <input
          ref={input}
          id={`${listboxId}-input`}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeId ? optionId(activeId) : undefined}
          placeholder="Search by title, category, or subcategory..."
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setActiveId(null);
            setOpen(Boolean(next.trim()));
            // docs/contract.md, Behaviour: empty text closes the dropdown and clears the results.
            if (!next.trim()) reset();
          }}
          onFocus={reopen}
          // A box still focused after a search opens again when tapped.
          onClick={reopen}
          onKeyDown={onKeyDown}
          // 16px text on phones, or iOS zooms in on focus; the long placeholder is set smaller
          // so it fits a 360px screen.
          className="h-full min-w-0 flex-1 bg-transparent pr-2 pl-4 text-base text-neutral-900 placeholder:text-[0.8125rem] placeholder:text-neutral-500 focus:outline-none sm:placeholder:text-sm md:text-[0.9375rem]"
        />
        <button
          type="submit"
          aria-label="Search"
          className="mr-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <Search aria-hidden className="size-[1.125rem]" strokeWidth={2.25} />
        </button>
      </form>

      <div
        hidden={!expanded && !showStart}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-neutral-200"
      >
        {showRecent && (
          <section aria-labelledby={`${listboxId}-recent`} className="py-2">
            <div className="flex items-center justify-between px-4 pb-1">
              <h2
                id={`${listboxId}-recent`}
                className="text-xs font-semibold tracking-wide text-neutral-500 uppercase"
              >
                Recent searches
              </h2>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setRecent(forgetSearch())}
                className="rounded px-1 text-xs font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                Clear
              </button>
            </div>
            <ul>
              {recent.map((query) => (
                <li key={query} className="flex items-center hover:bg-neutral-50">
                  <button
                    type="button"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => searchFor(query)}
                    className="flex min-h-11 min-w-0 flex-1 items-center gap-3 px-4 text-left text-sm text-neutral-800 focus-visible:bg-brand-50 focus-visible:outline-none"
                  >
                    <History aria-hidden className="size-4 shrink-0 text-neutral-400" />
                    <span className="truncate">{query}</span>
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${query} from recent searches`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => setRecent(forgetSearch(query))}
                    className="mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {showPopular && (
          <nav
            aria-labelledby={`${listboxId}-popular`}
            className={clsx("px-3 pt-2 pb-3", showRecent && "border-t border-neutral-100")}
          >
            <h2
              id={`${listboxId}-popular`}
              className="px-1 pt-1 pb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase"
            >
              Popular categories
            </h2>
            <CategoryLinks categories={popular} onChoose={finish} />
          </nav>
        )}
        {showCategories && (
          <nav
            aria-label="Matching categories"
            className="border-b border-neutral-100 px-3 pt-3 pb-2.5"
          >
            <CategoryLinks categories={categories} onChoose={finish} />
          </nav>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className={clsx(
            "max-h-[250px] overflow-y-auto overscroll-contain py-1",
            results.length === 0 && "hidden",
          )}
        >
          {results.map((result) => (
            <li
              key={result.id}
              id={optionId(result.id)}
              role="option"
              aria-selected={result.id === activeId}
              // Keep focus in the input, so the click below still sees an open dropdown.
              onMouseDown={(event) => event.preventDefault()}
              onPointerMove={() => setActiveId(result.id)}
              onClick={() => choose(result)}
              className={clsx(
                "flex cursor-pointer items-center gap-3 px-3 py-2",
                result.id === activeId && "bg-brand-50",
              )}
            >
              <SuggestionContent suggestion={result} active={result.id === activeId} />
            </li>
          ))}
        </ul>
        {noResults && <p className="px-4 py-3 text-sm text-neutral-600">No results found.</p>}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded
          ? results.length > 0
            ? `${results.length} ${results.length === 1 ? "suggestion" : "suggestions"}, use the up and down arrows to choose.`
            : "No matching products."
          : ""}
      </p>
    </div>
  );
}

/** Categories as pills; a choice goes through the box's `onChoose`, so the box closes first. */
function CategoryLinks({
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
