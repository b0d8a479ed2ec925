/**
 * The contract between the search box and its BFF route (GET /api/search?q=…), shared so the
 * route validates what it reads and the browser parses what it gets back.
 */
import { z } from "zod";

/** Longest search text the route accepts; nobody types a longer product name. */
export const SEARCH_QUERY_MAX = 100;

/** How many suggestions the dropdown shows at most. */
export const SUGGESTION_LIMIT = 8;

export const searchQuerySchema = z
  .string()
  .max(SEARCH_QUERY_MAX, { message: `Search text can be at most ${SEARCH_QUERY_MAX} characters.` });

const suggestion = z.object({
  id: z.string(),
  title: z.string(),
  /** A storefront-relative picture URL, or null when the product has none. */
  image: z.string().nullable(),
  categoryName: z.string(),
  subcategoryName: z.string(),
});

export const searchAnswerSchema = z.object({ results: z.array(suggestion) });

/** One product suggestion under the search box. */
export type SearchSuggestion = z.output<typeof suggestion>;
