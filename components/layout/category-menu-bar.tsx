"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { PATHS, subcategoryPath } from "@/lib/routing/paths";

/** What the bar draws of a category: the RSC payload carries this to the browser. */
export interface MenuCategory {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}

/** The item (li) of the category bar that holds `node`, if any. */
function itemOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof HTMLElement ? node.closest<HTMLElement>("[data-category-item]") : null;
}

/**
 * The category list. Panels open by CSS (hover, focus-within); this adds the Escape key that
 * hover content must offer (WCAG 1.4.13): it hides the open panel (returning focus to its
 * category when focus was inside), and the panels come back once the pointer or focus moves
 * to another category or the pointer leaves the bar.
 */
export function CategoryMenuBar({ categories }: { categories: MenuCategory[] }) {
  const [dismissed, setDismissed] = useState(false);
  const dismissedItem = useRef<HTMLElement | null>(null);
  const hoveredItem = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // On the document: a panel opened by hover has no focus inside it to catch the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focused = itemOf(document.activeElement);
      const item = focused ?? hoveredItem.current;
      if (!item) return;
      dismissedItem.current = item;
      if (focused) item.querySelector<HTMLElement>("a")?.focus();
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const undismissIfElsewhere = (target: EventTarget | null) => {
    if (dismissed && itemOf(target) !== dismissedItem.current) setDismissed(false);
  };

  return (
    <ul
      data-dismissed={dismissed}
      className="group/bar flex flex-wrap justify-center"
      onFocus={(event) => undismissIfElsewhere(event.target)}
      onPointerOver={(event) => {
        hoveredItem.current = itemOf(event.target);
        undismissIfElsewhere(event.target);
      }}
      onPointerLeave={() => {
        hoveredItem.current = null;
        setDismissed(false);
      }}
    >
      {categories.map((category) => (
        <CategoryEntry key={category.id} category={category} />
      ))}
    </ul>
  );
}

function CategoryEntry({ category }: { category: MenuCategory }) {
  const hasPanel = category.subcategories.length > 0;
  return (
    <li className="group/item" data-category-item>
      {/* docs/contract.md, Screens: Header: the category link itself points to the home page. */}
      <Link href={PATHS.home} className="menu-link">
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
                  <Link href={subcategoryPath(subcategory.id)} className="menu-sublink">
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
