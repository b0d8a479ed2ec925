import { useCallback, useEffect, useState } from "react";
import { searchSuggestions } from "@/lib/api/search";
import { normaliseQuery } from "@/lib/search";
import type { SearchCategorySuggestion, SearchSuggestion } from "@/lib/types";

/** Wait this long after the last keystroke before asking, so fast typing sends one request. */
const SEARCH_DEBOUNCE_MS = 150;

interface Answer {
  query: string;
  results: SearchSuggestion[];
  categories: SearchCategorySuggestion[];
}

/**
 * The suggestions for `text` (products, and categories whose names hold its words), fetched
 * after a pause in typing. Earlier answers keep showing
 * until the new one lands (no flicker); an answer for text that has since changed is dropped.
 * `settled` says the results belong to the current text, so "no results" can be trusted.
 */
export function useSearchSuggestions(text: string) {
  const query = normaliseQuery(text);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchSuggestions(query, controller.signal).then((result) => {
        // Aborted: the text changed, and this answer is stale.
        if (controller.signal.aborted) return;
        // A failure reads as no matches (docs/contract.md, Messages).
        if (!result.ok)
          console.error("[search] suggestions failed:", result.error ?? result.problem);
        setAnswer({
          query,
          results: result.ok ? result.value.results : [],
          categories: result.ok ? result.value.categories : [],
        });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const reset = useCallback(() => setAnswer(null), []);
  const results = query && answer ? answer.results : [];
  const categories = query && answer ? answer.categories : [];
  return { results, categories, settled: Boolean(query) && answer?.query === query, reset };
}
