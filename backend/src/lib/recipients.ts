/** The recipient pages of seed-spec §2 (their slugs, spelling included); products carry them. */
export const RECIPIENTS = [
  "wife",
  "mother",
  "daughter",
  "sister",
  "fiance",
  "grandmother",
  "men",
  "women",
  "kids",
  "friends",
  "bofriends",
  "girlfriend",
  "husband",
] as const;
export type Recipient = (typeof RECIPIENTS)[number];
