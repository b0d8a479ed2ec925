/** The browser's calls about a placed order (app/api/orders/{id}/*). */
import { anyAnswer, apiRequest } from "./request";

/** Cancels the shopper's own order (docs/after-the-order.md); the answer is read from the page again. */
export const cancelOrderRequest = (orderId: string) =>
  apiRequest(`/api/orders/${encodeURIComponent(orderId)}/cancel`, anyAnswer, { method: "POST" });
