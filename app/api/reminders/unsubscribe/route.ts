import { z } from "zod";
import { unsubscribeReminders } from "@/lib/backend/occasions";
import { bff } from "@/lib/bff/handler";

/**
 * POST /api/reminders/unsubscribe?token=…: stops the reminders of the occasion a reminder mail
 * was about. The mail's List-Unsubscribe header names this address, and a mail provider POSTs
 * `List-Unsubscribe=One-Click` to it from its own servers (RFC 8058), so the token is the whole
 * proof: no session, no Origin, and the body is not read. The unsubscribe page
 * (/reminders/unsubscribe) posts here too.
 */
export const POST = bff.post({
  session: "none",
  anyOrigin: true,
  query: z.object({
    token: z.string({ message: "This unsubscribe link is not complete." }).regex(/^[\w-]{32}$/, {
      message: "This unsubscribe link is not complete.",
    }),
  }),
  call: ({ query }) => unsubscribeReminders(query.token),
  reply: (stopped) => ({ message: "Unsubscribed", ...stopped }),
  fallback: "We could not unsubscribe you just now. Please try again in a moment.",
});
