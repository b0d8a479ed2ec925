import { sendFeedback } from "@/lib/backend/feedback";
import { bff } from "@/lib/bff/handler";
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, feedbackSchema } from "@/lib/validations/feedback";

/** POST /api/feedback: the feedback form's submit (no login needed). */
export const POST = bff.post({
  session: "none",
  body: feedbackSchema,
  limits: ({ shopper }) => [["feedback-ip", shopper.ipKey]],
  call: ({ body, shopper }) => sendFeedback(body, shopper.address),
  reply: () => ({ message: FEEDBACK_SUCCESS }),
  status: 201,
  fallback: FEEDBACK_FAILURE,
});
