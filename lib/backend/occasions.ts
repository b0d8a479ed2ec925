import "server-only";
import { z } from "zod";
import { OCCASION_KINDS, type OccasionInput } from "@giftshop/shared/occasions";
import { RECIPIENT_SLUGS } from "@giftshop/shared/recipients";
import type { Occasion } from "@/lib/types";
import { bearer } from "./auth";
import { BackendError, backendSend, shopperGet, throwIfRefused } from "./fetch";
import { acknowledgement, answerFields } from "./wire";

/**
 * Occasion reminders (docs/after-the-order.md "Occasion reminders"), a reference-backend
 * extension: a backend without it answers 404 to the shopper's own list, and the storefront
 * hides the feature. It is asked with the shopper's token, because a backend whose guard covers
 * every /api/client path answers 401 to a visitor whether or not the route exists.
 */

const occasionWire = z.object({
  id: z.string().min(1),
  name: z.string(),
  // "" from the backend where no recipient page fits.
  recipient: z.enum(RECIPIENT_SLUGS).nullable().catch(null),
  occasion: z.enum(OCCASION_KINDS).catch("other"),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  year: z.number().int().nullable(),
  orderId: z.string().nullable(),
  reminders: z.boolean(),
  nextDate: z.string().nullable(),
});

const listAnswer = z.object({ ...answerFields, occasions: z.array(occasionWire) });
const addAnswer = z.object({ ...answerFields, occasion: occasionWire });
const unsubscribeAnswer = z.object({
  ...answerFields,
  name: z.string(),
  occasion: z.enum(OCCASION_KINDS).catch("other"),
});

const reshape = (wire: z.output<typeof occasionWire>): Occasion => wire;

/** Whether a backend's refusal means it has no such route (a §7 backend, the original). */
const noSuchRoute = (error: unknown) =>
  error instanceof BackendError && (error.status === 404 || error.status === 405);

/**
 * The shopper's occasions, oldest first; null when the backend has no occasion reminders (the
 * feature is hidden then).
 */
export async function fetchOccasions(token: string): Promise<Occasion[] | null> {
  try {
    const answer = await shopperGet("/api/client/occasions", listAnswer, bearer(token));
    return answer.occasions.map(reshape);
  } catch (error) {
    if (noSuchRoute(error)) return null;
    throw error;
  }
}

/** Saves an occasion for the shopper and answers their occasions after it. */
export async function addOccasion(token: string, input: OccasionInput): Promise<Occasion[]> {
  const answer = await backendSend(
    "POST",
    "/api/client/occasions",
    input,
    addAnswer,
    bearer(token),
  );
  throwIfRefused(answer, "POST /api/client/occasions");
  return (await fetchOccasions(token)) ?? [];
}

/** Deletes one of the shopper's occasions and answers their occasions after it. */
export async function deleteOccasion(token: string, id: string): Promise<Occasion[]> {
  const path = `/api/client/occasions/${encodeURIComponent(id)}`;
  const answer = await backendSend("DELETE", path, {}, acknowledgement, bearer(token));
  throwIfRefused(answer, `DELETE ${path}`);
  return (await fetchOccasions(token)) ?? [];
}

/**
 * Stops the reminders of the occasion a reminder mail's unsubscribe `token` names; answers who
 * and what it was for.
 */
export async function unsubscribeReminders(token: string) {
  const answer = await backendSend(
    "POST",
    "/api/client/occasions/unsubscribe",
    { token },
    unsubscribeAnswer,
  );
  throwIfRefused(answer, "POST /api/client/occasions/unsubscribe");
  return { name: answer.name, occasion: answer.occasion };
}
