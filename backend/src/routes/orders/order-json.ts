/**
 * Reads orders with their items and shapes them for the two audiences: the owner, who sees
 * the whole order, and anyone else holding the order id, who sees only what tracking needs.
 */
import { printedOf } from "@giftshop/shared/gifting";
import { isCancellable, type OrderRefund } from "@giftshop/shared/order-cancel";
import { and, asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PersonalisationView } from "@giftshop/shared/gifting";
import type { DeliveryProofView } from "@giftshop/shared/delivery-proof";
import type { Db } from "../../db/client";
import { orderItems, orders, payments, products, refunds } from "../../db/schema";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import { orderedPhotos } from "../../uploads/store";

/**
 * An order with the provider its payment went through (null for cash on delivery) and the
 * refund of its cancellation (null: none).
 */
type RefundSeen = Pick<
  typeof refunds.$inferSelect,
  "amount" | "status" | "requestedAt" | "processedAt"
> | null;

type OrderRow = typeof orders.$inferSelect & {
  paymentProvider: string | null;
  /** The cancellation's refund, and an operator's (docs/after-the-order.md). */
  refund: RefundSeen;
  operatorRefund?: RefundSeen;
};

type ItemRow = Pick<
  typeof orderItems.$inferSelect,
  "orderId" | "productId" | "name" | "quantity" | "price" | "sellerId" | "delivery" | "variant"
> & {
  product: Pick<typeof products.$inferSelect, "id" | "title" | "images"> | null;
  /** The line's messages and photos (described), docs/gifting.md; null: none. */
  personalisation: PersonalisationView | null;
};

/** An order's refund by an operator, beside its cancellation's (each at most one per order). */
const operatorRefunds = alias(refunds, "operator_refunds");

/**
 * Orders joined to their payment's provider and their refund. The local provider takes no
 * money, so its orders say so (`testPayment`) wherever they are shown; the payment row is the
 * record of which provider took it, whatever the backend runs now.
 */
function selectOrders(db: Pick<Db, "select">) {
  return db
    .select({
      ...getTableColumns(orders),
      paymentProvider: payments.provider,
      refund: {
        amount: refunds.amount,
        status: refunds.status,
        requestedAt: refunds.requestedAt,
        processedAt: refunds.processedAt,
      },
      operatorRefund: {
        amount: operatorRefunds.amount,
        status: operatorRefunds.status,
        requestedAt: operatorRefunds.requestedAt,
        processedAt: operatorRefunds.processedAt,
      },
    })
    .from(orders)
    .leftJoin(payments, eq(payments.providerOrderId, orders.providerOrderId))
    .leftJoin(refunds, and(eq(refunds.orderId, orders.id), eq(refunds.kind, "cancel")))
    .leftJoin(
      operatorRefunds,
      and(eq(operatorRefunds.orderId, orders.id), eq(operatorRefunds.kind, "operator")),
    );
}

/**
 * The refund as the owner sees it (docs/after-the-order.md), or null: the cancellation's, else
 * an operator's. A moved delivery's difference is told with the move, not here.
 */
export function refundJson(order: OrderRow): OrderRefund | null {
  const refund = order.refund ?? order.operatorRefund;
  if (!refund) return null;
  return {
    amount: refund.amount,
    status: refund.status,
    requestedAt: refund.requestedAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
  };
}

/**
 * How the delivery was proven and when (docs/after-the-order.md); null before. The photo itself
 * is served apart, to the owner only (GET /api/auth/orders/{id}/proof-photo).
 */
function proofOf(order: OrderRow): DeliveryProofView | null {
  return order.proofKind && order.deliveredAt
    ? { kind: order.proofKind, at: order.deliveredAt.toISOString() }
    : null;
}

/** True when the order was paid through the local provider: no money was taken. */
const isTestPayment = (order: OrderRow) => order.paymentProvider === "local";

/** Most orders one list answer carries (newest first). */
const MAX_LISTED_ORDERS = 200;

async function itemsOf(db: Pick<Db, "select">, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, ItemRow[]>();
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      price: orderItems.price,
      sellerId: orderItems.sellerId,
      delivery: orderItems.delivery,
      variant: orderItems.variant,
      personalisation: orderItems.personalisation,
      product: { id: products.id, title: products.title, images: products.images },
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const photos = rows.some((row) => row.personalisation?.photos.length)
    ? await orderedPhotos(db, orderIds)
    : new Map<string, never>();
  const byOrder = new Map<string, ItemRow[]>();
  for (const { personalisation, ...row } of rows) {
    const item: ItemRow = {
      ...row,
      personalisation: personalisation && {
        cakeMessage: personalisation.cakeMessage,
        cardMessage: personalisation.cardMessage,
        photos: personalisation.photos.flatMap((id) => {
          const photo = photos.get(id);
          return photo ? [photo] : [];
        }),
        ...printedOf(personalisation),
      },
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), item]);
  }
  return byOrder;
}

/**
 * The whole order with only the fields of docs/contract.md, Shapes: Order (contract mode's owner
 * view).
 */
function specOwnerOrderJson(order: OrderRow, items: ItemRow[]) {
  return {
    _id: order.id,
    items: items.map((item) => ({
      productId: item.product
        ? { _id: item.product.id, title: item.product.title, images: item.product.images }
        : item.productId,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
      sellerId: item.sellerId,
    })),
    totalAmount: order.totalAmount,
    status: order.status,
    paymentId: order.paymentId,
    placedAt: order.placedAt.toISOString(),
    shippingAddress: order.shippingAddress,
    image: order.image,
  };
}

/** A view's items, each with the `fields` a view adds from the stored item at its position. */
function withItemFields<View extends object, Fields extends object>(
  views: View[],
  items: ItemRow[],
  fields: (item: ItemRow | undefined) => Fields,
) {
  return views.map((view, index) => ({ ...view, ...fields(items[index]) }));
}

/**
 * The whole order, for its owner, with its delivery charge, what each line was promised
 * (docs/delivery.md), each line's variant, messages and photos (docs/gifting.md) and the
 * shopper's substitution answer (docs/after-the-order.md). A product since removed from the
 * catalogue stays a plain id.
 */
function ownerOrderJson(order: OrderRow, items: ItemRow[]) {
  const spec = specOwnerOrderJson(order, items);
  return {
    ...spec,
    items: withItemFields(spec.items, items, (item) => ({
      delivery: item?.delivery ?? null,
      variant: item?.variant ?? null,
      personalisation: item?.personalisation ?? null,
    })),
    deliveryCharge: order.deliveryCharge,
    paymentMethod: order.paymentMethod,
    statusHistory: order.statusHistory,
    testPayment: isTestPayment(order),
    substitution: order.substitution,
    recipientCode: order.recipientCode,
    proof: proofOf(order),
    // docs/after-the-order.md "Order updates": who is bringing it, once it is on its way.
    courier: order.courierName,
    // docs/after-the-order.md: whether the owner may still cancel it, and its refund.
    cancellable: isCancellable(order.status),
    refund: refundJson(order),
  };
}

/** The tracking view with only §3's fields (contract mode). */
function specTrackingOrderJson(order: OrderRow, items: ItemRow[]) {
  return {
    _id: order.id,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    items: items.map((item) => ({ name: item.name, quantity: item.quantity })),
    shippingAddress: { city: order.shippingAddress.city },
    totalAmount: order.totalAmount,
  };
}

/** The promise a tracking view shows: the day and window or range, not the pincode. */
function trackedDelivery(delivery: ItemRow["delivery"]) {
  if (!delivery) return null;
  const { mode, date, slotId, slotType, slotLabel, window, range, charge } = delivery;
  return { mode, date, slotId, slotType, slotLabel, window, range, charge };
}

/**
 * What anyone with the order id may see: no name, phone, address, PIN or payment id, and no
 * messages or photos (a line's variant, yes).
 */
function trackingOrderJson(order: OrderRow, items: ItemRow[]) {
  const spec = specTrackingOrderJson(order, items);
  return {
    ...spec,
    items: withItemFields(spec.items, items, (item) => ({
      delivery: trackedDelivery(item?.delivery ?? null),
      variant: item?.variant ?? null,
    })),
    deliveryCharge: order.deliveryCharge,
    statusHistory: order.statusHistory,
    testPayment: isTestPayment(order),
    proof: proofOf(order),
  };
}

/** The owner's and the tracking view as `profile` shapes them (contract: §3's fields only). */
export function orderViewsFor(profile: BackendProfile) {
  return ORDER_VIEWS[features(profile).answers.order];
}

/** The owner's and the tracking view, by answer shape. */
const ORDER_VIEWS = {
  spec: { owner: specOwnerOrderJson, tracking: specTrackingOrderJson },
  full: { owner: ownerOrderJson, tracking: trackingOrderJson },
} as const;

/** The orders of `userId`, newest first, as their owner sees them. */
export async function listOwnerOrders(
  db: Pick<Db, "select">,
  userId: string,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const { owner } = orderViewsFor(profile);
  const rows = await selectOrders(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(MAX_LISTED_ORDERS);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => owner(row, items.get(row.id) ?? []));
}

export type FoundOrder = { order: OrderRow; items: ItemRow[] };

/** One order with its items, or null. */
export async function findOrder(
  db: Pick<Db, "select">,
  orderId: string,
): Promise<FoundOrder | null> {
  const [order] = await selectOrders(db).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const items = await itemsOf(db, [order.id]);
  return { order, items: items.get(order.id) ?? [] };
}
