/**
 * A shopper's occasions (docs/after-the-order.md "Occasion reminders"): list, add and delete
 * their own, and the mail's unsubscribe link, which needs no sign-in because its token is the
 * proof.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Handler } from "hono";
import { z } from "zod";
import { istDate } from "@giftshop/shared/india-time";
import {
  MAX_OCCASIONS,
  OCCASION_MESSAGES,
  nextOccurrence,
  occasionInputSchema,
} from "@giftshop/shared/occasions";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { lockUser } from "../../db/lock-user";
import { occasions, orders } from "../../db/schema";
import type { Clock } from "../../delivery/clock";
import { fail, jsonBody } from "../../lib/http";
import { idSchema, newId } from "../../lib/ids";

export interface OccasionDeps {
  db: Db;
  /** Today in India, by the shop's clock (delivery/clock.ts): one-time days may not be past. */
  clock: Clock;
}

type OccasionRow = typeof occasions.$inferSelect;

/** An occasion as its owner sees it; `nextDate` is null for a one-time day already past. */
function occasionJson(row: OccasionRow, today: string) {
  return {
    id: row.id,
    name: row.name,
    recipient: row.recipient,
    occasion: row.occasion,
    month: row.month,
    day: row.day,
    year: row.year,
    repeats: row.year === null ? ("yearly" as const) : ("once" as const),
    orderId: row.orderId,
    reminders: row.stoppedAt === null,
    nextDate: nextOccurrence(row, today),
  };
}

const NOT_FOUND = "Occasion not found.";

/** GET /client/occasions: the shopper's occasions, oldest first. */
export const listOccasions =
  ({ db, clock }: OccasionDeps): Handler<AuthedEnv> =>
  async (c) => {
    const rows = await db
      .select()
      .from(occasions)
      .where(eq(occasions.userId, c.var.user.id))
      .orderBy(asc(occasions.createdAt), asc(occasions.id));
    const today = istDate(clock());
    return c.json({ success: true, occasions: rows.map((row) => occasionJson(row, today)) });
  };

/**
 * POST /client/occasions: saves one (201). A one-time day must be today or later; the order it
 * came from must be the shopper's own (404 otherwise); past MAX_OCCASIONS, 409.
 */
export const addOccasion =
  ({ db, clock }: OccasionDeps): Handler<AuthedEnv> =>
  async (c) => {
    const input = await jsonBody(c, occasionInputSchema);
    const userId = c.var.user.id;
    const today = istDate(clock());
    if (input.repeats === "once" && input.date < today) fail(400, OCCASION_MESSAGES.onceInPast);
    const [year, month, day] = input.date.split("-").map(Number) as [number, number, number];
    const row = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (input.orderId) {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
        if (!order) fail(404, OCCASION_MESSAGES.orderId);
      }
      const [kept] = await tx
        .select({ n: count() })
        .from(occasions)
        .where(eq(occasions.userId, userId));
      if ((kept?.n ?? 0) >= MAX_OCCASIONS) fail(409, OCCASION_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(occasions)
        .values({
          id: newId(),
          userId,
          name: input.name,
          recipient: input.recipient,
          occasion: input.occasion,
          month,
          day,
          year: input.repeats === "once" ? year : null,
          orderId: input.orderId ?? null,
          unsubscribeToken: randomBytes(24).toString("base64url"),
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error("the new occasion was not returned");
    return c.json({ success: true, occasion: occasionJson(row, today) }, 201);
  };

/** DELETE /client/occasions/:id: deletes the shopper's own occasion; anyone else's is a 404. */
export const deleteOccasion =
  ({ db }: OccasionDeps): Handler<AuthedEnv> =>
  async (c) => {
    const id = idSchema.safeParse(c.req.param("id"));
    if (!id.success) fail(404, NOT_FOUND);
    const deleted = await db
      .delete(occasions)
      .where(and(eq(occasions.id, id.data), eq(occasions.userId, c.var.user.id)))
      .returning({ id: occasions.id });
    if (deleted.length === 0) fail(404, NOT_FOUND);
    return c.json({ success: true, message: "Occasion deleted." });
  };

/** An unsubscribe token as the mail carries it (base64url of 24 random bytes). */
const unsubscribeBody = z.object({
  token: z
    .string({ message: "token is required" })
    .regex(/^[A-Za-z0-9_-]{32}$/, { message: "token is not an unsubscribe token" }),
});

const UNSUBSCRIBE_UNKNOWN =
  "This unsubscribe link is not valid. The occasion may have been deleted.";

/**
 * POST /client/occasions/unsubscribe { token }: stops the reminders of the one occasion the
 * mail was about. Using the link again answers the same; an unknown token is a 404.
 */
export const unsubscribe =
  ({ db }: OccasionDeps): Handler =>
  async (c) => {
    const { token } = await jsonBody(c, unsubscribeBody);
    await db
      .update(occasions)
      .set({ stoppedAt: new Date() })
      .where(and(eq(occasions.unsubscribeToken, token), isNull(occasions.stoppedAt)));
    const [row] = await db
      .select({ name: occasions.name, occasion: occasions.occasion })
      .from(occasions)
      .where(eq(occasions.unsubscribeToken, token));
    if (!row) fail(404, UNSUBSCRIBE_UNKNOWN);
    return c.json({ success: true, name: row.name, occasion: row.occasion });
  };
