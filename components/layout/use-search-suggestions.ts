import { useCallback, useEffect, useState } from "react";
import { arrayOf, nullable, object, string } from "@/lib/parse";
import { normaliseQuery } from "@/lib/search";
import type { SearchSuggestion } from "@/lib/types";

/** Wait this long after the last keystroke before asking, so fast typing sends one request. */
export const SEARCH_DEBOUNCE_MS = 150;

const searchAnswer = object({
  results: arrayOf(
    object<SearchSuggestion>({
      id: string,
      title: string,
      image: nullable(string),
      categoryName: string,
      subcategoryName: string,
    }),
  ),
});

interface Answer {
  query: string;
  results: SearchSuggestion[];
}

/** Asks GET /api/search for what `query` matches; a failure reads as no matches (seed-spec §8). */
async function fetchSuggestions(query: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const answer = searchAnswer(await response.json());
  if (!answer) throw new Error(`search answered an unexpected shape`);
  return answer.results;
}

/**
 * The suggestions for `text`, fetched after a pause in typing. Earlier answers keep showing
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
      fetchSuggestions(query, controller.signal)
        .catch((error: unknown) => {
          if (controller.signal.aborted) return null;
          console.error("[search] suggestions failed:", error);
          return [];
        })
        .then((results) => {
          // Aborted: the text changed, and this answer is stale.
          if (results && !controller.signal.aborted) setAnswer({ query, results });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const reset = useCallback(() => setAnswer(null), []);
  const results = query && answer ? answer.results : [];
  return { results, settled: Boolean(query) && answer?.query === query, reset };
}
