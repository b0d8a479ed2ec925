import "server-only";
import { z } from "zod";
import type { NotificationChannels } from "@giftshop/shared/notification-channels";
import type { OrderUpdateChannels } from "@/lib/types";
import { bearer } from "./auth";
import { BackendError, backendSend, shopperGet, throwIfRefused } from "./fetch";
import { answerFields } from "./wire";

/**
 * The channels a shopper gets order updates on (docs/after-the-order.md "Order updates"), a
 * reference-backend extension: a backend without it answers 404, and the profile hides the
 * choice.
 */

const channelsAnswer = z.object({
  ...answerFields,
  channels: z.object({ mail: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  mobile: z.boolean(),
});

const reshape = (answer: z.output<typeof channelsAnswer>): OrderUpdateChannels => ({
  channels: answer.channels,
  mobile: answer.mobile,
});

/** The shopper's channels; null when the backend has no order updates (the choice is hidden). */
export async function fetchOrderUpdateChannels(token: string): Promise<OrderUpdateChannels | null> {
  try {
    return reshape(await shopperGet("/api/client/notifications", channelsAnswer, bearer(token)));
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 405)) {
      return null;
    }
    throw error;
  }
}

/** Saves the shopper's channels and answers them as stored. */
export async function saveOrderUpdateChannels(
  token: string,
  channels: NotificationChannels,
): Promise<OrderUpdateChannels> {
  const answer = await backendSend(
    "PUT",
    "/api/client/notifications",
    channels,
    channelsAnswer,
    bearer(token),
  );
  throwIfRefused(answer, "PUT /api/client/notifications");
  return reshape(answer);
}
