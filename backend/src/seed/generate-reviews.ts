/** Reviews for the seed catalogue: mostly happy customers, a few unhappy ones. */
import { FAMILY_COMMENTS, FIRST_NAMES, GENERAL_COMMENTS, LAST_INITIALS } from "./content-reviews";
import type { Rng } from "./random";
import type { ReviewFamily } from "./content";
import type { SeedProduct, SeedReview } from "./types";

const HOUR_MS = 3_600_000;
/** Reviews fall within this many days before the epoch. */
const REVIEW_WINDOW_DAYS = 200;
/** Reviews per reviewed product, 1–8, mostly few. */
const REVIEW_COUNTS = [22, 20, 16, 13, 10, 8, 6, 5].map((weight, k) => [k + 1, weight] as const);
/** Ratings skew positive like a real shop's. */
const RATINGS = [
  [5, 50],
  [4, 30],
  [3, 12],
  [2, 5],
  [1, 3],
] as const;

/**
 * Reviews for about 70% of approved products, 1–8 each, dated after the product
 * was listed (createdMs, per product) and within the review window before epochMs.
 */
export function generateReviews(
  rng: Rng,
  newId: () => string,
  products: readonly SeedProduct[],
  families: readonly ReviewFamily[],
  createdMs: readonly number[],
  epochMs: number,
): SeedReview[] {
  const reviews: SeedReview[] = [];
  const windowStart = epochMs - REVIEW_WINDOW_DAYS * 24 * HOUR_MS;
  products.forEach((product, i) => {
    if (!product.approved || !rng.chance(0.7)) return;
    const family = families[i] ?? "gifts";
    const count = rng.weighted(REVIEW_COUNTS);
    const start = Math.max((createdMs[i] ?? windowStart) + HOUR_MS, windowStart);
    const spanSeconds = Math.floor((epochMs - HOUR_MS - start) / 1000);
    const times = Array.from({ length: count }, () => start + rng.int(0, spanSeconds) * 1000);
    times.sort((a, b) => a - b);
    for (const time of times) {
      const rating = rng.weighted(RATINGS);
      const bucket = rating >= 4 ? "good" : rating === 3 ? "okay" : "bad";
      const source = rng.chance(0.6) ? FAMILY_COMMENTS[family] : GENERAL_COMMENTS;
      reviews.push({
        id: newId(),
        productId: product.id,
        userName: `${rng.pick(FIRST_NAMES)} ${LAST_INITIALS.charAt(rng.int(0, LAST_INITIALS.length - 1))}.`,
        rating,
        comment: rng.chance(0.1) ? "" : rng.pick(source[bucket]),
        createdAt: new Date(time).toISOString(),
      });
    }
  });
  return reviews;
}
