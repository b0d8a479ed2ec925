/**
 * The footer's newsletter form. Seed-spec §7 does not show this call, so the reference
 * backend defines it: POST /api/newsletter { email }; subscribing twice is not an error.
 */
import type { Handler } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";
import { jsonBody } from "../../lib/http";
import { newId } from "../../lib/ids";
import { emailSchema } from "../../lib/validation";

const subscribeBody = z.object({ email: emailSchema });

/** POST /newsletter: subscribes the email (201), or says it already is (200). */
export const subscribe =
  (db: Db): Handler =>
  async (c) => {
    const { email } = await jsonBody(c, subscribeBody);
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({ id: newId(), email })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) {
      return c.json({ success: true, message: "You are already subscribed. Thank you!" });
    }
    return c.json({ success: true, message: "Thanks for subscribing!" }, 201);
  };
