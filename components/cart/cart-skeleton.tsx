import { Shimmer, ShimmerCard, ShimmerList, ShimmerStack } from "@/components/ui/skeleton";

/** The wishlist's grid: two cards a row on phones, three from `lg`. */
export const WISHLIST_GRID = "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3";

const LINE_TEXT = [
  "h-3 w-16 rounded",
  "h-4 w-3/4 rounded",
  "h-4 w-1/3 rounded",
  "mt-auto h-10 w-28 rounded-full",
];
const CARD_TEXT = ["h-4 w-3/4 rounded", "h-4 w-1/3 rounded", "h-11 rounded-xl"];

/** The cart's shape while it loads: three lines and the price panel. */
export function CartSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <span className="sr-only">Loading your cart…</span>
      <div
        aria-hidden
        className="divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white shadow-sm"
      >
        <div className="px-4 py-4 sm:px-5">
          <Shimmer className="h-5 w-24 rounded" />
        </div>
        {[0, 1, 2].map((row) => (
          <ShimmerCard
            key={row}
            className="flex gap-3 p-4 sm:gap-5 sm:p-5"
            block="size-24 shrink-0 rounded-xl sm:size-28"
            text="flex flex-1 flex-col gap-2.5"
            lines={LINE_TEXT}
          />
        ))}
      </div>
      <div aria-hidden className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
        <Shimmer className="h-4 w-28 rounded" />
        <ShimmerList className="mt-6 space-y-4" count={4}>
          <ShimmerStack
            className="flex justify-between"
            bars={["h-4 w-24 rounded", "h-4 w-16 rounded"]}
          />
        </ShimmerList>
        <Shimmer className="mt-6 h-12 rounded-full" />
      </div>
    </div>
  );
}

/** The wishlist's shape while it loads: the count line and three cards. */
export function WishlistSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your wishlist…</span>
      <div aria-hidden className="mb-4 h-4 w-40 animate-pulse rounded bg-neutral-100" />
      <ShimmerList aria-hidden className={WISHLIST_GRID} count={3}>
        <ShimmerCard
          className="overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200"
          block="aspect-square"
          text="space-y-2.5 p-4"
          lines={CARD_TEXT}
        />
      </ShimmerList>
    </div>
  );
}
