import { ShimmerCard, ShimmerList } from "@/components/ui/skeleton";
import { averageRating } from "@/lib/seo/product-jsonld";
import type { Review } from "@/lib/types";
import { StarRating } from "./star-rating";

// Fixed zone: server and browser print the same date, whatever their own clocks say.
const reviewDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

function formatReviewDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : reviewDate.format(date);
}

/** "1 review", "12 reviews". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * The average, the count and the list (newest first, scrolling at 300 px, docs/contract.md,
 * Constants).
 * `reviews` is null when they could not be loaded: the page still sells.
 */
export async function ProductReviews({ reviews: pending }: { reviews: Promise<Review[] | null> }) {
  const reviews = await pending;

  if (reviews === null) {
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-600">
        Reviews could not be loaded just now. Please try again in a moment.
      </p>
    );
  }

  const average = averageRating(reviews);
  if (average === null) {
    return (
      <div className="rounded-xl bg-brand-50 p-5 text-center">
        <p className="font-semibold text-neutral-900">No reviews yet</p>
        <p className="mt-1 text-sm text-neutral-600">
          Be the first to tell others how this gift was received.
        </p>
      </div>
    );
  }

  return (
    <div>
      <div className="flex items-center gap-4">
        <p className="text-4xl font-bold text-neutral-900 tabular-nums">{average.toFixed(1)}</p>
        <div>
          <StarRating rating={average} size="md" />
          <p className="mt-0.5 text-sm text-neutral-600">
            Based on {reviewCountLabel(reviews.length)}
          </p>
        </div>
      </div>

      <ul
        className="mt-4 max-h-[300px] divide-y divide-neutral-200 overflow-y-auto overscroll-contain rounded-xl px-4 ring-1 ring-neutral-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        tabIndex={0}
        aria-label={`Reviews, newest first (${reviewCountLabel(reviews.length)})`}
      >
        {reviews.map((review) => {
          const date = formatReviewDate(review.createdAt);
          return (
            <li key={review.id} className="py-4">
              <div className="flex items-start gap-3">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                  aria-hidden
                >
                  {review.userName.charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <h3 className="font-semibold break-words text-neutral-900">
                      {review.userName}
                    </h3>
                    {date && (
                      <time dateTime={review.createdAt} className="text-xs text-neutral-500">
                        {date}
                      </time>
                    )}
                  </div>
                  <StarRating rating={review.rating} className="mt-1" />
                  {review.comment && (
                    <p className="mt-2 text-sm break-words whitespace-pre-line text-neutral-700">
                      {review.comment}
                    </p>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reviews' placeholder while they stream in. */
export function ProductReviewsSkeleton() {
  return (
    <div aria-hidden>
      <ShimmerCard
        className="flex items-center gap-4"
        shade="medium"
        block="h-10 w-14 rounded"
        text="space-y-2"
        lines={["h-4 w-28 rounded", "h-3 w-24 rounded"]}
      />
      <ShimmerList className="mt-4 space-y-4 rounded-xl p-4 ring-1 ring-neutral-200" count={3}>
        <ShimmerCard
          className="flex gap-3"
          shade="medium"
          block="size-9 shrink-0 rounded-full"
          text="flex-1 space-y-2"
          lines={["h-4 w-32 rounded", "h-3 w-full rounded"]}
        />
      </ShimmerList>
    </div>
  );
}
