/** The browser's call to send the feedback form (app/api/feedback). */
import type { FeedbackInput } from "@/lib/validations/feedback";
import { anyAnswer, apiRequest } from "./request";

/** Sends the shopper's feedback. */
export function sendFeedback(feedback: FeedbackInput) {
  return apiRequest("/api/feedback", anyAnswer, { method: "POST", body: feedback });
}
