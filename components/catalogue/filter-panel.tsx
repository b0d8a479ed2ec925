"use client";

import { clsx } from "clsx";
import { SlidersHorizontal } from "@/components/ui/icons/sliders-horizontal";
import { X } from "@/components/ui/icons/x";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { filterHref } from "@/lib/filters";
import type { Category, ProductFilter } from "@/lib/types";
import { DiscountOptions } from "./discount-options";
import { FilterSection } from "./filter-section";
import { PriceSlider } from "./price-slider";

/** A category the panel offers as a checkbox, with how many products it holds. */
export interface CategoryChoice extends Pick<Category, "id" | "name"> {
  count: number;
}

interface Draft {
  categoryIds: string[];
  price: [number, number];
  discount: number | undefined;
}

function draftOf(filter: ProductFilter, bounds: { min: number; max: number }): Draft {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  return {
    categoryIds: filter.categoryIds ?? [],
    price: [clamp(filter.minPrice ?? bounds.min), clamp(filter.maxPrice ?? bounds.max)],
    discount: filter.discount,
  };
}

/**
 * The list's filter sidebar (docs/contract.md, Screens: Product list): category checkboxes, the
 * price slider and the discount choices, written into the URL by 'Apply Filters'. On small screens
 * a 'Filter' button shows and hides it. Rendered `contents`, so the button and the panel take their
 * own places in the list's grid (the button beside the sort select, the panel in the sidebar).
 */
export function FilterPanel({
  pathname,
  filter,
  categories,
  priceRange,
  allowAllDiscounts = false,
}: {
  pathname: string;
  filter: ProductFilter;
  /** The category checkboxes; none means the list has no category section. */
  categories?: CategoryChoice[];
  /** The slider's ends: 0–10000, or the search results' cheapest and dearest. */
  priceRange: { min: number; max: number };
  allowAllDiscounts?: boolean;
}) {
  const router = useRouter();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [draft, setDraft] = useState(() => draftOf(filter, priceRange));

  // When the URL changes (Apply, Back, a pagination link), the panel shows what it now says.
  const source = JSON.stringify([filter, priceRange]);
  const [shown, setShown] = useState(source);
  if (shown !== source) {
    setShown(source);
    setDraft(draftOf(filter, priceRange));
  }

  const applied = [
    filter.categoryIds?.length ?? 0,
    filter.minPrice !== undefined || filter.maxPrice !== undefined ? 1 : 0,
    filter.discount ? 1 : 0,
  ].reduce((sum, n) => sum + n, 0);

  function toggleCategory(id: string, checked: boolean) {
    setDraft((d) => ({
      ...d,
      categoryIds: checked ? [...d.categoryIds, id] : d.categoryIds.filter((c) => c !== id),
    }));
  }

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const [low, high] = draft.price;
    const next: ProductFilter = {
      ...filter,
      categoryIds: categories ? draft.categoryIds : filter.categoryIds,
      minPrice: low > priceRange.min ? low : undefined,
      maxPrice: high < priceRange.max ? high : undefined,
      discount: draft.discount,
      page: undefined,
    };
    startTransition(() => {
      router.push(filterHref(pathname, next, categories), { scroll: false });
    });
    if (open) {
      // On a phone the panel covers the results: close it and return focus to its button.
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <div className="contents">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 items-center justify-center gap-2 rounded-xl border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-800 [grid-area:filter] hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-expanded:border-brand-600 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 lg:hidden"
      >
        {open ? (
          <X aria-hidden className="size-4" />
        ) : (
          <SlidersHorizontal aria-hidden className="size-4" />
        )}
        Filter
        {applied > 0 && (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white">
            {applied}
            <span className="sr-only"> applied</span>
          </span>
        )}
      </button>

      {/* A plain GET form underneath, so a tap before the page's script has run still filters. */}
      <form
        id={panelId}
        aria-label="Filters"
        method="get"
        action={pathname}
        onSubmit={apply}
        className={clsx(
          "rounded-2xl border border-neutral-200 bg-white px-4 [grid-area:panel] lg:block lg:self-start",
          open ? "block" : "hidden",
        )}
      >
        <h2 className="pt-4 pb-1 text-base font-bold text-neutral-900">Filters</h2>
        {filter.query && <input type="hidden" name="query" value={filter.query} />}
        {filter.sort && <input type="hidden" name="sort" value={filter.sort} />}
        {filter.minPrice !== undefined && (
          <input type="hidden" name="min" value={filter.minPrice} />
        )}
        {filter.maxPrice !== undefined && (
          <input type="hidden" name="max" value={filter.maxPrice} />
        )}
        {categories && categories.length > 0 && (
          <FilterSection title="Shop by Category">
            <ul className="space-y-1">
              {categories.map((category) => (
                <li key={category.id}>
                  <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md text-sm text-neutral-800 hover:text-brand-700">
                    <input
                      type="checkbox"
                      name="cat"
                      value={category.id}
                      checked={draft.categoryIds.includes(category.id)}
                      onChange={(event) => toggleCategory(category.id, event.target.checked)}
                      className="size-4 shrink-0 accent-brand-600"
                    />
                    <span className="flex-1">{category.name}</span>
                    <span className="text-xs text-neutral-500">{category.count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </FilterSection>
        )}
        <FilterSection title="Price">
          <PriceSlider
            min={priceRange.min}
            max={priceRange.max}
            value={draft.price}
            onChange={(price) => setDraft((d) => ({ ...d, price }))}
          />
        </FilterSection>
        <FilterSection title="Discount">
          <DiscountOptions
            value={draft.discount}
            allowAll={allowAllDiscounts}
            onChange={(discount) => setDraft((d) => ({ ...d, discount }))}
          />
        </FilterSection>
        {/* Sticks to the screen's foot while the panel is taller than the screen. */}
        <div className="sticky bottom-0 -mx-4 rounded-b-2xl bg-white/95 px-4 pt-3 pb-4 backdrop-blur">
          <button
            type="submit"
            disabled={pending}
            className="h-11 w-full rounded-xl bg-brand-600 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70"
          >
            {pending ? "Applying…" : "Apply Filters"}
          </button>
        </div>
      </form>
    </div>
  );
}
