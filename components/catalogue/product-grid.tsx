import { ProductCard } from "@/components/product/product-card";
import type { ProductSummary } from "@/lib/types";

/**
 * The list's products as a responsive grid of cards (two columns on phones, three beside the
 * sidebar, four on wide screens), or `empty` when there are none.
 */
export function ProductGrid({
  products,
  empty,
}: {
  products: readonly ProductSummary[];
  empty: React.ReactNode;
}) {
  if (products.length === 0) return <>{empty}</>;
  return (
    <ul
      aria-label="Products"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          {/* The first row is the phone's largest paint: load it at once. */}
          <ProductCard product={product} preload={index < 2} />
        </li>
      ))}
    </ul>
  );
}
