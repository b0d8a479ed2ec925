/** The browser's call for the search box's suggestions (app/api/search). */
import { arrayOf, nullable, object, string } from "@/lib/parse";
import type { SearchSuggestion } from "@/lib/types";
import { apiRequest } from "./request";

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

/** What `query` matches; `signal` drops the call once the shopper has typed on. */
export function searchSuggestions(query: string, signal: AbortSignal) {
  return apiRequest(`/api/search?q=${encodeURIComponent(query)}`, searchAnswer, { signal });
}
