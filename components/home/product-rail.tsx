import { cartProductOf } from "@/lib/cart/lines";
import type { ProductSummary } from "@/lib/types";
import { ProductRailView, type RailProduct } from "./product-rail-view";

/**
 * One category's product carousel with its "View all" link; says so when the list is empty.
 * Each product is trimmed to what its card and the wishlist use, and the rail's own category is
 * said once for the rail: the page's RSC payload carries this for 72 products.
 */
export function ProductRail({
  title,
  href,
  category = null,
  products,
}: {
  title: string;
  href: string;
  /** The category whose products these are; null for a rail of mixed products. */
  category?: { id: string; name: string } | null;
  products: readonly ProductSummary[];
}) {
  return (
    <ProductRailView
      title={title}
      href={href}
      category={category}
      products={products.map((product) => railProductOf(cartProductOf(product), category))}
    />
  );
}

function railProductOf(
  product: RailProduct & Pick<RailProduct, "categoryId" | "categoryName">,
  category: { id: string; name: string } | null,
): RailProduct {
  const { categoryId, categoryName, ...rest } = product;
  const sameAsRail = category && categoryId === category.id && categoryName === category.name;
  return sameAsRail ? rest : product;
}
