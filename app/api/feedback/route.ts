import { NextResponse } from "next/server";
import { sendFeedback } from "@/lib/backend/feedback";
import { errorResponse, forwardBackend, readJson, sameOrigin } from "@/lib/http/bff";
import { rateLimited, shopperOf } from "@/lib/http/rate-limit";
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, feedbackSchema } from "@/lib/validations/feedback";

/** POST /api/feedback: the feedback form's submit (no login needed). */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return errorResponse(403, "Cross-site requests are not allowed.");
  const body = await readJson(request, feedbackSchema);
  if (!body.ok) return body.response;
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([["feedback-ip", shopper.ipKey]]);
  if (limited) return limited;
  const sent = await forwardBackend(
    () => sendFeedback(body.data, shopper.address),
    FEEDBACK_FAILURE,
  );
  if (!sent.ok) return sent.response;
  return NextResponse.json({ message: FEEDBACK_SUCCESS }, { status: 201 });
}
