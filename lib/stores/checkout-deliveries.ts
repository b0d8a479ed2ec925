import { z } from "@/lib/validations/zod";
import { deliveryLineSchema, type DeliveryLine } from "@/lib/validations/checkout";

/**
 * The sessionStorage key of the deliveries an online payment pays for (docs/delivery.md): the
 * local payment page places the order on another page than the summary that started it.
 */
export const CHECKOUT_DELIVERIES_KEY = "checkoutDeliveries";

const kept = z.object({ orderId: z.string().min(1), deliveries: z.array(deliveryLineSchema) });

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the deliveries the provider order `orderId` pays for, for the page that places it. */
export function saveCheckoutDeliveries(orderId: string, deliveries: DeliveryLine[]): void {
  try {
    storage()?.setItem(CHECKOUT_DELIVERIES_KEY, JSON.stringify({ orderId, deliveries }));
  } catch {
    // A refused write leaves none: the order is placed without them, as by a contract shop.
  }
}

/** The deliveries the provider order `orderId` pays for; undefined when none were kept for it. */
export function readCheckoutDeliveries(orderId: string): DeliveryLine[] | undefined {
  try {
    const raw = storage()?.getItem(CHECKOUT_DELIVERIES_KEY);
    const parsed = raw ? kept.safeParse(JSON.parse(raw)) : null;
    return parsed?.success && parsed.data.orderId === orderId ? parsed.data.deliveries : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets them once the order is placed. */
export function clearCheckoutDeliveries(): void {
  try {
    storage()?.removeItem(CHECKOUT_DELIVERIES_KEY);
  } catch {
    // Nothing kept that could be removed.
  }
}
