import { Shimmer, ShimmerCard, ShimmerList, ShimmerStack } from "@/components/ui/skeleton";

/** The list screen's shape while its products load: heading, toolbar, sidebar and cards. */
export function ListSkeleton() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-5 sm:py-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading products…
      </p>
      <Shimmer pulse={false} shade="medium" className="mb-3 h-4 w-32 rounded" />
      <Shimmer pulse={false} shade="medium" className="mb-6 h-8 w-64 max-w-full rounded-lg" />
      <ShimmerStack
        pulse={false}
        shade="medium"
        className="grid grid-cols-2 gap-3 lg:hidden"
        bars={["h-11 rounded-xl", "h-11 rounded-xl"]}
      />
      <div className="mt-4 grid gap-8 lg:mt-0 lg:grid-cols-[16rem_1fr]">
        <Shimmer pulse={false} className="hidden h-[28rem] rounded-2xl lg:block" />
        <div>
          <Shimmer pulse={false} shade="medium" className="mb-4 h-5 w-48 rounded" />
          <ShimmerList
            as="ul"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4"
            count={8}
          >
            <ShimmerCard
              as="li"
              pulse={false}
              className="overflow-hidden rounded-2xl ring-1 ring-neutral-200"
              block="aspect-square"
              blockShade="light"
              text="space-y-2 p-3"
              shade="medium"
              lines={["h-4 w-4/5 rounded", "h-4 w-1/2 rounded"]}
            />
          </ShimmerList>
        </div>
      </div>
    </div>
  );
}
