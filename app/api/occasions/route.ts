import { addOccasion } from "@/lib/backend/occasions";
import { bff } from "@/lib/bff/handler";
import { occasionInputSchema } from "@giftshop/shared/occasions";

/**
 * POST /api/occasions: saves an occasion for the signed-in shopper (docs/after-the-order.md
 * "Occasion reminders") and answers `{ occasions }`, their list after it.
 */
export const POST = bff.post({
  session: "required",
  body: occasionInputSchema,
  call: ({ session, body }) => addOccasion(session.token, body),
  reply: (occasions) => ({ message: "Occasion saved", occasions }),
  status: 201,
  fallback: "We could not save the occasion. Please try again.",
});
