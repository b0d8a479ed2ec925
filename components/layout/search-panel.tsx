"use client";

import { clsx } from "clsx";
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from "react";
import { popularCategories } from "@/lib/api/search";
import type { SearchCategorySuggestion, SearchSuggestion } from "@/lib/types";
import { productPath } from "@/lib/routing/paths";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";
import { forgetSearch, readRecentSearches } from "./recent-searches";
import { CategoryLinks, RecentSearches } from "./search-offers";
import { SuggestionContent } from "./search-suggestion";
import { useSearchSuggestions } from "./use-search-suggestions";

export { rememberSearch } from "./recent-searches";

/** What the input says of the dropdown: open or not, and which option the arrows chose. */
export interface ComboState {
  expanded: boolean;
  activeDescendant: string | undefined;
}

/** How the search box's input tells the dropdown what the shopper did. */
export interface SearchPanelControls {
  /** Focus or a tap: show the suggestions for the text, or the empty box's offers. */
  reopen: () => void;
  /** The shopper changed the text to `next`. */
  changed: (next: string) => void;
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** A search or a choice is done: close, and drop the suggestions. */
  close: () => void;
}

/**
 * The search box's dropdown (docs/contract.md, Screens: Header; Behaviour): suggestions under the
 * input as the shopper types, chosen by pointer or by arrows and Enter (the listbox of the
 * input's ARIA combobox). Beside the products, the categories whose names hold the words are
 * offered as links, and the empty box, focused, offers the shopper's recent searches (kept in
 * this browser only: recent-searches.ts) and the popular categories (asked for once, when the
 * empty box is first opened).
 *
 * Its code is fetched when the box is first used (search-combobox.tsx), so it mounts beside an input
 * that may already hold text and focus: it picks both up as it mounts.
 */
export function SearchPanel({
  text,
  inputId,
  root,
  listboxId,
  controls,
  onCombo,
  finish,
  searchFor,
}: {
  text: string;
  inputId: string;
  /** The box around input and dropdown: a press outside it closes the dropdown. */
  root: RefObject<HTMLDivElement | null>;
  listboxId: string;
  controls: Ref<SearchPanelControls>;
  onCombo: (state: ComboState) => void;
  /** Empties the box and opens `href`. */
  finish: (href: string) => void;
  /** Opens the results for `query` and keeps it among the recent searches. */
  searchFor: (query: string) => void;
}) {
  // Mounted under a focused input (the first focus, tap or key fetched this code), it opens as
  // that focus would have, with the text typed meanwhile. Never rendered on the server.
  const [open, setOpen] = useState(() => document.activeElement?.id === inputId);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { results, categories, settled, reset } = useSearchSuggestions(text);
  // This browser's own list, read whenever the box opens.
  const [recent, setRecent] = useState<string[]>(() => (open ? readRecentSearches() : []));
  const [popular, setPopular] = useState<SearchCategorySuggestion[]>([]);
  const popularAsked = useRef(false);
  const optionId = (id: string) => `${listboxId}-${id}`;

  const activeIndex = results.findIndex((result) => result.id === activeId);
  const noResults = settled && results.length === 0;
  const expanded = open && Boolean(text.trim()) && (results.length > 0 || noResults);
  const empty = open && !text.trim();
  const showRecent = empty && recent.length > 0;
  const showPopular = empty && popular.length > 0;
  const showCategories = expanded && categories.length > 0;
  const showStart = showRecent || showPopular;
  const activeDescendant = expanded && activeId ? optionId(activeId) : undefined;

  useOutsidePointerDown(root, expanded || showStart, () => setOpen(false));

  // Before paint, so the input and the dropdown never disagree on screen.
  useLayoutEffect(() => {
    onCombo({ expanded, activeDescendant });
  }, [expanded, activeDescendant, onCombo]);

  // Keeps the option chosen with the arrows inside the scrolling dropdown.
  useEffect(() => {
    if (!activeId) return;
    document.getElementById(`${listboxId}-${activeId}`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId, listboxId]);

  const close = () => {
    setOpen(false);
    setActiveId(null);
    reset();
  };

  // The popular categories are asked for the first time the box opens empty.
  useEffect(() => {
    if (!empty || popularAsked.current) return;
    popularAsked.current = true;
    // Without them the empty box still offers the recent searches: a failure stays quiet.
    void popularCategories().then((answer) => {
      if (answer.ok) setPopular(answer.value.categories);
    });
  }, [empty]);

  const reopen = () => {
    setRecent(readRecentSearches());
    setOpen(true);
  };

  const choose = (suggestion: SearchSuggestion) => finish(productPath(suggestion.id));

  useImperativeHandle(controls, () => ({
    reopen,
    close,
    changed: (next) => {
      setActiveId(null);
      setOpen(Boolean(next.trim()));
      // docs/contract.md, Behaviour: empty text closes the dropdown and clears the results.
      if (!next.trim()) reset();
    },
    keyDown: (event) => {
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
    },
  }));

  return (
    <>
      <div
        hidden={!expanded && !showStart}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-neutral-200"
      >
        {showRecent && (
          <RecentSearches
            labelId={`${listboxId}-recent`}
            searches={recent}
            onSearch={searchFor}
            onForget={(query) => setRecent(forgetSearch(query))}
          />
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
    </>
  );
}
