/**
 * Mails each occasion's reminders (docs/after-the-order.md "Occasion reminders"): 7 days and 1
 * day before the day it falls on, by the shop's clock in India (delivery/clock.ts). Each mail is
 * claimed first by a row (occasion, day, lead) that only one sender can insert, so two backends
 * (or a backend and `npm run reminders:send`) never mail it twice; a mail the transport refuses
 * gives its claim back, and the next round tries again the same day.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import { istDate } from "@giftshop/shared/india-time";
import {
  REMINDER_LEAD_DAYS,
  isLeapYear,
  occasionGiftsQuery,
  type OccasionKind,
} from "@giftshop/shared/occasions";
import { recipientBySlug } from "@giftshop/shared/recipients";
import type { Db } from "../db/client";
import { occasionReminders, occasions, users } from "../db/schema";
import type { Clock } from "../delivery/clock";
import type { Mailer } from "../mail";

/** How often the server looks for reminders to mail (REMINDERS_INTERVAL_SECONDS overrides). */
export const REMINDERS_INTERVAL_SECONDS = 15 * 60;

export interface ReminderOptions {
  /** The storefront's address (SITE_URL, no trailing slash), which the mail's links point at. */
  siteUrl: string;
  log?: (line: string, error?: unknown) => void;
}

export interface ReminderRound {
  /** Reminders mailed in this round. */
  sent: number;
  /** Reminders the transport refused, left for the next round. */
  failed: number;
}

/** The day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The occasions falling on `day` whose owners want reminders and can receive them: a yearly one
 * on its day and month (29 February on 28 February in a year without one), a one-time one on
 * its date. Only verified addresses are mailed, as with order mails.
 */
function occasionsOn(db: Db, day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const leapDayKeptToday = month === 2 && date === 28 && !isLeapYear(year);
  return db
    .select({
      id: occasions.id,
      name: occasions.name,
      recipient: occasions.recipient,
      occasion: occasions.occasion,
      token: occasions.unsubscribeToken,
      ownerName: users.name,
      email: users.email,
    })
    .from(occasions)
    .innerJoin(users, eq(users.id, occasions.userId))
    .where(
      and(
        isNull(occasions.stoppedAt),
        eq(users.isAccountVerified, true),
        eq(occasions.month, month),
        leapDayKeptToday
          ? or(eq(occasions.day, 28), eq(occasions.day, 29))
          : eq(occasions.day, date),
        or(isNull(occasions.year), eq(occasions.year, year)),
      ),
    );
}

/** Claims one reminder for this sender; false when another sender already has it. */
async function claim(db: Db, occasionId: string, occasionDate: string, leadDays: number) {
  const claimed = await db
    .insert(occasionReminders)
    .values({ occasionId, occasionDate, leadDays })
    .onConflictDoNothing()
    .returning({ occasionId: occasionReminders.occasionId });
  return claimed.length > 0;
}

/** Gives a claim back, so the next round mails it again. */
async function release(db: Db, occasionId: string, occasionDate: string, leadDays: number) {
  await db
    .delete(occasionReminders)
    .where(
      and(
        eq(occasionReminders.occasionId, occasionId),
        eq(occasionReminders.occasionDate, occasionDate),
        eq(occasionReminders.leadDays, leadDays),
      ),
    );
}

/** The storefront's links for one occasion's mail. */
function links(
  siteUrl: string,
  occasion: { occasion: OccasionKind; recipient: string; token: string },
) {
  const recipient = recipientBySlug(occasion.recipient);
  const query = occasionGiftsQuery(occasion.occasion, recipient?.label ?? null);
  const token = encodeURIComponent(occasion.token);
  return {
    giftsUrl: `${siteUrl}/search-results?query=${encodeURIComponent(query)}`,
    unsubscribeUrl: `${siteUrl}/reminders/unsubscribe?token=${token}`,
    oneClickUrl: `${siteUrl}/api/reminders/unsubscribe?token=${token}`,
  };
}

/**
 * One round: every reminder due today (India, by `clock`) that no sender has claimed yet is
 * claimed and mailed. Safe to run as often as wished and from several processes at once.
 */
export async function sendDueReminders(
  db: Db,
  mailer: Mailer,
  clock: Clock,
  { siteUrl, log = (line, error) => console.error(line, error ?? "") }: ReminderOptions,
): Promise<ReminderRound> {
  const today = istDate(clock());
  const round: ReminderRound = { sent: 0, failed: 0 };
  for (const leadDays of REMINDER_LEAD_DAYS) {
    const day = addDays(today, leadDays);
    for (const occasion of await occasionsOn(db, day)) {
      if (!(await claim(db, occasion.id, day, leadDays))) continue;
      try {
        await mailer.sendOccasionReminder({
          to: occasion.email,
          name: occasion.ownerName,
          who: occasion.name,
          occasion: occasion.occasion,
          date: day,
          daysLeft: leadDays,
          ...links(siteUrl, occasion),
        });
        round.sent += 1;
      } catch (error) {
        round.failed += 1;
        log(`[reminders] occasion ${occasion.id} (${day}, ${leadDays} days before):`, error);
        await release(db, occasion.id, day, leadDays);
      }
    }
  }
  return round;
}
