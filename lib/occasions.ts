/**
 * How the storefront words a saved occasion (docs/after-the-order.md "Occasion reminders"), and
 * where its gift ideas are. Browser-safe: the profile's client island reads it.
 */
import { OCCASIONS, occasionGiftsQuery } from "@giftshop/shared/occasions";
import { recipientBySlug } from "@giftshop/shared/recipients";
import { searchResultsPath } from "@/lib/routing/paths";
import type { Occasion } from "@/lib/types";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Meera's birthday", "Ravi's special day". */
export function occasionTitle(occasion: Pick<Occasion, "name" | "occasion">): string {
  const what =
    occasion.occasion === "other"
      ? "special day"
      : OCCASIONS[occasion.occasion].label.toLowerCase();
  return `${occasion.name}'s ${what}`;
}

/** "14 August, every year" or "20 May 2027, once". */
export function occasionWhen(occasion: Pick<Occasion, "day" | "month" | "year">): string {
  const day = `${occasion.day} ${MONTHS[occasion.month - 1] ?? ""}`;
  return occasion.year === null ? `${day}, every year` : `${day} ${occasion.year}, once`;
}

/** The search for gifts for this person and occasion, as the reminder mail links it. */
export function occasionGiftsPath(occasion: Pick<Occasion, "occasion" | "recipient">): string {
  const label = occasion.recipient ? (recipientBySlug(occasion.recipient)?.label ?? null) : null;
  return searchResultsPath(occasionGiftsQuery(occasion.occasion, label));
}
