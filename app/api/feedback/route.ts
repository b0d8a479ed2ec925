import { NextResponse } from "next/server";
import { sendFeedback } from "@/lib/backend/feedback";
import { errorResponse, forwardBackend, readJson, sameOrigin } from "@/lib/http/bff";
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, feedbackSchema } from "@/lib/validations/feedback";

/** POST /api/feedback: the feedback form's submit (no login needed). */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return errorResponse(403, "Cross-site requests are not allowed.");
  const body = await readJson(request, feedbackSchema);
  if (!body.ok) return body.response;
  const sent = await forwardBackend(() => sendFeedback(body.data), FEEDBACK_FAILURE);
  if (!sent.ok) return sent.response;
  return NextResponse.json({ message: FEEDBACK_SUCCESS }, { status: 201 });
}
