import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { getCategoryMenu } from "@/lib/backend/catalogue";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import type { CategoryWithSubcategories } from "@/lib/types";
import { CategoryDrawer } from "./category-drawer";
import { CategoryMenuBar, type MenuCategory } from "./category-menu-bar";

/**
 * Loads the menu; docs/contract.md, Messages: a failed categories fetch is logged and the menu left
 * out (in a page rendered per request; a cached page keeps its last copy with the menu).
 */
async function loadMenu(): Promise<CategoryWithSubcategories[]> {
  try {
    return await getCategoryMenu();
  } catch (error) {
    unstable_rethrow(error);
    console.error("[header] could not load the category menu:", error);
    await keepLastGoodCopy();
    return [];
  }
}

/**
 * The menu's categories, one list per request: the bar and the phone's drawer are handed the
 * same array, so the RSC payload writes it once and the drawer refers to it.
 */
const menuCategories = cache(async () => menuCategoriesOf(await loadMenu()));

/**
 * What the bar draws of each category and nothing more: the list travels to the browser in
 * every page's RSC payload, so the pictures and counts stay behind. A category the backend
 * counts as empty is left out, as on the home page; one whose count is unknown stays.
 */
export function menuCategoriesOf(categories: CategoryWithSubcategories[]): MenuCategory[] {
  const offered = categories.filter((category) => category.productCount !== 0);
  return offered.map(({ id, name, subcategories }) => ({
    id,
    name,
    subcategories: subcategories.map(({ id, name }) => ({ id, name })),
  }));
}

/**
 * The category bar (md and up; hidden on small screens, docs/contract.md, Screens: Header). Its
 * link styles are the `menu-*` classes of app/globals.css, written once instead of on each of ~60
 * links. Each category opens its subcategories on hover and on keyboard focus through CSS; the
 * client bar adds Escape to close. The bar is rendered on the server like the rest of the header,
 * with its categories' links; the subcategory panels are drawn in the browser once the page has
 * hydrated, from the category list every page's RSC payload carries (~4 kB) for the bar and the
 * phone's drawer (category-menu-bar.tsx, useHydrated).
 */
export async function CategoryMenu() {
  const categories = await menuCategories();
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Categories" className="hidden border-t border-neutral-100 md:block">
      {/* The panels are placed against this box, outside the list, so they span the bar. */}
      <div className="relative mx-auto max-w-7xl px-4">
        <CategoryMenuBar categories={categories} />
      </div>
    </nav>
  );
}

/** The phone's "Shop by category" button and drawer, from the same list as the bar. */
export async function CategoryDrawerSlot() {
  const categories = await menuCategories();
  if (categories.length === 0) return null;
  return <CategoryDrawer categories={categories} />;
}
