import { z } from "zod";
import { deleteOccasion } from "@/lib/backend/occasions";
import { bff } from "@/lib/bff/handler";

/** DELETE /api/occasions/{id}: deletes one of the shopper's occasions; answers `{ occasions }`. */
export const DELETE = bff.delete({
  session: "required",
  params: {
    schema: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }),
    notFound: "Occasion not found.",
  },
  call: ({ session, params }) => deleteOccasion(session.token, params.id),
  reply: (occasions) => ({ message: "Occasion deleted", occasions }),
  fallback: "We could not delete the occasion. Please try again.",
});
