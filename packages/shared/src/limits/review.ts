/**
 * The review form's limits, without zod, so the product page can draw the form without
 * shipping zod; lib/validations/review.ts builds the shared schema from them.
 */

/** docs/contract.md, Constants: the form starts at 3 stars. */
export const DEFAULT_RATING = 3;
/** docs/contract.md, Constants: the best rating. */
export const MAX_RATING = 5;
/** Longest name and comment the backend stores (reviews.routes.ts). */
export const NAME_MAX = 80;
export const COMMENT_MAX = 2000;
