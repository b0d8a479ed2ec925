import { Truck } from "@/components/ui/icons/truck";
import { cn } from "@/lib/cn";
import { SLOT_TYPE_NAMES } from "@/lib/delivery/choice-words";
import { promiseLabel } from "@/lib/delivery/format";
import type { DeliveryPromise } from "@/lib/delivery/types";
import { formatINR } from "@giftshop/shared/money";
import type { Order, OrderItem } from "@/lib/types";

/**
 * "Thu, 27 Nov · 11 pm – 11:59 pm · Midnight", or "Arrives 27 Nov – 29 Nov (courier)": the day,
 * the window and, when the promise names it, the kind of slot.
 */
export function deliveryTitle(
  delivery: Pick<DeliveryPromise, "mode" | "date" | "window" | "range" | "slotType">,
): string {
  const when = promiseLabel(delivery);
  return delivery.mode === "hand" && delivery.slotType
    ? `${when} · ${SLOT_TYPE_NAMES[delivery.slotType]}`
    : when;
}

/** A delivery charge as the shopper reads it: the rupees, or Free. */
export const chargeLabel = (charge: number) => (charge > 0 ? formatINR(charge) : "Free");

/**
 * Whether the order was placed with delivery days (docs/delivery.md); an order from a shop that
 * keeps none shows as it always did.
 */
export function hasDelivery(order: Order): boolean {
  return order.deliveryCharge > 0 || order.items.some((item) => item.delivery !== null);
}

/** The order's deliveries, each with the names of the lines that travel in it. */
export function deliveriesOf(order: Order): { title: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const item of order.items) {
    if (!item.delivery) continue;
    const title = deliveryTitle(item.delivery);
    groups.set(title, [...(groups.get(title) ?? []), item.name]);
  }
  return [...groups].map(([title, names]) => ({ title, names }));
}

/**
 * The charge of the hand delivery `item` travels in: the lines of `items` in the same day and
 * slot carry it between them (on the first of them).
 */
export function deliveryChargeOf(items: OrderItem[], item: OrderItem): number {
  const { delivery } = item;
  if (delivery?.mode !== "hand") return delivery?.charge ?? 0;
  return items
    .filter(
      (other) =>
        other.delivery?.mode === "hand" &&
        other.delivery.date === delivery.date &&
        other.delivery.slotId === delivery.slotId,
    )
    .reduce((sum, other) => sum + (other.delivery?.charge ?? 0), 0);
}

/** Under an order line: the delivery it was promised. */
export function ItemDelivery({
  delivery,
  className,
}: {
  delivery: DeliveryPromise | null;
  className?: string;
}) {
  if (!delivery) return null;
  return (
    <p className={cn("flex items-start gap-1.5 text-xs text-neutral-700", className)}>
      <Truck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-brand-600" />
      <span>
        <span className="sr-only">Delivery: </span>
        {deliveryTitle(delivery)}
      </span>
    </p>
  );
}
