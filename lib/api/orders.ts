/** The browser's calls about a placed order (app/api/orders/{id}/*). */
import type { MessageChange } from "@giftshop/shared/order-messages";
import type { DeliveryMove } from "@giftshop/shared/order-delivery-move";
import { anyAnswer, apiRequest, messageAnswer } from "./request";

/** Cancels the shopper's own order (docs/after-the-order.md); the answer is read from the page again. */
export const cancelOrderRequest = (orderId: string) =>
  apiRequest(`/api/orders/${encodeURIComponent(orderId)}/cancel`, anyAnswer, { method: "POST" });

/** Changes a gift's messages on the shopper's own order (docs/after-the-order.md). */
export const changeMessagesRequest = (orderId: string, position: number, change: MessageChange) =>
  apiRequest(`/api/orders/${encodeURIComponent(orderId)}/items/${position}/messages`, anyAnswer, {
    method: "PUT",
    body: change,
  });

/** Moves a gift's delivery on the shopper's own order to another day or slot (docs/after-the-order.md). */
export const moveDeliveryRequest = (orderId: string, position: number, move: DeliveryMove) =>
  apiRequest(
    `/api/orders/${encodeURIComponent(orderId)}/items/${position}/delivery`,
    messageAnswer,
    {
      method: "PUT",
      body: move,
    },
  );
