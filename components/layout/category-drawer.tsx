"use client";

import { LayoutGrid } from "@/components/ui/icons/layout-grid";
import { Suspense, lazy, useState } from "react";
import type { MenuCategory } from "./category-menu-bar";

const loadSheet = () => import("./category-drawer-sheet");
const CategoryDrawerSheet = lazy(loadSheet);

/**
 * The phone's way to browse (below md, where the spec hides the category bar): a button in the
 * header that opens the categories as a sheet from the left (category-drawer-sheet.tsx). The
 * sheet's code loads when the shopper reaches for the button (touch, hover or focus), not with
 * every page. Each category opens its subcategories in place and leads to its own listing.
 */
export function CategoryDrawer({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadSheet();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        className="-ml-2 flex size-11 items-center justify-center rounded-full text-neutral-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none md:hidden"
      >
        <LayoutGrid aria-hidden className="size-6" />
        <span className="sr-only">Shop by category</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CategoryDrawerSheet categories={categories} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
