"use client";

import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { X } from "@/components/ui/icons/x";
import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import { categoryPath, subcategoryPath } from "@/lib/routing/paths";
import type { MenuCategory } from "./category-menu-bar";

/**
 * The categories sheet of the phone's "Shop by category" (category-drawer.tsx), loaded on the
 * first tap: a modal `<dialog>`, shown as it mounts. The page behind is inert, focus stays
 * inside, Escape and the backdrop close it, and the browser gives focus back to the button.
 */
export default function CategoryDrawerSheet({
  categories,
  onClose,
}: {
  categories: MenuCategory[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      // A tap on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto overscroll-contain bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/40 open:animate-[drawer-in_180ms_ease-out] motion-reduce:animate-none md:hidden"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-neutral-200 bg-white px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          Shop by category
        </h2>
        <button
          type="button"
          onClick={close}
          className="-mr-2 flex size-11 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <ul className="divide-y divide-neutral-100 pb-6">
        {categories.map((category) => (
          <li key={category.id}>
            <details className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-[0.9375rem] font-semibold hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                {category.name}
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 text-neutral-400 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="pb-2">
                <li>
                  <Link
                    href={categoryPath(category.name)}
                    onClick={close}
                    className="flex min-h-11 items-center px-6 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                  >
                    All {category.name}
                  </Link>
                </li>
                {category.subcategories.map((subcategory) => (
                  <li key={subcategory.id}>
                    <Link
                      href={subcategoryPath(subcategory.id)}
                      onClick={close}
                      className="flex min-h-11 items-center px-6 text-sm text-neutral-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:outline-none"
                    >
                      {subcategory.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
