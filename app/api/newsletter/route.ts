import { subscribeNewsletter } from "@/lib/backend/newsletter";
import { Refusal } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { newsletterRequestSchema } from "@/lib/validations/newsletter";

/** The footer's newsletter sign-up: `{ email }` in, `{ message }` or `{ error }` out. */
export const POST = bff.post({
  session: "none",
  body: newsletterRequestSchema,
  limits: ({ shopper }) => [["newsletter-ip", shopper.ipKey]],
  call: async ({ body, shopper }) => {
    const result = await subscribeNewsletter(body.email, shopper.address);
    if (result.status === "unavailable") {
      throw new Refusal(503, "Newsletter sign-up is not available right now.");
    }
    return result.message;
  },
  reply: (message) => ({ message }),
  fallback: "We could not subscribe you right now. Please try again later.",
});
