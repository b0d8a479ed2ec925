import { PATHS, categoryPath } from "@/lib/routing/paths";
import type { CategoryProducts } from "@/lib/types";
import { CatalogueUnavailable } from "./catalogue-unavailable";
import { ProductRail } from "./product-rail";

/**
 * A rail's length: five fit a wide screen, so eight still scroll, and "View all" leads to the
 * rest. Every card is HTML and RSC payload on the most visited page (docs/performance.md).
 */
const RAIL_LIMIT = 8;

/** One product carousel per category that has products (docs/contract.md, Screens: Home). */
export async function ProductRails({ groups }: { groups: Promise<CategoryProducts[] | null> }) {
  const all = await groups;
  if (!all) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4">
        <CatalogueUnavailable what="our gift collections" />
      </div>
    );
  }
  const stocked = all.filter((group) => group.products.length > 0);
  if (stocked.length === 0) {
    // Every category is empty: the carousel's own empty state, once, instead of nothing.
    return <ProductRail title="Our Gifts" href={PATHS.productList} products={[]} />;
  }
  return stocked.map(({ category, products }) => (
    <ProductRail
      key={category.id}
      title={category.name}
      href={categoryPath(category.name)}
      category={{ id: category.id, name: category.name }}
      products={products.slice(0, RAIL_LIMIT)}
    />
  ));
}
