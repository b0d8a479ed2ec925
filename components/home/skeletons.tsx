import { Shimmer, ShimmerCard, ShimmerList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { CATEGORY_SLIDE } from "./category-slider";
import { PRODUCT_SLIDE } from "./product-rail";

const RAIL_CARD_TEXT = ["h-4 w-full rounded-md", "h-4 w-2/3 rounded-md", "h-5 w-1/2 rounded-md"];

/** The category slider's place while categories stream in. */
export function CategorySliderSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4" aria-hidden>
      <Shimmer shade="soft" className="mb-4 h-7 w-48 rounded-md sm:mb-5 sm:h-8" />
      <ShimmerList className="-ml-3 flex overflow-hidden sm:-ml-4" count={8}>
        <ShimmerCard
          className={cn("shrink-0", CATEGORY_SLIDE)}
          shade="soft"
          block="aspect-square rounded-2xl"
          text="mt-2 min-h-8 sm:min-h-9"
          lines={["mx-auto h-4 w-3/4 rounded-md"]}
        />
      </ShimmerList>
    </div>
  );
}

/**
 * The product carousels' place while products stream in; says 'Loading products...'
 * (docs/contract.md, Screens: Home).
 */
export function ProductRailsSkeleton({ rails = 2 }: { rails?: number }) {
  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      {Array.from({ length: rails }, (_, rail) => (
        <div key={rail} className="mx-auto w-full max-w-7xl px-4">
          <div className="mb-4 flex items-end justify-between sm:mb-5">
            <Shimmer shade="soft" className="h-7 w-40 rounded-md sm:h-8" />
            <Shimmer shade="soft" className="h-5 w-16 rounded-md" />
          </div>
          <div className="relative">
            <ShimmerList className="-ml-3 flex overflow-hidden sm:-ml-4" aria-hidden count={5}>
              <div className={cn("shrink-0", PRODUCT_SLIDE)}>
                <ShimmerCard
                  className="overflow-hidden rounded-2xl ring-1 ring-neutral-200"
                  shade="soft"
                  block="aspect-square rounded-none"
                  text="space-y-2 p-3"
                  lines={RAIL_CARD_TEXT}
                />
              </div>
            </ShimmerList>
            {/* Every rail shows the words; only the first announces them, once. */}
            <p
              role={rail === 0 ? "status" : undefined}
              aria-hidden={rail === 0 ? undefined : true}
              className="absolute inset-x-0 top-1/3 mx-auto w-fit rounded-full bg-white/90 px-4 py-2 text-sm font-medium text-neutral-700 shadow-sm"
            >
              Loading products...
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
