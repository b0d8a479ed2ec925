import { Shimmer, ShimmerList, ShimmerStack } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import type { ProductSummary } from "@/lib/types";
import { ProductCard } from "./product-card";

const MAX_RELATED = 10;

/**
 * "You may also like": a swipeable row on phones, a grid from tablets up. Renders nothing when
 * there is nothing to suggest or the call failed (docs/contract.md, Messages: catalogue failures
 * are silent).
 */
export async function RelatedProducts({
  products: pending,
}: {
  products: Promise<ProductSummary[] | null>;
}) {
  const products = (await pending)?.slice(0, MAX_RELATED) ?? [];
  if (products.length === 0) return null;

  return (
    <section aria-labelledby="related-heading" className="mt-12 sm:mt-16">
      <h2 id="related-heading" className="text-xl font-bold text-neutral-900 sm:text-2xl">
        You may also like
      </h2>
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-5">
        {products.map((product, index) => (
          <li
            key={product.id}
            // Three columns hold nine evenly; the tenth waits for the five-column grid. `relative` keeps
            // the card's absolutely placed sr-only text inside the scroller instead of widening the page.
            className={cn(
              "relative w-40 shrink-0 snap-start sm:w-auto",
              index >= 9 && "sm:max-lg:hidden",
            )}
          >
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The row's placeholder while related products stream in. */
export function RelatedProductsSkeleton() {
  return (
    <div className="mt-12 sm:mt-16" aria-hidden>
      <Shimmer shade="medium" className="h-7 w-48 rounded" />
      <ShimmerList
        className="mt-4 flex gap-3 overflow-hidden sm:grid sm:grid-cols-3 sm:gap-4 lg:grid-cols-5"
        count={5}
      >
        <ShimmerStack
          shade="medium"
          className="w-40 shrink-0 sm:w-auto"
          bars={["aspect-square rounded-2xl", "mt-3 h-4 w-3/4 rounded", "mt-2 h-4 w-1/2 rounded"]}
        />
      </ShimmerList>
    </div>
  );
}
