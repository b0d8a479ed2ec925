/**
 * The channels a shopper gets order updates on (docs/after-the-order.md "Order updates"): mail
 * unless they turn it off, SMS and WhatsApp only when they turn them on. One schema for the
 * profile's form, the storefront's route and the backend's.
 */
import { z } from "zod";

const choice = (name: string) => z.boolean({ message: `${name} must be true or false` });

export const notificationChannelsSchema = z
  .object({ mail: choice("mail"), sms: choice("sms"), whatsapp: choice("whatsapp") })
  .strict();

export type NotificationChannels = z.output<typeof notificationChannelsSchema>;

/** Refused when SMS or WhatsApp is turned on for a profile without a mobile number. */
export const NEEDS_MOBILE =
  "Add a 10-digit mobile number to your profile to get updates by SMS or WhatsApp.";
