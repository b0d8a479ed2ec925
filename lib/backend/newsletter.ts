import "server-only";
import { z } from "zod";
import { BackendError, backendSend, forwardedFor } from "./fetch";

// docs/contract.md, Feedback lists this call as an extension; the reference backend answers {
// success, message }.
const subscribeAnswer = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

/** A sign-up's outcome: the backend's thank-you, or "unavailable" on a backend without the call. */
export type NewsletterResult =
  { status: "subscribed"; message: string } | { status: "unavailable" };

const THANKS = "Thanks for subscribing!";
const REFUSED = "Please check your email address and try again.";

/**
 * Subscribes `email` to the newsletter through the backend's POST /api/newsletter. `ip`: the
 * shopper's address, forwarded for the backend's rate limit.
 */
export async function subscribeNewsletter(
  email: string,
  ip: string | null = null,
): Promise<NewsletterResult> {
  let answer: z.output<typeof subscribeAnswer>;
  try {
    answer = await backendSend(
      "POST",
      "/api/newsletter",
      { email },
      subscribeAnswer,
      forwardedFor(ip),
    );
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // A rate limit's own message already says what to do and when.
    if (error.status === 429) throw error;
    // An existing backend built only to the core calls of docs/contract.md has no such route.
    if (error.status === 404) return { status: "unavailable" };
    // The error's own text names the backend path: not for shoppers' eyes.
    if (error.status >= 400 && error.status < 500) throw new BackendError(REFUSED, error.status);
    throw error;
  }
  if (answer.success === false) throw new BackendError(answer.message || REFUSED, 400);
  return { status: "subscribed", message: answer.message || THANKS };
}
