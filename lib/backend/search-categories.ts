/**
 * The categories and subcategories the search box offers for a text: those whose names hold
 * every word of it by the shared search rules (@giftshop/shared/search), the last word read as
 * the start of a word, so "choc" offers "Chocolate Cakes" and "gulab" offers "Roses".
 */
import { searchTerms } from "@giftshop/shared/search/query";
import { tokenAnswers } from "@giftshop/shared/search/rank";
import { searchTokens } from "@giftshop/shared/search/text";
import { categoryPath, subcategoryPath } from "@/lib/routing/paths";
import type { CategoryWithSubcategories, SearchCategorySuggestion } from "@/lib/types";

/** How many the box shows at most. */
export const CATEGORY_SUGGESTIONS = 4;

/** Whether `name` holds every term, the last one as a prefix. */
function nameAnswers(name: string, terms: readonly string[]): boolean {
  const tokens = searchTokens(name);
  return terms.every((term, i) =>
    tokens.some((token) => tokenAnswers(token, term, i === terms.length - 1)),
  );
}

/** Categories first, then subcategories, in the menu's order; a name offered once. */
export function matchingCategories(
  menu: readonly CategoryWithSubcategories[],
  text: string,
): SearchCategorySuggestion[] {
  const terms = searchTerms(text);
  if (terms.length === 0) return [];
  const found: SearchCategorySuggestion[] = [];
  const named = new Set<string>();
  const offer = (name: string, href: string) => {
    const key = name.trim().toLowerCase();
    if (found.length >= CATEGORY_SUGGESTIONS || named.has(key) || !nameAnswers(name, terms)) return;
    named.add(key);
    found.push({ name, href });
  };
  for (const category of menu) offer(category.name, categoryPath(category.name));
  for (const category of menu) {
    for (const subcategory of category.subcategories) {
      offer(subcategory.name, subcategoryPath(subcategory.id));
    }
  }
  return found;
}
