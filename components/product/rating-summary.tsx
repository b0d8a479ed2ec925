import { Star } from "@/components/ui/icons/star";
import type { Review } from "@/lib/types";
import { averageRating } from "@/lib/seo/product-jsonld";
import { reviewCountLabel } from "./product-reviews";
import { StarRating } from "./star-rating";

const linkClass =
  "group inline-flex items-center gap-2 rounded text-sm text-neutral-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The rating badge under the title, linking to the Reviews tab (or inviting a first review). */
export async function RatingSummary({ reviews: pending }: { reviews: Promise<Review[] | null> }) {
  const reviews = await pending;
  if (!reviews) return null;
  const average = averageRating(reviews);
  if (average === null) {
    return (
      <a href="#reviews" className={linkClass}>
        <span aria-hidden>
          <StarRating rating={0} />
        </span>
        <span className="underline-offset-2 group-hover:text-brand-700 group-hover:underline">
          Be the first to review
        </span>
      </a>
    );
  }
  return (
    <a href="#reviews" className={linkClass}>
      <span className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-2 py-0.5 text-sm font-bold text-white">
        <span aria-hidden>{average.toFixed(1)}</span>
        <Star className="size-3.5 fill-current" aria-hidden />
        <span className="sr-only">{`Rated ${average.toFixed(1)} out of 5 stars,`}</span>
      </span>
      <span className="underline-offset-2 group-hover:text-brand-700 group-hover:underline">
        {reviewCountLabel(reviews.length)}
      </span>
    </a>
  );
}
