/**
 * The categories and subcategories the search box offers: for a text, those whose names hold
 * every word of it by the shared search rules (@giftshop/shared/search), the last word read as
 * the start of a word, so "choc" offers "Chocolate Cakes" and "gulab" offers "Roses"; for the
 * empty box, the popular categories.
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

/** How many popular categories the empty box offers. */
const POPULAR_CATEGORIES = 6;

/**
 * The categories the empty box offers: those with the most gifts first (the measure every
 * backend gives; a list with no counts keeps the menu's order), empty ones left out.
 */
export function popularCategories(
  menu: readonly CategoryWithSubcategories[],
): SearchCategorySuggestion[] {
  const offered = menu.filter((category) => category.productCount !== 0);
  // A stable sort: equal counts, and unknown ones (after every known count), keep menu order.
  const ranked = offered.toSorted((a, b) => (b.productCount ?? -1) - (a.productCount ?? -1));
  return ranked
    .slice(0, POPULAR_CATEGORIES)
    .map((category) => ({ name: category.name, href: categoryPath(category.name) }));
}
