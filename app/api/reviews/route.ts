import { NextResponse } from "next/server";
import { postReview } from "@/lib/backend/reviews";
import { revalidateAfter } from "@/lib/backend/revalidate";
import { readSession } from "@/lib/auth/session";
import { errorResponse, forwardBackend, readJson, sameOrigin } from "@/lib/http/bff";
import { rateLimited, shopperOf, userKey } from "@/lib/http/rate-limit";
import { reviewRequestSchema } from "@/lib/validations/review";

/**
 * POST /api/reviews: anyone may review (seed-spec §6); the session, when there is one, only
 * keys the rate limit (per shopper, else per address).
 */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return errorResponse(403, "This request did not come from the shop.");
  const input = await readJson(request, reviewRequestSchema);
  if (!input.ok) return input.response;
  const shopper = shopperOf(request.headers);
  const session = await readSession();
  const limited = await rateLimited([
    ["review", session ? userKey(session.user.id) : shopper.ipKey && `ip:${shopper.ipKey}`],
  ]);
  if (limited) return limited;
  const sent = await forwardBackend(
    () => postReview(input.data, shopper.address),
    "Your review could not be saved. Please try again.",
  );
  if (!sent.ok) return sent.response;
  revalidateAfter.review(input.data.productId);
  return NextResponse.json({ ok: true }, { status: 201 });
}
