import { NextResponse, type NextRequest } from "next/server";
import { searchSuggestions } from "@/lib/backend/catalogue";
import { BackendError } from "@/lib/backend/fetch";
import { backendFailureResponse, errorResponse, withRetryAfter } from "@/lib/http/bff";
import { normaliseQuery } from "@/lib/search";
import { SUGGESTION_LIMIT } from "@/lib/search-limits";
import type { ProductSummary, SearchSuggestion } from "@/lib/types";
import { searchQuerySchema } from "@/lib/validations/search";

// Suggestions are the same for every shopper, so browsers and CDNs may keep them a minute.
const CACHEABLE = { "Cache-Control": "public, max-age=60" };

/**
 * The search box's suggestions: the backend's newest matches, at most SUGGESTION_LIMIT
 * (DESIGN.md Search), so a phone never downloads the whole catalogue. Blank text answers no
 * results.
 */
export async function GET(request: NextRequest) {
  const parsed = searchQuerySchema.safeParse(request.nextUrl.searchParams.get("q") ?? "");
  if (!parsed.success) {
    return errorResponse(400, parsed.error.issues[0]?.message ?? "Invalid search text.");
  }
  const query = normaliseQuery(parsed.data);
  if (!query) return NextResponse.json({ results: [] }, { headers: CACHEABLE });

  let matches: ProductSummary[];
  try {
    matches = await searchSuggestions(query, SUGGESTION_LIMIT);
  } catch (error) {
    // A refusal (text the backend will not search, a rate limit) is the request's fault.
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      return withRetryAfter(errorResponse(error.status, error.message), error);
    }
    // seed-spec §8: a failed search is silent for the shopper; the box shows no matches.
    const response = backendFailureResponse(error, "Search is not available right now.");
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
  const results: SearchSuggestion[] = matches.map((product) => ({
    id: product.id,
    title: product.title,
    image: product.image?.url || null,
    categoryName: product.categoryName,
    subcategoryName: product.subcategoryName,
  }));
  return NextResponse.json({ results }, { headers: CACHEABLE });
}
