import { ADD_ON_GRID } from "@/components/cart/add-on-grid";
import { ShimmerCard } from "@/components/ui/skeleton";

const CARD_TEXT = ["h-4 w-3/4 rounded", "h-4 w-1/3 rounded", "h-11 rounded-full"];

/** The add-ons step's shape while its add-ons are read: four cards. */
export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div role="status">
        <span className="sr-only">Loading add-ons…</span>
        <ul aria-hidden className={ADD_ON_GRID}>
          {[0, 1, 2, 3].map((card) => (
            <ShimmerCard
              key={card}
              as="li"
              className="overflow-hidden rounded-2xl border border-neutral-200 bg-white"
              block="aspect-square"
              text="flex flex-col gap-2 p-3"
              lines={CARD_TEXT}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
