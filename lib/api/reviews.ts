/** The browser's call to post a product review (app/api/reviews). */
import type { ReviewFormValues } from "@/lib/validations/review";
import { anyAnswer, apiRequest } from "./request";

/** Saves the shopper's review of `productId`. */
export function postReview(productId: string, review: ReviewFormValues) {
  return apiRequest("/api/reviews", anyAnswer, { method: "POST", body: { productId, ...review } });
}
