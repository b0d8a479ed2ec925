import "server-only";
import { z } from "zod";
import type { ReviewRequest } from "@/lib/validations/review";
import { getProduct } from "./catalogue";
import { BackendError, backendSend, forwardedFor } from "./fetch";

/** What a shopper reads when the shop's backend keeps no reviews. */
export const REVIEWS_ABSENT = "This shop does not take reviews just now.";

// The contract (docs/contract.md, Reviews) needs nothing from the answer beyond success; some
// backends say `success: false` with a 200, which is a refusal all the same.
const postReviewAnswer = z
  .object({ success: z.boolean().optional(), message: z.string().optional() })
  .loose();

/**
 * Posts a shopper's review (docs/contract.md, Reviews); anyone may review. Refusals
 * come back as BackendErrors whose message a shopper can read. `ip`: the shopper's address,
 * forwarded for the backend's rate limit.
 */
export async function postReview(
  { productId, userName, rating, comment }: ReviewRequest,
  ip: string | null = null,
): Promise<void> {
  const body = { productId, userName, rating, comment };
  let answer: z.output<typeof postReviewAnswer>;
  try {
    answer = await backendSend(
      "POST",
      "/api/product/review",
      body,
      postReviewAnswer,
      forwardedFor(ip),
    );
  } catch (error) {
    // A rate limit's own message already says what to do and when.
    if (error instanceof BackendError && error.status === 429) throw error;
    // The backend's own wording is technical ("POST … answered 404"); say what it means. A
    // 404 for a gift that is still sold is a backend without reviews (the original).
    if (error instanceof BackendError && error.status === 404) {
      if (await getProduct(productId)) throw new BackendError(REVIEWS_ABSENT, 404);
      throw new BackendError("This gift is no longer available.", 404);
    }
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      throw new BackendError("Please check your review and try again.", error.status);
    }
    throw error;
  }
  if (answer.success === false) {
    throw new BackendError(answer.message || "Please check your review and try again.", 422);
  }
}
