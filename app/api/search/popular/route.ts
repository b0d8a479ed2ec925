import { getCategoryMenu } from "@/lib/backend/catalogue";
import { popularCategories } from "@/lib/backend/search-categories";
import { bff } from "@/lib/bff/handler";
import { CACHE_LIFE } from "@/lib/cache-life";
import type { PopularCategories } from "@/lib/types";

/**
 * GET /api/search/popular: the categories the empty search box offers, as `{ categories }`
 * (search-categories.ts). Asked once, when a shopper first opens the empty box, so no page
 * carries the list; the same for every shopper, so browsers and CDNs may keep it a while.
 */
export const GET = bff.get({
  session: "none",
  call: async () => popularCategories(await getCategoryMenu()),
  reply: (categories): PopularCategories => ({ categories }),
  publicSeconds: CACHE_LIFE.searchSuggestions,
  fallback: "Popular categories are not available right now.",
});
