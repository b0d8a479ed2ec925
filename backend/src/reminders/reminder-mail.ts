/**
 * The occasion reminder mail (docs/after-the-order.md "Occasion reminders"): who and what, the
 * day and how far off it is, a link to gifts for that person and occasion, and an unsubscribe
 * link. Its bodies carry the name the shopper typed, escaped in the HTML.
 */
import { OCCASIONS, type OccasionKind } from "@giftshop/shared/occasions";

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

const SHOP = "Uphaar";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
  const greeting = mail.name ? `Hello ${mail.name},` : "Hello,";
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
    `${SHOP}, gifts delivered across India`,
  ].join("\n\n");
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3fb;font-family:Arial,Helvetica,sans-serif;color:#1f1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:24px;font-style:italic;font-weight:700;color:#6d28d9">${SHOP}</td></tr>
<tr><td style="padding-top:20px;font-size:16px">${escapeHtml(greeting)}</td></tr>
<tr><td style="padding-top:8px;font-size:16px">${escapeHtml(lead)}</td></tr>
<tr><td style="padding:20px 0"><a href="${escapeHtml(mail.giftsUrl)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${cta}</a></td></tr>
<tr><td style="font-size:13px;color:#5b5270">${escapeHtml(footer)} <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#5b5270">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;
  const headers = {
    "List-Unsubscribe": `<${mail.oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { subject, text, html, headers };
}
