/**
 * Substitution consent (docs/after-the-order.md, "Substitution"): what the shop may do when a
 * fresh gift (a cake, flowers) cannot be made as shown. One source for the backend that stores
 * the shopper's answer and the storefront, mail and operator tools that show it.
 */
import { z } from "zod";

/** The answers, in the order the checkout shows them. */
export const SUBSTITUTION_CHOICES = ["similar", "call", "cancel"] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/**
 * The answer an order gets when the shopper gives none: the shop asks before changing anything,
 * so nothing is swapped and nothing is cancelled without the shopper's word.
 */
export const DEFAULT_SUBSTITUTION: SubstitutionChoice = "call";

/** The question, as checkout asks it and the order, the mail and the operator's tools recall it. */
export const SUBSTITUTION_QUESTION = "If a fresh gift cannot be made as shown";

/** Each answer as the shopper reads it, at checkout, on the order and in the mail. */
export const SUBSTITUTION_LABELS: Record<SubstitutionChoice, string> = {
  similar: "A similar gift of equal value",
  call: "Call me first",
  cancel: "Cancel and refund",
};

/** What each answer means, in one sentence under its label. */
export const SUBSTITUTION_HINTS: Record<SubstitutionChoice, string> = {
  similar: "We send a gift of the same kind and price, in the same colours where we can.",
  call: "We call you before changing anything. If we cannot reach you, we cancel and refund.",
  cancel: "We do not substitute: the gift is cancelled and its price refunded in full.",
};

/** The delivery kinds (docs/delivery.md) made fresh on the day, for which consent is asked. */
export const SUBSTITUTABLE_KINDS: readonly string[] = ["cake", "flowers"];

/** True when a product of delivery kind `kind` (null: none) needs the shopper's consent. */
export const isSubstitutable = (kind: string | null | undefined): boolean =>
  kind !== null && kind !== undefined && SUBSTITUTABLE_KINDS.includes(kind);

export const substitutionChoiceSchema = z.enum(SUBSTITUTION_CHOICES, {
  message: `substitution must be one of ${SUBSTITUTION_CHOICES.join(", ")}`,
});
