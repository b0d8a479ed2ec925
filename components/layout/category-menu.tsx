import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { getCategoryMenu } from "@/lib/backend/catalogue";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import type { CategoryWithSubcategories } from "@/lib/types";
import { CategoryMenuBar } from "./category-menu-bar";

/**
 * Loads the menu; seed-spec §8: a failed categories fetch is logged and the menu left out (in a
 * page rendered per request; a cached page keeps its last copy with the menu).
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
 * The category bar (md and up; seed-spec §2 hides it on small screens). Its link styles are
 * the `menu-*` classes of app/globals.css, written once instead of on each of ~60 links. Each category opens
 * its subcategories on hover and on keyboard focus through CSS alone, so the links are plain
 * server HTML; the client bar only adds Escape to close.
 */
export async function CategoryMenu() {
  const categories = await loadMenu();
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Categories" className="hidden border-t border-neutral-100 md:block">
      {/* The panels are placed against this box, outside the list, so they span the bar. */}
      <div className="relative mx-auto max-w-7xl px-4">
        <CategoryMenuBar>
          {categories.map((category) => (
            <CategoryEntry key={category.id} category={category} />
          ))}
        </CategoryMenuBar>
      </div>
    </nav>
  );
}

function CategoryEntry({ category }: { category: CategoryWithSubcategories }) {
  const hasPanel = category.subcategories.length > 0;
  return (
    <li className="group/item" data-category-item>
      {/* seed-spec §2: the category link itself points to the home page. */}
      <Link href="/" className="menu-link">
        {category.name}
        {hasPanel && (
          <ChevronDown
            aria-hidden
            className="size-3 text-neutral-400 transition-transform group-focus-within/item:rotate-180 group-focus-within/item:text-brand-600 group-hover/item:rotate-180 group-hover/item:text-brand-600"
          />
        )}
      </Link>
      {hasPanel && (
        <div
          className={[
            "invisible absolute inset-x-4 top-full z-30 -mt-px opacity-0 transition-[opacity,visibility] duration-150",
            // A short delay on opening keeps panels from flashing as the pointer sweeps the bar.
            "group-hover/item:visible group-hover/item:opacity-100 group-hover/item:delay-100",
            "group-focus-within/item:visible group-focus-within/item:opacity-100",
            // Escape wins over hover and focus.
            "group-data-[dismissed=true]/bar:invisible! group-data-[dismissed=true]/bar:opacity-0!",
          ].join(" ")}
        >
          <div className="w-full min-w-[min(800px,100%)] rounded-b-2xl border border-neutral-200 bg-white px-5 pt-4 pb-5 shadow-xl shadow-brand-800/10">
            <p className="mb-3 text-xs font-semibold tracking-wider text-brand-700 uppercase">
              {category.name}
            </p>
            <ul className="grid grid-cols-6 gap-1">
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <Link
                    href={`/subcategory/${encodeURIComponent(subcategory.id)}`}
                    className="menu-sublink"
                  >
                    {subcategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}
