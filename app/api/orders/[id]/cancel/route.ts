import { z } from "zod";
import { cancelOrder } from "@/lib/backend/orders";
import { bff } from "@/lib/bff/handler";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

/**
 * POST /api/orders/{id}/cancel (docs/after-the-order.md): cancels the signed-in shopper's own
 * order with their session's token; the backend decides whether it is theirs (404 otherwise)
 * and whether it may still be cancelled, and asks for the refund. Answers the order as it is
 * now. Ids are opaque; this only bounds them to a path segment's.
 */
export const POST = bff.post({
  session: "required",
  params: {
    schema: z.object({ id: z.string().regex(BACKEND_ID) }),
    notFound: "Order not found",
  },
  call: ({ session, params }) => cancelOrder(session.token, params.id),
  reply: (order) => ({ message: "Order cancelled", order }),
  fallback: "The order could not be cancelled just now. Please try again.",
});
