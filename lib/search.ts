import { searchResultsPath } from "@/lib/routing/paths";

/** The search text as the spec's results URL carries it: trimmed and lower-cased. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase();
}

/** The `/search-results` address for what the shopper typed, or null for blank text. */
export function searchResultsHref(text: string): string | null {
  const query = normaliseQuery(text);
  return query ? searchResultsPath(query) : null;
}
