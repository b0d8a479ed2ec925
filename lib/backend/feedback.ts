import "server-only";
import { z } from "zod";
import type { FeedbackInput } from "@/lib/validations/feedback";
import { BackendError, backendSend, forwardedFor } from "./fetch";

// The contract (docs/contract.md, Feedback) leaves the answer open ("not shown"): accept any
// object, and treat only an explicit `success: false` as a refusal.
const feedbackAnswer = z
  .object({ success: z.boolean().optional(), message: z.string().optional() })
  .loose();

/**
 * Sends the shopper's feedback to the backend (POST /api/feedback); throws when refused.
 * `ip`: the shopper's address, forwarded for the backend's rate limit.
 */
export async function sendFeedback(input: FeedbackInput, ip: string | null = null): Promise<void> {
  const answer = await backendSend(
    "POST",
    "/api/feedback",
    input,
    feedbackAnswer,
    forwardedFor(ip),
  );
  if (answer.success === false) {
    throw new BackendError(answer.message ?? "POST /api/feedback answered success: false", 502);
  }
}
