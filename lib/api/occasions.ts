/** The browser's calls for occasion reminders (app/api/occasions, app/api/reminders). */
import { OCCASION_KINDS, type OccasionInput, type OccasionKind } from "@giftshop/shared/occasions";
import { isRecipientSlug, type RecipientSlug } from "@giftshop/shared/recipients";
import {
  arrayOf,
  boolean,
  integer,
  nonEmptyString,
  nullable,
  object,
  string,
  type Parser,
} from "@/lib/parse";
import type { Occasion } from "@/lib/types";
import { apiRequest } from "./request";

const occasionKind: Parser<OccasionKind> = (value) => OCCASION_KINDS.find((kind) => kind === value);

const recipient: Parser<RecipientSlug | null> = (value) =>
  value === null ? null : typeof value === "string" && isRecipientSlug(value) ? value : undefined;

const occasion = object<Occasion>({
  id: nonEmptyString,
  name: string,
  recipient,
  occasion: occasionKind,
  month: integer,
  day: integer,
  year: nullable(integer),
  orderId: nullable(string),
  reminders: boolean,
  nextDate: nullable(string),
});

const occasionList = object({ occasions: arrayOf(occasion) });

/** Each call resolves to the shopper's occasions after it, or a failure; never rejects. */
export const occasionsApi = {
  add: (input: OccasionInput) =>
    apiRequest("/api/occasions", occasionList, { method: "POST", body: input }),
  remove: (id: string) =>
    apiRequest(`/api/occasions/${encodeURIComponent(id)}`, occasionList, { method: "DELETE" }),
  /** Stops the reminders a mail's unsubscribe `token` names; answers who and what for. */
  unsubscribe: (token: string) =>
    apiRequest(
      `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      object({ name: string, occasion: occasionKind }),
      { method: "POST" },
    ),
};
