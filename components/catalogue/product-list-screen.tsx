import type { Metadata } from "next";
import { filterProducts, getCategories, getCategoryCounts } from "@/lib/backend/catalogue";
import {
  DEFAULT_LIST_CATEGORY,
  PAGE_SIZE,
  canonicalHref,
  filterHref,
  hasNarrowing,
  parseFilter,
  type SearchParamsInput,
} from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import type { Category, ProductFilter } from "@/lib/types";
import { CatalogueList } from "./catalogue-list";
import type { CategoryChoice } from "./filter-panel";

const names = new Intl.ListFormat("en-IN", { style: "long", type: "conjunction" });

/** "Cakes", "Cakes and Flowers", or the spec's default when no category is chosen. */
function listCategory(filter: ProductFilter, categories: readonly Category[]): string {
  const chosen = categories.filter((category) => filter.categoryIds?.includes(category.id));
  return chosen.length > 0
    ? names.format(chosen.map((category) => category.name))
    : DEFAULT_LIST_CATEGORY;
}

async function load(searchParams: SearchParamsInput) {
  const categories = await getCategories();
  const filter = parseFilter(searchParams, categories);
  return { categories, filter };
}

/** Title, description and canonical URL of the product list. */
export async function productListMetadata(searchParams: SearchParamsInput): Promise<Metadata> {
  // With the backend down the page itself shows error.tsx; the head just stays generic.
  const loaded = await load(searchParams).catch(() => null);
  if (!loaded) return { title: "Products" };
  const { categories, filter } = loaded;
  const category = listCategory(filter, categories);
  const page = filter.page && filter.page > 1 ? ` – Page ${filter.page}` : "";
  return {
    title: `${category} Products${page}`,
    description: `Shop ${category.toLowerCase()} gifts online at Uphaar: cakes, flowers and gifts delivered across India, same day on orders before 12 PM.`,
    // /productlist is the same screen as /products: one canonical address for both.
    alternates: { canonical: canonicalHref(PATHS.products, filter, categories) },
  };
}

/**
 * The product list of docs/contract.md, Screens: Product list, read from the URL:
 * `/products?category=Cakes` (the home slider's link) and `/productlist?category=Cakes` (the spec's
 * navigation-state route) alike.
 */
export async function ProductListScreen({
  pathname,
  searchParams,
}: {
  pathname: string;
  searchParams: SearchParamsInput;
}) {
  const { categories, filter } = await load(searchParams);
  const [result, counts] = await Promise.all([
    filterProducts({ ...filter, limit: PAGE_SIZE }),
    getCategoryCounts(categories),
  ]);
  // Empty categories are hidden (docs/contract.md, Screens: Home), unless the URL already chose
  // one.
  const choices: CategoryChoice[] = categories
    .map((category) => ({
      id: category.id,
      name: category.name,
      count: counts.get(category.id) ?? 0,
    }))
    .filter((choice) => choice.count > 0 || filter.categoryIds?.includes(choice.id));

  const category = listCategory(filter, categories);
  return (
    <CatalogueList
      title={`${category} Products`}
      crumbs={[{ label: `${category} Products` }]}
      pathname={pathname}
      filter={filter}
      categories={choices}
      products={result.products}
      total={result.total}
      clearHref={
        hasNarrowing(filter)
          ? filterHref(pathname, { categoryIds: filter.categoryIds, sort: filter.sort }, choices)
          : undefined
      }
    />
  );
}
