import { postReview } from "@/lib/backend/reviews";
import { revalidateAfter } from "@/lib/backend/revalidate";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { reviewRequestSchema } from "@/lib/validations/review";

/**
 * POST /api/reviews: anyone may review (docs/contract.md, Roles); the session, when there is one,
 * only keys the rate limit (per shopper, else per address).
 */
export const POST = bff.post({
  session: "optional",
  body: reviewRequestSchema,
  limits: ({ session, shopper }) => [
    ["review", session ? userKey(session.user.id) : shopper.ipKey && `ip:${shopper.ipKey}`],
  ],
  call: async ({ body, shopper }) => {
    await postReview(body, shopper.address);
    revalidateAfter.review(body.productId);
  },
  reply: () => ({ ok: true }),
  status: 201,
  fallback: "Your review could not be saved. Please try again.",
});
