/**
 * The channels a shopper gets order updates on (docs/after-the-order.md "Order updates"),
 * mounted under /api in the full profile only: their own, behind their token.
 */
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  NEEDS_MOBILE,
  notificationChannelsSchema,
  type NotificationChannels,
} from "@giftshop/shared/notification-channels";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { fail, jsonBody } from "../../lib/http";
import { internationalPhone } from "../../notify/message-channel";

/** The shopper's channels, and whether their profile has a mobile number to text. */
async function channelsOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      mail: users.notifyMail,
      sms: users.notifySms,
      whatsapp: users.notifyWhatsapp,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) fail(401, "Please log in again.");
  const { phone, ...channels } = row;
  return { channels, mobile: internationalPhone(phone) !== null };
}

const answer = async (c: Context<AuthedEnv>, db: Db, message?: string) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({
    success: true,
    ...(message ? { message } : {}),
    ...(await channelsOf(db, c.var.user.id)),
  });
};

export function notificationRoutes(db: Db) {
  const auth = requireUser(db);
  return new Hono<AuthedEnv>()
    .get("/client/notifications", auth, (c) => answer(c, db))
    .put("/client/notifications", auth, async (c) => {
      const body: NotificationChannels = await jsonBody(c, notificationChannelsSchema);
      const { mobile } = await channelsOf(db, c.var.user.id);
      if ((body.sms || body.whatsapp) && !mobile) fail(400, NEEDS_MOBILE);
      await db
        .update(users)
        .set({ notifyMail: body.mail, notifySms: body.sms, notifyWhatsapp: body.whatsapp })
        .where(eq(users.id, c.var.user.id));
      return answer(c, db, "Order updates saved");
    });
}
