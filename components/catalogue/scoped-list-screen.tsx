import { filterProducts } from "@/lib/backend/catalogue";
import {
  PAGE_SIZE,
  filterHref,
  hasNarrowing,
  parseFilter,
  type SearchParamsInput,
} from "@/lib/filters";
import type { ProductFilter } from "@/lib/types";
import { CatalogueList, type Crumb } from "./catalogue-list";

/**
 * A list whose scope is in its path (a subcategory, a recipient): the shared grid, price and
 * discount filters, sort and pagination, read from the URL. No category checkboxes: the path
 * already says what the list is.
 */
export async function ScopedListScreen({
  pathname,
  searchParams,
  scope,
  title,
  intro,
  crumbs,
}: {
  pathname: string;
  searchParams: SearchParamsInput;
  scope: Pick<ProductFilter, "subcategoryIds" | "recipient">;
  title: React.ReactNode;
  intro?: React.ReactNode;
  crumbs: Crumb[];
}) {
  const filter = parseFilter(searchParams);
  const result = await filterProducts({ ...filter, ...scope, limit: PAGE_SIZE });
  return (
    <CatalogueList
      title={title}
      intro={intro}
      crumbs={crumbs}
      pathname={pathname}
      filter={filter}
      products={result.products}
      total={result.total}
      clearHref={hasNarrowing(filter) ? filterHref(pathname, { sort: filter.sort }) : undefined}
    />
  );
}
