import { deliveryMoveSchema } from "@giftshop/shared/order-delivery-move";
import { moveOrderDelivery } from "@/lib/backend/orders";
import { bff } from "@/lib/bff/handler";
import { orderLineParams } from "@/lib/validations/order-line";

/**
 * PUT /api/orders/{id}/items/{position}/delivery `{ date, slotId }` (docs/after-the-order.md,
 * "Moving a delivery"): moves the delivery a gift travels in to another day or slot, on the
 * signed-in shopper's own order, with their session's token. The backend decides whether the
 * order is theirs (404 otherwise), whether the kitchen has started, whether the slot can be had
 * and what it costs (409 with its words), and works out the charge. Answers the backend's words
 * for what happened to the money, and the order as it is now.
 */
export const PUT = bff.put({
  session: "required",
  params: {
    schema: orderLineParams,
    notFound: "Order not found",
  },
  body: deliveryMoveSchema,
  call: ({ session, params, body }) =>
    moveOrderDelivery(session.token, params.id, params.position, body),
  reply: ({ message, order }) => ({ message, order }),
  fallback: "The delivery could not be moved just now. Please try again.",
});
