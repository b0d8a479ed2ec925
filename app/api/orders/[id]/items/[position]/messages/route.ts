import { messageChangeSchema } from "@giftshop/shared/order-messages";
import { changeOrderMessages } from "@/lib/backend/orders";
import { bff } from "@/lib/bff/handler";
import { orderLineParams } from "@/lib/validations/order-line";

/**
 * PUT /api/orders/{id}/items/{position}/messages `{ cakeMessage?, cardMessage? }`
 * (docs/after-the-order.md): changes a gift's messages on the signed-in shopper's own order with
 * their session's token. The backend decides whether the order is theirs (404 otherwise), whether
 * the kitchen has started (409) and whether the gift takes the message (400). Answers the order
 * as it is now.
 */
export const PUT = bff.put({
  session: "required",
  params: {
    schema: orderLineParams,
    notFound: "Order not found",
  },
  body: messageChangeSchema,
  call: ({ session, params, body }) =>
    changeOrderMessages(session.token, params.id, params.position, body),
  reply: (order) => ({ message: "Messages saved", order }),
  fallback: "The messages could not be saved just now. Please try again.",
});
