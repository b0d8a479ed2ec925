import { z } from "@/lib/validations/zod";
import { substitutionChoiceSchema, type SubstitutionChoice } from "@giftshop/shared/substitution";
import { deliveryLineSchema, type DeliveryLine } from "@/lib/validations/checkout";
import { TAB_KEYS, forgetInTab, keepInTab, readFromTab } from "./tab-storage";

/**
 * The sessionStorage key of the deliveries an online payment pays for (docs/delivery.md): the
 * local payment page places the order on another page than the summary that started it.
 */
export const CHECKOUT_DELIVERIES_KEY = TAB_KEYS.checkoutDeliveries;

const kept = z.object({
  orderId: z.string().min(1),
  deliveries: z.array(deliveryLineSchema),
  substitution: substitutionChoiceSchema.optional(),
});

/**
 * Keeps the deliveries the provider order `orderId` pays for, and the substitution answer given
 * with them (docs/after-the-order.md), for the page that places it.
 */
export function saveCheckoutDeliveries(
  orderId: string,
  deliveries: DeliveryLine[],
  substitution?: SubstitutionChoice,
): void {
  keepInTab(CHECKOUT_DELIVERIES_KEY, { orderId, deliveries, substitution });
}

/** The substitution answer kept with the deliveries of `orderId`; undefined when none. */
export function readCheckoutSubstitution(orderId: string): SubstitutionChoice | undefined {
  const parsed = readFromTab(CHECKOUT_DELIVERIES_KEY, (json) => kept.safeParse(json).data);
  return parsed?.orderId === orderId ? parsed.substitution : undefined;
}

/** The deliveries the provider order `orderId` pays for; undefined when none were kept for it. */
export function readCheckoutDeliveries(orderId: string): DeliveryLine[] | undefined {
  const parsed = readFromTab(CHECKOUT_DELIVERIES_KEY, (json) => kept.safeParse(json).data);
  return parsed?.orderId === orderId ? parsed.deliveries : undefined;
}

/** Forgets them once the order is placed. */
export function clearCheckoutDeliveries(): void {
  forgetInTab(CHECKOUT_DELIVERIES_KEY);
}
