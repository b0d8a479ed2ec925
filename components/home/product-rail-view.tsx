"use client";

import Link from "next/link";
import { ProductCardView } from "@/components/product/product-card-view";
import { ScrollRail } from "@/components/ui/scroll-rail";
import type { CartProduct } from "@/lib/types";
import { SectionHeading } from "./section-heading";

/**
 * A rail's product as the page sends it: the category the rail shows is written once for the
 * rail, not in each of its products (./product-rail.tsx leaves it out where it is the rail's).
 */
export type RailProduct = Omit<CartProduct, "categoryId" | "categoryName"> &
  Partial<Pick<CartProduct, "categoryId" | "categoryName">>;

/**
 * One category's rail, rendered on the server like the rest of the page. A client component so
 * that the RSC payload carries the rail's products and nothing else: its section, heading,
 * slides and cards are drawn from them, here and in the browser (docs/performance.md).
 */
export function ProductRailView({
  title,
  href,
  category,
  products,
}: {
  title: string;
  href: string;
  category: { id: string; name: string } | null;
  products: readonly RailProduct[];
}) {
  return (
    <section className="below-fold rail-section">
      <SectionHeading
        title={title}
        action={
          <Link href={href} className="rail-all">
            View all<span className="sr-only">{` ${title}`}</span>
          </Link>
        }
      />
      {products.length > 0 ? (
        <ScrollRail label={title} slideClassName="rail-slide" containerClassName="-ml-3 sm:-ml-4">
          {products.map((product) => (
            <ProductCardView
              key={product.id}
              product={{
                categoryId: category?.id ?? "",
                categoryName: category?.name ?? "",
                ...product,
              }}
            />
          ))}
        </ScrollRail>
      ) : (
        <p className="rail-empty">No products found.</p>
      )}
    </section>
  );
}
