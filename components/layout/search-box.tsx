"use client";

import { clsx } from "clsx";
import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { searchResultsHref } from "@/lib/search";
import { SEARCH_QUERY_MAX } from "@giftshop/shared/limits/search";
import type { SearchSuggestion } from "@/lib/types";
import { SuggestionContent } from "./search-suggestion";
import { useSearchSuggestions } from "./use-search-suggestions";
import { productPath } from "@/lib/routing/paths";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";

/**
 * The header's search box (docs/contract.md, Screens: Header; Behaviour; Validation): suggestions
 * under the input as the shopper types, chosen by pointer or by arrows and Enter (ARIA combobox
 * with a listbox); Enter or the button opens the full results page.
 */
export function SearchBox({ className }: { className?: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { results, settled, reset } = useSearchSuggestions(text);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (id: string) => `${listboxId}-${id}`;

  const activeIndex = results.findIndex((result) => result.id === activeId);
  const noResults = settled && results.length === 0;
  const expanded = open && Boolean(text.trim()) && (results.length > 0 || noResults);

  useOutsidePointerDown(root, expanded, () => setOpen(false));

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
          const href = searchResultsHref(text);
          if (href) finish(href);
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
          onFocus={() => {
            if (results.length > 0) setOpen(true);
          }}
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
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-neutral-200"
      >
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
