import { z } from "zod";
import { searchSuggestions } from "@/lib/backend/catalogue";
import { bff } from "@/lib/bff/handler";
import { CACHE_LIFE } from "@/lib/cache-life";
import { normaliseQuery } from "@/lib/search";
import { SUGGESTION_LIMIT } from "@giftshop/shared/limits/search";
import type { SearchSuggestion, SearchSuggestions } from "@/lib/types";
import { searchQuerySchema } from "@/lib/validations/search";

const NONE = { products: [], categories: [], corrected: null };

/**
 * The search box's suggestions: at most SUGGESTION_LIMIT products, best first by the shared
 * search rules (DESIGN.md Search), so a phone never downloads the whole catalogue; the
 * categories whose names hold the words; and the text's correction ("Did you mean"). Blank text
 * answers nothing. The same for every shopper, so browsers and CDNs may keep them a minute; a
 * failed search is silent for the shopper (docs/contract.md, Messages): the box shows no matches.
 */
export const GET = bff.get({
  session: "none",
  query: z.object({ q: searchQuerySchema.default("") }),
  call: async ({ query }) => {
    const text = normaliseQuery(query.q);
    return text ? searchSuggestions(text, SUGGESTION_LIMIT) : NONE;
  },
  reply: ({ products, categories, corrected }): SearchSuggestions => ({
    results: products.map((product): SearchSuggestion => ({
      id: product.id,
      title: product.title,
      image: product.image?.url || null,
      categoryName: product.categoryName,
      subcategoryName: product.subcategoryName,
    })),
    categories,
    corrected,
  }),
  publicSeconds: CACHE_LIFE.searchSuggestions,
  fallback: "Search is not available right now.",
});
