/**
 * What the search route (GET /api/search?q=…) accepts. Its limits live in zod-free
 * packages/shared/src/limits/search.ts, which the search box reads too; the box parses the answer
 * (SearchSuggestion[]) in components/layout/use-search-suggestions.ts.
 */
import { z } from "./zod";
import { SEARCH_QUERY_MAX } from "@giftshop/shared/limits/search";

export const searchQuerySchema = z
  .string()
  .max(SEARCH_QUERY_MAX, { message: `Search text can be at most ${SEARCH_QUERY_MAX} characters.` })
  // The backend refuses NUL in any text; nobody types one.
  .refine((text) => !text.includes("\u0000"), { message: "Search text cannot contain NUL." });
