import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { ProductCard } from "@/components/product/product-card";
import { ScrollRail } from "@/components/ui/scroll-rail";
import type { ProductSummary } from "@/lib/types";
import { SectionHeading } from "./section-heading";

/** Slide widths (globals.css `.rail-slide`). */
const PRODUCT_SLIDE = "rail-slide";

/** One category's product carousel with its "View all" link; says so when the list is empty. */
export function ProductRail({
  title,
  href,
  products,
}: {
  title: string;
  href: string;
  products: readonly ProductSummary[];
}) {
  return (
    <section className="below-fold mx-auto w-full max-w-7xl px-4 [--fold-h:372px] sm:[--fold-h:414px] lg:[--fold-h:408px]">
      <SectionHeading
        title={title}
        action={
          <Link
            href={href}
            className="flex shrink-0 items-center gap-0.5 rounded-full py-1 pr-1 pl-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            View all<span className="sr-only"> {title}</span>
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        }
      />
      {products.length > 0 ? (
        <ScrollRail
          label={title}
          slideClassName={PRODUCT_SLIDE}
          containerClassName="-ml-3 sm:-ml-4"
        >
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ScrollRail>
      ) : (
        <p className="rounded-2xl bg-neutral-50 px-4 py-10 text-center text-sm text-neutral-600">
          No products found.
        </p>
      )}
    </section>
  );
}
