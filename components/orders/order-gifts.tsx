import { ProductPicture } from "@/components/product/product-picture";
import { cn } from "@/lib/cn";
import type { Order } from "@/lib/types";
import { deliveriesOf } from "./order-delivery";

/** "Rich Black Forest Cake", "Rich Black Forest Cake and 2 more"; "" for an order with no lines. */
function orderGiftsLabel(order: Pick<Order, "items">): string {
  const [first, ...rest] = order.items;
  if (!first) return "";
  return rest.length === 0 ? first.name : `${first.name} and ${rest.length} more`;
}

/**
 * What an order is, in a shopper's words, at a glance: the first gift's picture and name ("and
 * 2 more"), and when it comes (the first delivery's day and slot, where the shop keeps one).
 * Shown on each order of /orders beside the spec's columns, before the order is opened.
 */
export function OrderGifts({ order, className }: { order: Order; className?: string }) {
  const label = orderGiftsLabel(order);
  if (!label) return null;
  const [delivery, ...later] = deliveriesOf(order);
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <div className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-brand-50 ring-1 ring-neutral-200">
        <ProductPicture src={order.items[0]?.image?.url} sizes="48px" />
      </div>
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm font-semibold text-neutral-900">{label}</p>
        {delivery ? (
          <p className="text-xs text-neutral-600">
            <span className="sr-only">Delivery: </span>
            {delivery.title}
            {later.length > 0
              ? ` (+${later.length} more ${later.length === 1 ? "delivery" : "deliveries"})`
              : ""}
          </p>
        ) : null}
      </div>
    </div>
  );
}
