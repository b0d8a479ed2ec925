import "server-only";
import { z } from "zod";
import type { FeedbackInput } from "@/lib/validations/feedback";
import { BackendError, backendSend } from "./fetch";

// seed-spec §7 leaves the answer open ("not shown"): accept any object, and treat only an
// explicit `success: false` as a refusal.
const feedbackAnswer = z
  .object({ success: z.boolean().optional(), message: z.string().optional() })
  .loose();

/** Sends the shopper's feedback to the backend (POST /api/feedback); throws when refused. */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  const answer = await backendSend("POST", "/api/feedback", input, feedbackAnswer);
  if (answer.success === false) {
    throw new BackendError(answer.message ?? "POST /api/feedback answered success: false", 502);
  }
}
