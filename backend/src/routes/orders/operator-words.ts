/**
 * What the operator's tools say of an order beyond its status (docs/after-the-order.md): the
 * shopper's substitution answer, with whom to call when the answer is "Call me first".
 */
import {
  SUBSTITUTION_LABELS,
  SUBSTITUTION_QUESTION,
  type SubstitutionChoice,
} from "@giftshop/shared/substitution";

/** The shopper who placed the order, as the operator reaches them. */
export interface OrderOwner {
  name: string;
  email: string;
  /** "" when the account has none. */
  phone: string;
}

/**
 * "If a fresh gift cannot be made as shown: Call me first (Asha, 9876543210, asha@…)"; null
 * when the order holds no cake or flowers (nothing was asked).
 */
export function substitutionWords(
  substitution: SubstitutionChoice | null,
  owner: OrderOwner,
): string | null {
  if (!substitution) return null;
  const answer = `${SUBSTITUTION_QUESTION}: ${SUBSTITUTION_LABELS[substitution]}`;
  if (substitution !== "call") return answer;
  const reach = [owner.name, owner.phone, owner.email].filter(Boolean).join(", ");
  return `${answer} (${reach})`;
}
