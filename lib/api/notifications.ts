/** The browser's call for order update channels (app/api/notifications). */
import type { NotificationChannels } from "@giftshop/shared/notification-channels";
import { boolean, object } from "@/lib/parse";
import { apiRequest } from "./request";

const saved = object({
  channels: object<NotificationChannels>({ mail: boolean, sms: boolean, whatsapp: boolean }),
  mobile: boolean,
});

/** Resolves to the channels as stored, or a failure; never rejects. */
export const notificationsApi = {
  save: (channels: NotificationChannels) =>
    apiRequest("/api/notifications", saved, { method: "PUT", body: channels }),
};
