/**
 * Occasion reminders (docs/after-the-order.md "Occasion reminders"): the days a shopper saves
 * (who, what, when, yearly or once) so the shop can mail them 7 days and 1 day before. The
 * storefront's form, its BFF handler and the reference backend read one schema.
 */
import { z } from "zod";
import { RECIPIENT_SLUGS } from "./recipients";
import { charactersInBounds, withoutBidiControls } from "./validations/text";

/** What a shopper can be reminded of, in the order the form offers them. */
export const OCCASION_KINDS = ["birthday", "anniversary", "wedding", "other"] as const;

export type OccasionKind = (typeof OCCASION_KINDS)[number];

/**
 * Each occasion's label and the words its mail searches for: the shop's search knows
 * "birthday", "anniversary" and "wedding" with their synonyms (search/words.json).
 */
export const OCCASIONS: Readonly<Record<OccasionKind, { label: string; searchWords: string }>> = {
  birthday: { label: "Birthday", searchWords: "birthday gifts" },
  anniversary: { label: "Anniversary", searchWords: "anniversary gifts" },
  wedding: { label: "Wedding", searchWords: "wedding gifts" },
  other: { label: "Another special day", searchWords: "gifts" },
};

/** Whether a saved day comes back every year or happens once. */
export const OCCASION_REPEATS = ["yearly", "once"] as const;

export type OccasionRepeats = (typeof OCCASION_REPEATS)[number];

/** Days before an occasion its reminders are mailed, earliest first. */
export const REMINDER_LEAD_DAYS = [7, 1] as const;

/** The most occasions one shopper keeps; one more is refused until one is deleted. */
export const MAX_OCCASIONS = 50;

/** The longest name of the person an occasion is for. */
export const OCCASION_NAME_MAX = 60;

export const OCCASION_MESSAGES = {
  nameMissing: "Please enter who the occasion is for.",
  nameTooLong: `Please keep the name to ${OCCASION_NAME_MAX} characters.`,
  nameInvalid: "Please enter the name as plain text.",
  occasion: "Please choose the occasion.",
  recipient: "Please choose who they are to you, or leave it blank.",
  date: "Please enter a valid date.",
  repeats: "Please choose every year or just once.",
  orderId: "That order could not be found.",
  onceInPast: "A one-time occasion must be today or later.",
  tooMany: `You can keep up to ${MAX_OCCASIONS} occasions. Please delete one first.`,
} as const;

/** Whether `year` has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A YYYY-MM-DD that names a real day ("2027-02-29" does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The day a yearly occasion falls on in `year`: its own day, except that 29 February is kept on
 * 28 February in a year without one.
 */
export function dayInYear(month: number, day: number, year: number): number {
  return Math.min(day, daysInMonth(year, month));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** YYYY-MM-DD of a day. */
export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The saved day of an occasion: the year is null for a yearly one. */
export interface OccasionDay {
  month: number;
  day: number;
  year: number | null;
}

/**
 * The next day (YYYY-MM-DD) the occasion falls on, `today` (YYYY-MM-DD, India) included; null
 * for a one-time occasion already past.
 */
export function nextOccurrence(occasion: OccasionDay, today: string): string | null {
  if (occasion.year !== null) {
    const once = isoDay(occasion.year, occasion.month, occasion.day);
    return once >= today ? once : null;
  }
  const thisYear = Number(today.slice(0, 4));
  for (const year of [thisYear, thisYear + 1]) {
    const day = isoDay(year, occasion.month, dayInYear(occasion.month, occasion.day, year));
    if (day >= today) return day;
  }
  return null;
}

/** The person's name: plain text, trimmed, within OCCASION_NAME_MAX characters. */
const nameField = z
  .string({ message: OCCASION_MESSAGES.nameMissing })
  .transform(withoutBidiControls)
  .pipe(
    z
      .string()
      .trim()
      .min(1, { message: OCCASION_MESSAGES.nameMissing })
      .max(OCCASION_NAME_MAX, { message: OCCASION_MESSAGES.nameTooLong })
      .refine((value) => !value.includes("\u0000") && charactersInBounds(value), {
        message: OCCASION_MESSAGES.nameInvalid,
      }),
  );

/**
 * An occasion as a shopper saves it: who (a name, and a recipient page's slug or "" when none
 * fits), what, the date (YYYY-MM-DD: for a yearly one only its day and month are kept), whether
 * it repeats, and the order it was saved from, if any.
 */
export const occasionInputSchema = z.object({
  name: nameField,
  recipient: z
    .union([z.enum(RECIPIENT_SLUGS), z.literal("")], { message: OCCASION_MESSAGES.recipient })
    .default(""),
  occasion: z.enum(OCCASION_KINDS, { message: OCCASION_MESSAGES.occasion }),
  date: z
    .string({ message: OCCASION_MESSAGES.date })
    .refine(isCalendarDate, { message: OCCASION_MESSAGES.date }),
  repeats: z.enum(OCCASION_REPEATS, { message: OCCASION_MESSAGES.repeats }),
  orderId: z
    .string({ message: OCCASION_MESSAGES.orderId })
    .regex(/^[a-f0-9]{24}$/, { message: OCCASION_MESSAGES.orderId })
    .optional(),
});

export type OccasionInput = z.output<typeof occasionInputSchema>;

/**
 * What the shop's search is asked for gifts for an occasion and the person it is for: "birthday
 * gifts for wife", "anniversary gifts", "gifts for kids". The recipient's label, not its slug:
 * the search knows "boyfriend", and the slug is spelt "bofriends".
 */
export function occasionGiftsQuery(occasion: OccasionKind, recipientLabel: string | null): string {
  const words = OCCASIONS[occasion].searchWords;
  return recipientLabel ? `${words} for ${recipientLabel.toLowerCase()}` : words;
}
