/**
 * Order statuses and the moves between them: forward only along Pending → Confirm → Shipped →
 * Delivered (a step may be skipped, e.g. a cash-on-delivery order ships without "Confirm"),
 * or to Cancelled from anything not yet Delivered. Every move is appended to statusHistory.
 * Delivered needs proof stored first (delivery-proof.ts). Cancelling frees the order's delivery
 * places and deletes its photos.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  deliveryBookings,
  orders,
  uploads,
  type OrderStatus,
  type StatusChange,
} from "../../db/schema";

export const ORDER_STATUSES = [
  "Pending",
  "Confirm",
  "Shipped",
  "Delivered",
  "Cancelled",
] as const satisfies readonly OrderStatus[];

export const ORDER_NOT_FOUND = "Order not found";
/** Moving to Delivered without proof (docs/after-the-order.md, "Proof of delivery"). */
export const NEEDS_PROOF =
  "An order becomes Delivered only with proof: a photo of the delivery or the recipient's code.";

/** A transaction handle, for helpers that must run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const STAGE: Record<Exclude<OrderStatus, "Cancelled">, number> = {
  Pending: 0,
  Confirm: 1,
  Shipped: 2,
  Delivered: 3,
};

/** True when an order that is `from` may become `to`. */
export function canMoveStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (from === "Cancelled" || from === "Delivered" || from === to) return false;
  return to === "Cancelled" || STAGE[to] > STAGE[from];
}

export type StatusMove =
  { ok: true; status: OrderStatus; statusHistory: StatusChange[] } | { ok: false; message: string };

/** Moves order `orderId` to `status` inside `tx`, with the order row locked. */
export async function moveOrderStatus(
  tx: Tx,
  orderId: string,
  status: OrderStatus,
  at: Date = new Date(),
): Promise<StatusMove> {
  const [order] = await tx
    .select({
      status: orders.status,
      statusHistory: orders.statusHistory,
      proofKind: orders.proofKind,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) return { ok: false, message: ORDER_NOT_FOUND };
  if (!canMoveStatus(order.status, status)) {
    return { ok: false, message: `An order that is ${order.status} cannot become ${status}.` };
  }
  // Delivered is recorded with its proof (delivery-proof.ts), which is stored first.
  if (status === "Delivered" && !order.proofKind) return { ok: false, message: NEEDS_PROOF };
  const statusHistory = [...order.statusHistory, { status, at: at.toISOString() }];
  await tx.update(orders).set({ status, statusHistory }).where(eq(orders.id, orderId));
  if (status === "Cancelled") {
    // A cancelled order gives back its delivery places and keeps no photos to print.
    await tx.delete(deliveryBookings).where(eq(deliveryBookings.orderId, orderId));
    await tx.delete(uploads).where(eq(uploads.orderId, orderId));
  }
  return { ok: true, status, statusHistory };
}

/**
 * Moves order `orderId` to `status` in its own transaction (the `order:status` CLI uses it);
 * `courier`, the first name of the person taking a Shipped order out, is kept with the move.
 */
export function setOrderStatus(
  db: Db,
  orderId: string,
  status: OrderStatus,
  courier: string | null = null,
): Promise<StatusMove> {
  return db.transaction(async (tx) => {
    const moved = await moveOrderStatus(tx, orderId, status);
    if (moved.ok && courier) {
      await tx.update(orders).set({ courierName: courier }).where(eq(orders.id, orderId));
    }
    return moved;
  });
}
