/** The browser's call for the search box's suggestions (app/api/search). */
import { arrayOf, nullable, object, string, withDefault } from "@/lib/parse";
import type {
  PopularCategories,
  SearchCategorySuggestion,
  SearchSuggestion,
  SearchSuggestions,
} from "@/lib/types";
import { apiRequest } from "./request";

const categorySuggestion = object<SearchCategorySuggestion>({ name: string, href: string });

const searchAnswer = object<SearchSuggestions>({
  results: arrayOf(
    object<SearchSuggestion>({
      id: string,
      title: string,
      image: nullable(string),
      categoryName: string,
      subcategoryName: string,
    }),
  ),
  // An answer a CDN kept from before categories and corrections were sent has neither.
  categories: withDefault(arrayOf(categorySuggestion), []),
  corrected: withDefault(nullable(string), null),
});

/**
 * What `query` matches: products, categories and its correction; `signal` drops the call once
 * the shopper has typed on.
 */
export function searchSuggestions(query: string, signal: AbortSignal) {
  return apiRequest(`/api/search?q=${encodeURIComponent(query)}`, searchAnswer, { signal });
}

/** The categories the empty box offers (app/api/search/popular). */
export function popularCategories(signal?: AbortSignal) {
  return apiRequest(
    "/api/search/popular",
    object<PopularCategories>({ categories: arrayOf(categorySuggestion) }),
    { signal },
  );
}
