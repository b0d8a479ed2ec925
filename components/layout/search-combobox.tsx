"use client";

import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { SEARCH_QUERY_MAX } from "@giftshop/shared/limits/search";
import { loadOnce } from "@/lib/load-once";
import { PATHS } from "@/lib/routing/paths";
import { searchResultsHref } from "@/lib/search";
import type { ComboState, SearchPanelControls } from "./search-panel";

type PanelModule = Pick<typeof import("./search-panel"), "SearchPanel" | "rememberSearch">;

/** The dropdown's code once it has arrived, for every box on the page; and who waits for it. */
let loaded: PanelModule | undefined;
const waiting = new Set<() => void>();

/** The dropdown's code, fetched once; a failed fetch is tried again on the next use. */
const loadPanel = loadOnce(() =>
  import("./search-panel").then(({ SearchPanel, rememberSearch }) => {
    const panel = { SearchPanel, rememberSearch };
    loaded = panel;
    for (const notify of waiting) notify();
    return panel;
  }),
);

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const CLOSED: ComboState = { expanded: false, activeDescendant: undefined };

/**
 * The search box's form and its input, an ARIA combobox (search-box.tsx renders the rest). Only
 * this is in every page's first load: the dropdown's code (suggestions, recent searches, popular
 * categories: search-panel.tsx) is fetched when the box is first used. Pointing at it or
 * focusing it starts the fetch, so it is usually there before the first key. This input stays
 * mounted throughout, so the text typed meanwhile, the focus and a phone's keyboard stay; the
 * dropdown mounts beside it and takes them up.
 */
export function SearchCombobox({
  className,
  children,
}: {
  className?: string;
  /** The form's submit button. */
  children: ReactNode;
}) {
  const router = useRouter();
  const [text, setText] = useState("");
  // None in the server's render and hydration; then whatever has arrived.
  const panel = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  const [combo, setCombo] = useState<ComboState>(CLOSED);
  const controls = useRef<SearchPanelControls>(null);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();

  const load = () => {
    if (panel) return;
    loadPanel().catch((error: unknown) =>
      console.error("[search] could not load the suggestions:", error),
    );
  };

  /** Empties the box after a choice; on phones also drops the keyboard from the new page. */
  const finish = (href: string) => {
    setText("");
    controls.current?.close();
    if (window.matchMedia?.("(pointer: coarse)").matches) input.current?.blur();
    router.push(href);
  };

  /** Opens the results for `query` and keeps it among the recent searches. */
  const searchFor = (query: string) => {
    const href = searchResultsHref(query);
    if (!href) return;
    // The recent searches' code comes with the dropdown's.
    if (loaded) loaded.rememberSearch(query);
    else
      loadPanel().then(
        (module) => module.rememberSearch(query),
        () => undefined,
      );
    finish(href);
  };

  return (
    <div
      ref={root}
      className={clsx("relative", className)}
      onPointerEnter={load}
      onPointerDown={load}
    >
      <form
        role="search"
        action={PATHS.searchResults}
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
          // The parameter searchResultsPath writes, for the form sent without script.
          name="query"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combo.expanded}
          // The listbox is the dropdown's, there once its code is.
          aria-controls={panel ? listboxId : undefined}
          aria-activedescendant={combo.activeDescendant}
          placeholder="Search by title, category, or subcategory..."
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            load();
            controls.current?.changed(next);
          }}
          onFocus={() => {
            load();
            controls.current?.reopen();
          }}
          // A box still focused after a search opens again when tapped.
          onClick={() => controls.current?.reopen()}
          onKeyDown={(event) => {
            load();
            controls.current?.keyDown(event);
          }}
          // 16px text on phones, or iOS zooms in on focus; the long placeholder is set smaller
          // so it fits a 360px screen.
          className="h-full min-w-0 flex-1 bg-transparent pr-2 pl-4 text-base text-neutral-900 placeholder:text-[0.8125rem] placeholder:text-neutral-500 focus:outline-none sm:placeholder:text-sm md:text-[0.9375rem]"
        />
        {children}
      </form>
      {panel ? (
        <panel.SearchPanel
          text={text}
          inputId={`${listboxId}-input`}
          root={root}
          listboxId={listboxId}
          controls={controls}
          onCombo={setCombo}
          finish={finish}
          searchFor={searchFor}
        />
      ) : null}
    </div>
  );
}
