import { saveOrderUpdateChannels } from "@/lib/backend/notifications";
import { bff } from "@/lib/bff/handler";
import { notificationChannelsSchema } from "@giftshop/shared/notification-channels";

/**
 * PUT /api/notifications: saves the channels the signed-in shopper gets order updates on
 * (docs/after-the-order.md "Order updates") and answers them as stored.
 */
export const PUT = bff.put({
  session: "required",
  body: notificationChannelsSchema,
  call: ({ session, body }) => saveOrderUpdateChannels(session.token, body),
  reply: (saved) => ({ message: "Order updates saved", ...saved }),
  fallback: "We could not save your order updates. Please try again.",
});
