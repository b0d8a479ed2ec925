/**
 * Proof of delivery (docs/after-the-order.md, "Proof of delivery"): the operator records a
 * delivery with a photo of the gift handed over, or with the recipient's code, and only then
 * does the order become Delivered. The photo is judged as a shopper's photo is (uploads/
 * inspect.ts) and kept in the uploads table as the order owner's, marked with the order, so it
 * is served to that owner alone.
 */
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RECIPIENT_CODE_DIGITS, RECIPIENT_CODE_PATTERN } from "@giftshop/shared/delivery-proof";
import type { Db } from "../../db/client";
import { orders, uploads } from "../../db/schema";
import { inspectPhoto } from "../../uploads/inspect";
import { saveUpload } from "../../uploads/store";
import { ORDER_NOT_FOUND, canMoveStatus, moveOrderStatus, type StatusMove } from "./order-status";

export const WRONG_RECIPIENT_CODE = "The recipient's code does not match this order's.";
const NO_RECIPIENT_CODE =
  "This order has no recipient's code. Please record the delivery with a photo.";

/** A new recipient's code: four random digits. */
export const newRecipientCode = (): string =>
  String(randomInt(0, 10 ** RECIPIENT_CODE_DIGITS)).padStart(RECIPIENT_CODE_DIGITS, "0");

/** What the operator proves a delivery with. */
export type DeliveryProof = { kind: "photo"; bytes: Uint8Array } | { kind: "code"; code: string };

/** A delivery recorded, or why not, with the HTTP status the operator route answers. */
export type RecordedDelivery =
  | (StatusMove & { ok: true })
  | { ok: false; message: string; httpStatus: 400 | 404 | 409 | 413 | 415 };

const refuse = (httpStatus: 400 | 404 | 409 | 413 | 415, message: string) =>
  ({ ok: false, message, httpStatus }) as const;

/** A refusal inside the transaction, so that nothing it wrote stays. */
class Refused extends Error {
  constructor(readonly move: RecordedDelivery & { ok: false }) {
    super(move.message);
  }
}

/**
 * Records order `orderId` as Delivered with `proof`, at `at`; refuses (nothing written) an
 * unknown order, one that cannot become Delivered, a photo that is not a readable JPEG, PNG or
 * WebP within the upload limits, and a code that is not the order's.
 */
export async function recordDelivery(
  db: Db,
  orderId: string,
  proof: DeliveryProof,
  at: Date = new Date(),
): Promise<RecordedDelivery> {
  const verdict = proof.kind === "photo" ? await inspectPhoto(proof.bytes) : null;
  if (verdict && !verdict.ok) return refuse(verdict.status, verdict.message);
  if (proof.kind === "code" && !RECIPIENT_CODE_PATTERN.test(proof.code)) {
    return refuse(409, WRONG_RECIPIENT_CODE);
  }
  try {
    return await db.transaction(async (tx): Promise<RecordedDelivery> => {
      const [order] = await tx
        .select({
          userId: orders.userId,
          status: orders.status,
          recipientCode: orders.recipientCode,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for("update");
      if (!order) return refuse(404, ORDER_NOT_FOUND);
      if (!canMoveStatus(order.status, "Delivered")) {
        return refuse(409, `An order that is ${order.status} cannot become Delivered.`);
      }
      let proofUploadId: string | null = null;
      if (proof.kind === "code") {
        if (!order.recipientCode) return refuse(409, NO_RECIPIENT_CODE);
        if (proof.code !== order.recipientCode) return refuse(409, WRONG_RECIPIENT_CODE);
      } else if (verdict?.ok) {
        const { type, width, height } = verdict;
        const saved = await saveUpload(tx, {
          userId: order.userId,
          type,
          bytes: proof.bytes,
          width,
          height,
        });
        await tx.update(uploads).set({ orderId }).where(eq(uploads.id, saved.id));
        proofUploadId = saved.id;
      }
      await tx
        .update(orders)
        .set({ proofKind: proof.kind, proofUploadId, deliveredAt: at })
        .where(eq(orders.id, orderId));
      const moved = await moveOrderStatus(tx, orderId, "Delivered", at);
      if (!moved.ok) throw new Refused(refuse(409, moved.message));
      return moved;
    });
  } catch (error) {
    if (error instanceof Refused) return error.move;
    throw error;
  }
}

/** The photo proving the delivery of `orderId`, when `userId` owns the order; null otherwise. */
export async function readProofPhoto(
  db: Pick<Db, "select">,
  userId: string,
  orderId: string,
): Promise<{ type: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ type: uploads.type, bytes: uploads.bytes })
    .from(orders)
    .innerJoin(uploads, eq(uploads.id, orders.proofUploadId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.proofKind, "photo"),
        eq(uploads.orderId, orderId),
      ),
    );
  return row ?? null;
}
