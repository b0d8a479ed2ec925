/**
 * The search box's limits, kept apart from the route's zod schema (lib/validations/search.ts)
 * so the header can read them without shipping zod to every page.
 */

/** Longest search text the route accepts; nobody types a longer product name. */
export const SEARCH_QUERY_MAX = 100;

/** How many suggestions the dropdown shows at most. */
export const SUGGESTION_LIMIT = 8;
