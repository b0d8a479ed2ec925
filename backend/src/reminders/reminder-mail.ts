/**
 * The occasion reminder mail (docs/after-the-order.md "Occasion reminders"): who and what, the
 * day and how far off it is, a link to gifts for that person and occasion, and an unsubscribe
 * link. Its bodies carry the name the shopper typed, escaped in the HTML.
 */
import { OCCASIONS, type OccasionKind } from "@giftshop/shared/occasions";
import {
  SHOP,
  SIGNATURE,
  escapeHtml,
  greetingFor,
  greetingRow,
  mailFrame,
  mailRow,
} from "../mail-frame";

export interface ReminderMail {
  to: string;
  /** The shopper's name, for the greeting. */
  name: string;
  /** Who the occasion is for, as the shopper wrote it. */
  who: string;
  occasion: OccasionKind;
  /** The day the occasion falls on (YYYY-MM-DD). */
  date: string;
  /** Days from today to `date`: 7 or 1. */
  daysLeft: number;
  /** The storefront's gifts for that person and occasion. */
  giftsUrl: string;
  /** The storefront's page that confirms and stops this occasion's reminders. */
  unsubscribeUrl: string;
  /** Where a mail client's one-click unsubscribe POSTs (RFC 8058). */
  oneClickUrl: string;
}

const dayWords = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "Sunday, 6 December" for 2026-12-06. */
function dayLabel(date: string): string {
  return dayWords.format(new Date(`${date}T00:00:00Z`));
}

/** "Asha's birthday", or "Asha: another special day" where the label is not a possessive. */
function occasionTitle(who: string, occasion: OccasionKind): string {
  return occasion === "other"
    ? `${who}'s special day`
    : `${who}'s ${OCCASIONS[occasion].label.toLowerCase()}`;
}

/** The subject, plain-text and HTML bodies, and the RFC 8058 headers of a reminder. */
export function renderReminderMail(mail: ReminderMail) {
  const title = occasionTitle(mail.who, mail.occasion);
  const when = mail.daysLeft === 1 ? "tomorrow" : `in ${mail.daysLeft} days`;
  const subject = `${SHOP}: ${title} is ${when}`;
  const greeting = greetingFor(mail.name);
  const lead = `${title} is ${when}, on ${dayLabel(mail.date)}. You asked us to remind you.`;
  const cta = "Find a gift";
  const footer =
    "You get this mail because you saved this occasion in your account. " +
    "To stop reminders for it, unsubscribe:";
  const text = [
    greeting,
    lead,
    `${cta}: ${mail.giftsUrl}`,
    `${footer} ${mail.unsubscribeUrl}`,
    SIGNATURE,
  ].join("\n\n");
  const html = mailFrame([
    greetingRow(greeting),
    mailRow(escapeHtml(lead), "padding-top:8px;font-size:16px"),
    mailRow(
      `<a href="${escapeHtml(mail.giftsUrl)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${cta}</a>`,
      "padding:20px 0",
    ),
    mailRow(
      `${escapeHtml(footer)} <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#5b5270">Unsubscribe</a>`,
      "font-size:13px;color:#5b5270",
    ),
  ]);
  const headers = {
    "List-Unsubscribe": `<${mail.oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { subject, text, html, headers };
}
