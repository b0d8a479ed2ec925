import Link from "next/link";
import { GiftDetails } from "@/components/gifting/gift-details";
import { ProductPicture } from "@/components/product/product-picture";
import { formatINR } from "@giftshop/shared/money";
import { productPath } from "@/lib/routing/paths";
import type { OrderItem } from "@/lib/types";
import { EditMessages } from "./edit-messages";
import { MoveDelivery } from "./move-delivery";
import { ItemDelivery, deliveryChargeOf } from "./order-delivery";

/**
 * An order's lines: picture, name, quantity and price (docs/contract.md, Screens: Orders), what
 * each was ordered as (variant, messages, photos: docs/gifting.md), and the delivery each was
 * promised where the shop keeps one (docs/delivery.md); while the kitchen has not started on a
 * gift, its messages can be changed and its delivery moved (docs/after-the-order.md).
 */
export function OrderItems({
  orderId,
  items,
  order,
}: {
  orderId: string;
  items: OrderItem[];
  /** Where the order goes and whether it was paid online, for moving a delivery. */
  order?: { pin: string; paidOnline: boolean };
}) {
  if (items.length === 0) {
    return <p className="text-sm text-neutral-600">This order has no items to show.</p>;
  }
  return (
    <ul className="divide-y divide-neutral-100">
      {items.map((item, index) => (
        <li key={`${item.productId}-${index}`} className="flex items-center gap-3 py-3">
          <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-brand-50 ring-1 ring-neutral-200">
            <ProductPicture src={item.image?.url} sizes="56px" />
          </div>
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium text-neutral-900">
              {item.productId ? (
                <Link
                  href={productPath(item.productId)}
                  className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </p>
            <GiftDetails
              variant={item.variant}
              personalisation={item.personalisation}
              className="mt-0.5"
            />
            <p className="mt-0.5 text-xs text-neutral-600 tabular-nums">
              Qty {item.quantity} × {formatINR(item.price)}
            </p>
            <ItemDelivery delivery={item.delivery} className="mt-1" />
            {order && item.deliveryMove && item.delivery ? (
              <MoveDelivery
                orderId={orderId}
                position={index}
                productId={item.productId}
                name={item.name}
                window={item.deliveryMove}
                delivery={item.delivery}
                chargeNow={deliveryChargeOf(items, item)}
                pincode={item.delivery.pincode ?? order.pin}
                paidOnline={order.paidOnline}
              />
            ) : null}
            {item.messages ? (
              <EditMessages
                orderId={orderId}
                position={index}
                window={item.messages}
                current={{
                  cakeMessage: item.personalisation?.cakeMessage ?? "",
                  cardMessage: item.personalisation?.cardMessage ?? "",
                }}
              />
            ) : null}
          </div>
          <p className="shrink-0 text-sm font-semibold text-neutral-900 tabular-nums">
            {formatINR(item.price * item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}
