import Link from "next/link";
import { appliedFilters, filterHref, PAGE_SIZE, PRICE_MAX, PRICE_MIN } from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import type { Category, ProductFilter, ProductSummary } from "@/lib/types";
import { AppliedFilters } from "./applied-filters";
import { FilterPanel, type CategoryChoice } from "./filter-panel";
import { Pagination } from "./pagination";
import { ProductGrid } from "./product-grid";
import { SortSelect } from "./sort-select";

/** The price slider's whole range, unless a list narrows it to what it holds. */
const FULL_PRICE_RANGE = { min: PRICE_MIN, max: PRICE_MAX };

/** A step of the breadcrumb trail above a list. */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The shared list screen (product list, subcategory, recipient and search pages): heading,
 * filter panel, sort, count, product grid and pagination. A server component: only the panel
 * and the sort select are client islands, so the grid is complete HTML from the URL alone.
 */
export function CatalogueList({
  title,
  intro,
  crumbs = [],
  pathname,
  filter,
  categories,
  products,
  total,
  priceRange = FULL_PRICE_RANGE,
  allowAllDiscounts,
  emptyMessage = "No products found for this criteria.",
  emptyHint,
  clearHref,
}: {
  title: React.ReactNode;
  intro?: React.ReactNode;
  crumbs?: Crumb[];
  pathname: string;
  filter: ProductFilter;
  /** The category checkboxes (product list only); also names categories in written URLs. */
  categories?: CategoryChoice[];
  /** This page's products. */
  products: readonly ProductSummary[];
  /** All matches over every page. */
  total: number;
  priceRange?: { min: number; max: number };
  allowAllDiscounts?: boolean;
  emptyMessage?: string;
  /** A line under the empty message: what to try next. */
  emptyHint?: React.ReactNode;
  /** Where the empty state's "clear filters" link goes, when filters narrowed the list. */
  clearHref?: string;
}) {
  const page = filter.page ?? 1;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + products.length - 1;
  const refs: readonly Pick<Category, "id" | "name">[] | undefined = categories;

  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:py-8">
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-neutral-500">
        <ol className="flex flex-wrap items-center gap-1">
          {[{ label: "Home", href: PATHS.home }, ...crumbs].map((crumb, index) => (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden>/</span>}
              {crumb.href ? (
                <Link href={crumb.href} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-neutral-700">
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
        {intro && (
          <div className="mt-2 max-w-3xl text-sm text-neutral-600 sm:text-base">{intro}</div>
        )}
      </header>

      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-4 [grid-template-areas:'filter_sort'_'panel_panel'_'count_count'_'results_results'] lg:grid-cols-[16rem_1fr_auto] lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:[grid-template-areas:'panel_count_sort'_'panel_results_results']">
        <FilterPanel
          pathname={pathname}
          filter={filter}
          categories={categories}
          priceRange={priceRange}
          allowAllDiscounts={allowAllDiscounts}
        />
        <SortSelect pathname={pathname} filter={filter} categories={refs} />
        <p role="status" className="self-center text-sm text-neutral-600 [grid-area:count]">
          {total > 0 && products.length > 0
            ? `Showing ${first}–${last} of ${total} ${total === 1 ? "product" : "products"}`
            : ""}
        </p>
        <div className="min-w-0 [grid-area:results]">
          {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <AppliedFilters
            chips={appliedFilters(pathname, filter, refs)}
            clearHref={filterHref(pathname, { query: filter.query, sort: filter.sort }, refs)}
          />
          <h2 className="sr-only">Products</h2>
          <ProductGrid
            products={products}
            empty={
              <div className="rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 px-6 py-14 text-center">
                <p className="text-base font-medium text-neutral-800">{emptyMessage}</p>
                {emptyHint && <div className="mt-2 text-sm text-neutral-600">{emptyHint}</div>}
                {clearHref && (
                  <Link
                    href={clearHref}
                    className="mt-4 inline-flex h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
                  >
                    Clear price and discount
                  </Link>
                )}
              </div>
            }
          />
          <Pagination
            page={page}
            lastPage={lastPage}
            href={(target) => filterHref(pathname, { ...filter, page: target }, refs)}
          />
        </div>
      </div>
    </div>
  );
}
