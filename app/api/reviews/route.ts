import { NextResponse } from "next/server";
import { postReview } from "@/lib/backend/reviews";
import { revalidateAfter } from "@/lib/backend/revalidate";
import { errorResponse, forwardBackend, readJson, sameOrigin } from "@/lib/http/bff";
import { reviewRequestSchema } from "@/lib/validations/review";

/** POST /api/reviews: anyone may review (seed-spec §6), so no session is read. */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return errorResponse(403, "This request did not come from the shop.");
  const input = await readJson(request, reviewRequestSchema);
  if (!input.ok) return input.response;
  const sent = await forwardBackend(
    () => postReview(input.data),
    "Your review could not be saved. Please try again.",
  );
  if (!sent.ok) return sent.response;
  revalidateAfter.review(input.data.productId);
  return NextResponse.json({ ok: true }, { status: 201 });
}
