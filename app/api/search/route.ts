import { NextResponse, type NextRequest } from "next/server";
import {
  SUGGESTION_LIMIT,
  searchQuerySchema,
  type SearchSuggestion,
} from "@/lib/validations/search";
import { getSearchIndex } from "@/lib/backend/catalogue";
import { errorResponse } from "@/lib/http/bff";
import { normaliseQuery, searchProducts } from "@/lib/search";
import type { ProductSummary } from "@/lib/types";

// Suggestions are the same for every shopper, so browsers and CDNs may keep them a minute.
const CACHEABLE = { "Cache-Control": "public, max-age=60" };

/**
 * The search box's suggestions: the top matches of the server-side catalogue list (DESIGN.md
 * Search), so a phone never downloads the whole catalogue. Blank text answers no results.
 */
export async function GET(request: NextRequest) {
  const parsed = searchQuerySchema.safeParse(request.nextUrl.searchParams.get("q") ?? "");
  if (!parsed.success) {
    return errorResponse(400, parsed.error.issues[0]?.message ?? "Invalid search text.");
  }
  const query = normaliseQuery(parsed.data);
  if (!query) return NextResponse.json({ results: [] }, { headers: CACHEABLE });

  let index: ProductSummary[];
  try {
    index = await getSearchIndex();
  } catch (error) {
    // seed-spec §8: a failed list load is silent for the shopper; the box shows no matches.
    console.error("[search] could not load the search list:", error);
    return NextResponse.json(
      { error: "Search is not available right now." },
      { status: 502, headers: { "Cache-Control": "no-store" } },
    );
  }
  const results: SearchSuggestion[] = searchProducts(index, query, SUGGESTION_LIMIT).map(
    (product) => ({
      id: product.id,
      title: product.title,
      image: product.image?.url || null,
      categoryName: product.categoryName,
      subcategoryName: product.subcategoryName,
    }),
  );
  return NextResponse.json({ results }, { headers: CACHEABLE });
}
